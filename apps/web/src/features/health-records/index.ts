/** The health-records feature's public face: where a therapist reads a patient's records (read only, audited). */
export const patientHealthPath = (patientId: string) => `/user/base/home/health-record/patient/${patientId}`;

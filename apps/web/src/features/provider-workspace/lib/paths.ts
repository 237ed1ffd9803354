/** Screen addresses of the provider workspace (children of /user/base/home). */
const HOME = '/user/base/home';

export const workspacePaths = {
  patients: `${HOME}/patients`,
  patient: (patientId: string) => `${HOME}/patients/${patientId}`,
  note: (patientId: string, appointmentId: string) => `${HOME}/patients/${patientId}/notes/${appointmentId}`,
  /** The spec's create-prescription/{patientId}/{prescriptionId}; 'new' writes a new one. */
  prescription: (patientId: string, prescriptionId = NEW_PRESCRIPTION) =>
    `${HOME}/create-prescription/${patientId}/${prescriptionId}`,
  followUp: (followUpId: string) => `${HOME}/follow-up/${followUpId}`,
  /** The normal booking path: the therapist's profile with the suggested day chosen in the slot picker. */
  book: (therapistId: string, day: string) => `${HOME}/doctor-profile/${therapistId}?day=${day}`,
};

export const NEW_PRESCRIPTION = 'new';

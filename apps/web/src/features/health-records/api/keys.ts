/** Query keys this feature owns. */
export const healthKeys = {
  all: ['health-records'] as const,
  records: ['health-records', 'records'] as const,
  profile: ['health-records', 'profile'] as const,
  views: (page: number) => ['health-records', 'views', page] as const,
  patient: (patientId: string) => ['health-records', 'patient', patientId] as const,
};

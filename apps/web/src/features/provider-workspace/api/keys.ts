/** Query keys this feature owns. */
export const workspaceKeys = {
  all: ['provider-workspace'] as const,
  patients: (q: PatientsQuery) => ['provider-workspace', 'patients', q] as const,
  patient: (patientId: string) => ['provider-workspace', 'patient', patientId] as const,
  note: (appointmentId: string) => ['provider-workspace', 'note', appointmentId] as const,
  unsigned: (page: number) => ['provider-workspace', 'unsigned', page] as const,
  prescription: (id: string) => ['provider-workspace', 'prescription', id] as const,
  medicines: (search: string) => ['provider-workspace', 'medicines', search] as const,
  registration: ['provider-workspace', 'registration'] as const,
  calendar: (role: CalendarRole) => ['provider-workspace', 'calendar', role] as const,
  myPrescriptions: (page: number) => ['provider-workspace', 'my-prescriptions', page] as const,
  myFollowUps: ['provider-workspace', 'my-follow-ups'] as const,
  followUp: (id: string) => ['provider-workspace', 'follow-up', id] as const,
  /** Under the medications feature's keys, so adding a medicine there refreshes this list too. */
  adminLibrary: (search: string) => ['medications', 'admin-library', search] as const,
  adminRegistration: (therapistId: string) => ['provider-workspace', 'admin-registration', therapistId] as const,
};

/** Whose calendar feed: a therapist's sessions or a patient's own. */
export type CalendarRole = 'provider' | 'patient';

/** The patients list's paging and search (GET /provider/list-all-patient-consulted). */
export interface PatientsQuery {
  page: number;
  limit: number;
  searchKey?: string;
}

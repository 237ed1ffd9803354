/** The patient's per-session choices, as the appointment detail shows them to each side. */
export { PatientNoteCard } from './components/patient-note-card';
export { SessionPreferencesCard } from './components/session-preferences-card';

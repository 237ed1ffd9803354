/** The patient's per-session choices: what other features may use (the reminders job asks whether reminders are off). */
export { patientMutedReminders } from './repository';

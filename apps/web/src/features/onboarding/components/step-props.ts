import type { PatientProfile, ProfileUpdateData, UserProfile } from '@sahaj/contract';

/** What the wizard knows of the patient: GET /user/profile, overlaid by the last save's reply. */
export type KnownProfile = Partial<Omit<UserProfile, keyof PatientProfile>> & Partial<PatientProfile>;

/** What every step gets: what is already known, and where to go once its page is saved. */
export interface StepProps {
  page: number;
  known: KnownProfile;
  onSaved: (data: ProfileUpdateData) => void;
  /** Label of the primary button ('Continue', or 'Finish' on the last page). */
  submitLabel: string;
}

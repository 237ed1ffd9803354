import type { WorkProfile } from '@sahaj/contract';

/** What a wizard page gets: the profile as read, the sign-in kind, and what to call after a save. */
export interface StepProps {
  profile: WorkProfile;
  external: boolean;
  onSaved: (result: { page: number; status: WorkProfile['status'] }) => void;
}

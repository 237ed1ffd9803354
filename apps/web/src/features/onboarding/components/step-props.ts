import type { ProfileUpdateData } from '@sahaj/contract';
import type { OnboardingUser } from '../api/get-profile';

/** What every step gets: what is already known, and where to go once its page is saved. */
export interface StepProps {
  page: number;
  known: Partial<OnboardingUser>;
  onSaved: (data: ProfileUpdateData) => void;
  /** Label of the primary button ('Continue', or 'Finish' on the last page). */
  submitLabel: string;
}

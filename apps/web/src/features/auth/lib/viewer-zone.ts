import { isIanaZone, localTimeZone } from '@sahaj/contract';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';

/**
 * The zone every date and "today" on screen is in: the signed-in person's stored zone (their
 * profile), else the browser's. Screens call this rather than localTimeZone(), so a person whose
 * laptop is set elsewhere still sees their own days (issue 15).
 */
export function useViewerZone(): string {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  const stored = profile.data?.globalTimeZone;
  return stored && isIanaZone(stored) ? stored : localTimeZone();
}

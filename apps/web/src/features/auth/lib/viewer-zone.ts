import { isIanaZone, localTimeZone } from '@sahaj/contract';
import { useCallback, useRef } from 'react';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';

/** The zone of a person whose profile says `stored` (missing or not a zone: the browser's). */
function zoneOf(stored: string | null | undefined): string {
  return stored && isIanaZone(stored) ? stored : localTimeZone();
}

/**
 * The zone every date and "today" on screen is in: the signed-in person's stored zone (their
 * profile), else the browser's. Screens call this rather than localTimeZone(), so a person whose
 * laptop is set elsewhere still sees their own days (issue 15).
 */
export function useViewerZone(): string {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  return zoneOf(profile.data?.globalTimeZone);
}

/**
 * The viewer's zone read when it is needed (in an event's handler), not while rendering. For parts
 * mounted on every page that may never show a time (the socket's listeners): the first zone read of a
 * page builds Intl's first date formatter, 20–55 ms of a phone's main thread before the 4× slowdown
 * (issue 25's traces), which a page that shows no dates should not pay.
 */
export function useViewerZoneReader(): () => string {
  const session = useSession();
  const stored = useRef<string | null | undefined>(undefined);
  stored.current = useProfile(session?.token ?? null).data?.globalTimeZone;
  return useCallback(() => zoneOf(stored.current), []);
}

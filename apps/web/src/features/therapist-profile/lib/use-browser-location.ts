import { useEffect, useState } from 'react';

export type BrowserLocation =
  | { status: 'asking'; coords: null }
  | { status: 'found'; coords: { lat: number; lng: number } }
  /** Refused, unavailable or too slow: the person picks the place on the map instead. */
  | { status: 'none'; coords: null };

/**
 * The browser's position when it gives one in time. No made-up fallback: a therapist whose browser
 * says nothing chooses the place on the map (a wrong city would set a wrong time zone).
 */
export function useBrowserLocation(enabled: boolean, timeoutMs = 6000): BrowserLocation {
  const [state, setState] = useState<BrowserLocation>({ status: enabled ? 'asking' : 'none', coords: null });
  useEffect(() => {
    if (!enabled) return;
    let done = false;
    const settle = (next: BrowserLocation) => {
      if (done) return;
      done = true;
      setState(next);
    };
    const none = () => settle({ status: 'none', coords: null });
    const timer = setTimeout(none, timeoutMs);
    if (!('geolocation' in navigator)) none();
    else
      navigator.geolocation.getCurrentPosition(
        (p) => settle({ status: 'found', coords: { lat: p.coords.latitude, lng: p.coords.longitude } }),
        none,
        { timeout: timeoutMs, maximumAge: 10 * 60_000 },
      );
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [enabled, timeoutMs]);
  return state;
}

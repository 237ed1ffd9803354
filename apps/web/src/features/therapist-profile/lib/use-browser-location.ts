import { GEO_FALLBACK } from '@sahaj/contract';
import { useEffect, useState } from 'react';

/** The browser's position, or the spec's fallback near Kolkata when it is refused or slow. */
export function useBrowserLocation(timeoutMs = 6000) {
  const [coords, setCoords] = useState<{ lat: number; lng: number } | null>(null);
  useEffect(() => {
    let done = false;
    const settle = (c: { lat: number; lng: number }) => {
      if (done) return;
      done = true;
      setCoords(c);
    };
    const fallback = () => settle({ lat: GEO_FALLBACK.lat, lng: GEO_FALLBACK.lng });
    const timer = setTimeout(fallback, timeoutMs);
    if (!('geolocation' in navigator)) fallback();
    else
      navigator.geolocation.getCurrentPosition(
        (p) => settle({ lat: p.coords.latitude, lng: p.coords.longitude }),
        fallback,
        { timeout: timeoutMs, maximumAge: 10 * 60_000 },
      );
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [timeoutMs]);
  return coords;
}

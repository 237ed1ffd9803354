import { useEffect, useState } from 'react';
import { callMedia } from './call-engine';

/** The call's local and remote streams, re-read whenever the engine swaps them. */
export function useCallMedia() {
  const [, setTick] = useState(0);
  useEffect(() => callMedia.subscribe(() => setTick((n) => n + 1)), []);
  return { local: callMedia.local(), remote: callMedia.remote() };
}

/** Seconds until `endTime`, ticking once a second. */
export function useSecondsLeft(endTime: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return endTime ? Math.max(0, Math.floor((Date.parse(endTime) - now) / 1000)) : 0;
}

/** 3725 → '1:02:05'; 125 → '02:05'. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

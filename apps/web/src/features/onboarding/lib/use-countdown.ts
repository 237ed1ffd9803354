import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking every second; 0 when passed or unset. */
export function useCountdown(until: number | null): number {
  const left = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`
  useEffect(() => {
    setSeconds(left());
    if (!until) return;
    const id = window.setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s <= 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return seconds;
}

export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

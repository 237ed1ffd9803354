import { useCallback, useEffect, useRef, useState } from 'react';

type TimerRef = { current: ReturnType<typeof setTimeout> | null };

function clearTimer(timer: TimerRef) {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}

export type AutosaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'error';

export interface AutosaveState {
  status: AutosaveStatus;
  /** When the last save succeeded. */
  savedAt: Date | null;
  /** The last failure's message. */
  error: string | null;
  /** Saves now whatever is waiting. */
  flush: () => Promise<void>;
  /**
   * Stops autosaving (before the text is signed and locked): drops the waiting save and resolves
   * once a save already on its way has landed, so nothing arrives after what comes next.
   */
  stop: () => Promise<void>;
}

/**
 * Saves `value` `delayMs` after the last change (a draft saved as the therapist types). One save at
 * a time: a change made while a save is on its way is saved right after it, so the server ends with
 * the latest text and never gets two writes racing. Values are compared by their JSON, so a
 * re-render with equal content saves nothing. Whatever is still waiting is saved on unmount.
 */
export function useAutosave<T>(
  value: T,
  save: (value: T) => Promise<unknown>,
  { delayMs = 1000 }: { delayMs?: number } = {},
): AutosaveState {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saved = useRef(JSON.stringify(value));
  const latest = useRef(value);
  const saveRef = useRef(save);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  latest.current = value;
  saveRef.current = save;

  const flush = useCallback(async (): Promise<void> => {
    clearTimer(timer);
    if (inFlight.current) await inFlight.current;
    const text = JSON.stringify(latest.current);
    if (stopped.current || text === saved.current) return;
    setStatus('saving');
    const attempt = (async () => {
      try {
        await saveRef.current(latest.current);
        saved.current = text;
        setSavedAt(new Date());
        setError(null);
        setStatus(JSON.stringify(latest.current) === text ? 'saved' : 'waiting');
      } catch (err) {
        setError(err instanceof Error ? err.message : String(err));
        setStatus('error');
        throw err;
      }
    })();
    inFlight.current = attempt.then(
      () => {
        inFlight.current = null;
      },
      () => {
        inFlight.current = null;
      },
    );
    await attempt;
  }, []);

  const stop = useCallback(async () => {
    stopped.current = true;
    clearTimer(timer);
    if (inFlight.current) await inFlight.current;
  }, []);

  const text = JSON.stringify(value);
  useEffect(() => {
    if (stopped.current || text === saved.current) return;
    setStatus((s) => (s === 'saving' ? s : 'waiting'));
    clearTimer(timer);
    timer.current = setTimeout(() => void flush().catch(() => undefined), delayMs);
  }, [text, delayMs, flush]);

  // Nothing typed is lost when the editor closes with a save still waiting.
  useEffect(
    () => () => {
      if (timer.current) void flush().catch(() => undefined);
    },
    [flush],
  );

  return { status, savedAt, error, flush, stop };
}

/**
 * At most `slots` calls of the returned runner are in progress at once; the rest wait their turn
 * (first come, first served). For work that takes much memory or CPU per call, like decoding an
 * uploaded image, so a burst of requests queues instead of exhausting the process.
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

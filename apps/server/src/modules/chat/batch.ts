/**
 * Group commit for the chat's hot writes (issue 25): calls that arrive while the event loop is busy
 * go to the database together, as one statement and one commit, instead of one round trip each.
 * Under light load a batch holds one item and leaves at once (no added wait: the flush runs on the
 * next turn of the loop); under heavy load batches grow, so the statements per message fall as the
 * rate rises. At most `maxInFlight` statements run at a time, leaving the rest of the pool to others.
 */
export interface Batcher<I, O> {
  add(item: I): Promise<O>;
  /** Resolves when nothing is queued or running (shutdown waits for it before the database closes). */
  drain(): Promise<void>;
}

export interface BatchStats {
  /** One statement ran: how many items it carried, how long they waited in the queue, how long it took. */
  onBatch?(size: number, waitedMs: number, ranMs: number): void;
}

interface Pending<I, O> {
  item: I;
  at: number;
  resolve: (o: O) => void;
  reject: (e: unknown) => void;
}

export function batcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  opts: { maxBatch?: number; maxInFlight?: number } & BatchStats = {},
): Batcher<I, O> {
  const maxBatch = opts.maxBatch ?? 200;
  const maxInFlight = opts.maxInFlight ?? 3;
  let queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;
  const idle: Array<() => void> = [];

  const settleIdle = () => {
    if (queue.length === 0 && inFlight === 0) for (const done of idle.splice(0)) done();
  };

  function schedule() {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    // setImmediate: everything that arrived in this turn of the loop (one read of many sockets) goes together.
    setImmediate(flush);
  }

  async function flush() {
    scheduled = false;
    if (queue.length === 0 || inFlight >= maxInFlight) return settleIdle();
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    inFlight += 1;
    schedule();
    const started = performance.now();
    try {
      const out = await run(batch.map((p) => p.item));
      for (let i = 0; i < batch.length; i += 1) batch[i]!.resolve(out[i] as O);
    } catch (err) {
      for (const p of batch) p.reject(err);
    } finally {
      const ended = performance.now();
      inFlight -= 1;
      let waited = 0;
      for (const p of batch) waited += started - p.at;
      opts.onBatch?.(batch.length, waited / batch.length, ended - started);
      schedule();
      settleIdle();
    }
  }

  return {
    add(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, at: performance.now(), resolve, reject });
        schedule();
      });
    },
    drain() {
      if (queue.length === 0 && inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}

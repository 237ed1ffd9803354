import { describe, expect, it } from 'vitest';
import { batcher } from './batch';

const tick = () => new Promise((r) => setImmediate(r));

describe('chat write batcher (group commit)', () => {
  it('sends what arrives in one turn as one batch, in order, each caller getting its own answer', async () => {
    const runs: number[][] = [];
    const b = batcher(async (items: number[]) => {
      runs.push(items);
      return items.map((i) => i * 10);
    });
    const answers = await Promise.all([1, 2, 3].map((i) => b.add(i)));
    expect(answers).toEqual([10, 20, 30]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('keeps at most maxInFlight statements running; what queues meanwhile leaves together', async () => {
    const runs: number[][] = [];
    let running = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const b = batcher(
      async (items: number[]) => {
        runs.push(items);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((r) => release.push(r));
        running -= 1;
        return items;
      },
      { maxInFlight: 1, maxBatch: 2 },
    );
    const first = b.add(1);
    await tick();
    const rest = [2, 3, 4].map((i) => b.add(i));
    await tick();
    expect(runs).toEqual([[1]]);
    release.shift()!();
    await first;
    await tick();
    expect(runs).toEqual([[1], [2, 3]]);
    release.shift()!();
    await tick();
    await tick();
    release.shift()!();
    expect(await Promise.all(rest)).toEqual([2, 3, 4]);
    expect(runs).toEqual([[1], [2, 3], [4]]);
    expect(most).toBe(1);
  });

  it('a failed statement fails every caller of that batch, and drain waits for the work in hand', async () => {
    let fail = true;
    const b = batcher(async (items: string[]) => {
      await new Promise((r) => setTimeout(r, 20));
      if (fail) throw new Error('database gone');
      return items;
    });
    const both = [b.add('a'), b.add('b')].map((p) => p.catch((e: Error) => e.message));
    expect(await Promise.all(both)).toEqual(['database gone', 'database gone']);
    fail = false;
    let stored = false;
    void b.add('c').then(() => {
      stored = true;
    });
    await b.drain();
    expect(stored).toBe(true);
  });

  it('reports each statement: items, time queued and time running', async () => {
    const seen: number[] = [];
    const b = batcher(async (items: number[]) => items, { onBatch: (size) => seen.push(size) });
    await Promise.all([b.add(1), b.add(2)]);
    expect(seen).toEqual([2]);
  });
});

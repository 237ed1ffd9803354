import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRing } from './ring';

/** A WebAudio stand-in: counts the oscillators started, and starts suspended when autoplay is blocked. */
function fakeAudio(initial: 'running' | 'suspended', { gestureUnlocks = true } = {}) {
  const started: number[] = [];
  let gesture = false;
  let closed = false;
  const param = { setValueAtTime() {}, linearRampToValueAtTime() {} };
  class FakeContext {
    state: string = initial;
    currentTime = 0;
    destination = {};
    createGain() {
      return { gain: param, connect() {} };
    }
    createOscillator() {
      return {
        frequency: { value: 0 },
        connect() {},
        start: (t: number) => started.push(t),
        stop() {},
      };
    }
    resume() {
      // Browsers resume a suspended context only after a user gesture.
      if (gesture && gestureUnlocks) this.state = 'running';
      return Promise.resolve();
    }
    close() {
      closed = true;
      this.state = 'closed';
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return {
    started,
    closed: () => closed,
    gesture() {
      gesture = true;
      window.dispatchEvent(new Event('pointerdown'));
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the incoming-call ring', () => {
  it('rings at once when the page may play sound, repeats every 3 s, and stops', async () => {
    vi.useFakeTimers();
    const audio = fakeAudio('running');
    const stop = startRing();
    expect(audio.started).toHaveLength(2); // two tones of one burst
    await vi.advanceTimersByTimeAsync(3000);
    expect(audio.started).toHaveLength(4);
    stop();
    await vi.advanceTimersByTimeAsync(9000);
    expect(audio.started).toHaveLength(4);
    expect(audio.closed()).toBe(true);
  });

  it('respects autoplay rules: silent until the person taps or presses a key, then rings', async () => {
    const audio = fakeAudio('suspended');
    const stop = startRing();
    await flush();
    expect(audio.started).toHaveLength(0);
    audio.gesture();
    await flush();
    expect(audio.started).toHaveLength(2);
    stop();
  });

  it('gives up after 45 s when nobody answers', async () => {
    vi.useFakeTimers();
    const audio = fakeAudio('running');
    startRing();
    await vi.advanceTimersByTimeAsync(45_000);
    const rung = audio.started.length;
    expect(audio.closed()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(audio.started).toHaveLength(rung);
  });
});

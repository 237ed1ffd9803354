import { afterEach, describe, expect, it } from 'vitest';
import { loadScript, scriptLoaded } from './load-script';

const SRC = 'https://checkout.example.test/sdk.js';
const tags = () => [...document.scripts].filter((s) => s.getAttribute('src') === SRC);

afterEach(() => {
  for (const s of document.querySelectorAll('script')) s.remove();
});

describe('loadScript', () => {
  it('adds one tag for callers asking at the same time, and resolves them all when it loads', async () => {
    const first = loadScript(SRC);
    const second = loadScript(SRC);
    expect(tags()).toHaveLength(1);
    tags()[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    // Already loaded: no second tag, no waiting.
    await expect(loadScript(SRC)).resolves.toBeUndefined();
    expect(tags()).toHaveLength(1);
  });

  it('rejects and removes the tag when it fails, so the next try fetches again', async () => {
    const failed = loadScript(SRC);
    tags()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Could not load ${SRC}`);
    expect(tags()).toHaveLength(0);
    const retry = scriptLoaded(SRC);
    expect(tags()).toHaveLength(1);
    tags()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(true);
  });

  it('scriptLoaded answers false when the script cannot load', async () => {
    const answer = scriptLoaded(SRC);
    tags()[0]!.dispatchEvent(new Event('error'));
    await expect(answer).resolves.toBe(false);
  });
});

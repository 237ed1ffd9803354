import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstAnswerDeferred } from './use-first-answer-deferred';

type Query = { data: { id: number } | undefined; isSuccess: boolean };

describe('useFirstAnswerDeferred', () => {
  it('holds the first answer back for one render, then lets it through; later answers pass at once', () => {
    const seen: boolean[] = [];
    const { rerender } = renderHook(
      (query: Query) => {
        const waiting = useFirstAnswerDeferred(query);
        seen.push(waiting);
        return waiting;
      },
      { initialProps: { data: undefined, isSuccess: false } as Query },
    );
    expect(seen).toEqual([false]);

    rerender({ data: { id: 1 }, isSuccess: true });
    // The urgent render still waits (the skeleton stays); the deferred one draws the answer.
    expect(seen.slice(1)).toEqual([true, false]);

    seen.length = 0;
    rerender({ data: { id: 2 }, isSuccess: true });
    expect(seen.every((waiting) => !waiting)).toBe(true);
  });
});

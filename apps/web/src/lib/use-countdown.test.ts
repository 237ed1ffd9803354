import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mmss, useCountdown } from './use-countdown';

afterEach(() => vi.useRealTimers());

describe('resend countdown', () => {
  it('counts whole seconds down to zero, and restarts or stops on demand', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.left).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
    act(() => result.current.restart(45));
    expect(result.current.left).toBe(45);
    act(() => result.current.restart(0));
    expect(result.current.left).toBe(0);
  });
  it('shows minutes and seconds with two digits each', () => {
    expect(mmss(45)).toBe('00:45');
    expect(mmss(75)).toBe('01:15');
    expect(mmss(900)).toBe('15:00');
  });
});

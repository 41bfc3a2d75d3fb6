import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from './use-auto-advance';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutoAdvance', () => {
  it('moves to the next slide every 3 seconds and wraps around', () => {
    const { result } = renderHook(() => useAutoAdvance(4, false));
    expect(result.current[0]).toBe(0);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(result.current[0]).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current[0]).toBe(1);
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(result.current[0]).toBe(0);
  });

  it('stands still while paused and resumes afterwards', () => {
    const { result, rerender } = renderHook(({ paused }) => useAutoAdvance(4, paused), {
      initialProps: { paused: true },
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current[0]).toBe(0);
    rerender({ paused: false });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current[0]).toBe(1);
  });
});

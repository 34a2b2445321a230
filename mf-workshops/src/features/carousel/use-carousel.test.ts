import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { HERO_INTERVAL_MS, useCarousel } from './use-carousel';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useCarousel', () => {
  it('moves on every 3 s and wraps from the last slide to the first', () => {
    const { result } = renderHook(() => useCarousel(3, { paused: false }));
    expect(HERO_INTERVAL_MS).toBe(3000);
    expect(result.current.index).toBe(0);
    advance(2999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(3000);
    expect(result.current.index).toBe(2);
    advance(3000);
    expect(result.current.index).toBe(0);
  });

  it('stays put while paused and carries on with a full wait afterwards', () => {
    const { result, rerender } = renderHook(({ paused }) => useCarousel(3, { paused }), {
      initialProps: { paused: false },
    });
    advance(2000);
    rerender({ paused: true });
    advance(10_000);
    expect(result.current.index).toBe(0);
    expect(result.current.rotating).toBe(false);
    rerender({ paused: false });
    advance(2999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it('steps both ways with wrap-around, and a manual step restarts the wait', () => {
    const { result } = renderHook(() => useCarousel(3, { paused: false }));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    advance(2000);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    advance(2999);
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);
  });

  it('never moves a single slide', () => {
    const { result } = renderHook(() => useCarousel(1, { paused: false }));
    advance(9000);
    expect(result.current).toMatchObject({ index: 0, rotating: false });
  });
});

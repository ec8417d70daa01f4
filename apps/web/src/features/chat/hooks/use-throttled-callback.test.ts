import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '@quad/shared/limits';
import { useThrottledCallback } from './use-throttled-callback';

const messages = {
  intervalMs: THROTTLE_MS.messageRefetch,
  deferredMs: THROTTLE_MS.messageRefetchDeferred,
};
const dialogList = {
  intervalMs: THROTTLE_MS.dialogList,
  deferredMs: THROTTLE_MS.dialogListDeferred,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottledCallback', () => {
  it('refetches messages at once, then at most once per 5 s with one deferred run at 7 s', () => {
    const refetch = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(refetch, messages));

    act(() => result.current());
    expect(refetch).toHaveBeenCalledTimes(1);

    // A burst of realtime events inside the window folds into one deferred refetch.
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current());
    act(() => result.current());
    act(() => vi.advanceTimersByTime(5000));
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(999));
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(2); // 7 s after the first run

    // 5 s after that deferred run, a call runs at once again.
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current());
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('refreshes the dialog list every 20 s at most, deferring to 21 s', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(refresh, dialogList));

    act(() => result.current());
    act(() => vi.advanceTimersByTime(19_999));
    act(() => result.current());
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(refresh).toHaveBeenCalledTimes(1); // 20.999 s
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(2); // at 21 s
    act(() => vi.advanceTimersByTime(60_000));
    expect(refresh).toHaveBeenCalledTimes(2); // nothing more without calls
  });

  it('never runs two calls less than the interval apart', () => {
    const run = vi.fn();
    const times: number[] = [];
    run.mockImplementation(() => times.push(Date.now()));
    const { result } = renderHook(() => useThrottledCallback(run, messages));
    for (let step = 0; step < 100; step += 1) {
      act(() => result.current());
      act(() => vi.advanceTimersByTime(300));
    }
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps.every((gap) => gap >= THROTTLE_MS.messageRefetch)).toBe(true);
    expect(times.length).toBeGreaterThan(3);
  });

  it('calls the latest callback and drops a pending run on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(
      ({ callback }) => useThrottledCallback(callback, messages),
      { initialProps: { callback: first } },
    );
    act(() => result.current());
    rerender({ callback: second });
    act(() => result.current());
    act(() => vi.advanceTimersByTime(7000));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    act(() => result.current()); // deferred: 7 s after the last run is now
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(second).toHaveBeenCalledTimes(1);
  });
});

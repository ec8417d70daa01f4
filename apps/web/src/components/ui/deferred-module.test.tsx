import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule, RETRY_FIRST_MS } from './deferred-module';

afterEach(() => {
  vi.useRealTimers();
});

/** A loader whose first `failures` fetches fail, as a dropped connection does. */
function flakyLoader(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new Error('Failed to fetch');
    return { label: 'Menu' };
  });
  return load;
}

function renderControl(load: ReturnType<typeof flakyLoader>) {
  const deferred = deferredModule(load, { afterFirstPaint: false });
  function Control() {
    const { module, failed } = deferred.useModuleState(true);
    return <p>{module ? module.label : failed ? 'failed' : 'loading'}</p>;
  }
  render(<Control />);
}

describe('deferredModule', () => {
  it('says a fetch failed and tries again by itself, waiting twice as long each time', async () => {
    vi.useFakeTimers();
    const load = flakyLoader(2);
    renderControl(load);
    await act(async () => {});
    expect(screen.getByText('failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(RETRY_FIRST_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('failed')).toBeInTheDocument();

    // The second failure waits twice as long.
    await act(async () => vi.advanceTimersByTime(RETRY_FIRST_MS * 2 - 1));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Menu')).toBeInTheDocument();

    // Once here, nothing is fetched again.
    await act(async () => vi.advanceTimersByTime(RETRY_FIRST_MS * 10));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again at once when the browser comes back online', async () => {
    const load = flakyLoader(1);
    renderControl(load);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeTrackResponseSchema, watchResponseSchema } from '@quad/shared/contracts/live-events';
import { mswServer, okAs } from '../../../test/msw';
import { TICK_SECONDS } from './use-watch-tracking';
import { useWatching } from './use-watching';

function Watcher({ active, prospectId = 11 }: { active: boolean; prospectId?: number | null }) {
  useWatching({ liveStreamId: 5, prospectId, active });
  return null;
}

function serve() {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  mswServer.use(
    http.post('/api/v1/widget/LiveStreams/watch', async ({ request }) => {
      calls.push({ path: 'watch', body: (await request.json()) as Record<string, unknown> });
      return okAs(watchResponseSchema, { registeredProspectIds: [11] });
    }),
    http.post('/api/v1/widget/LiveStreams/timeTrack', async ({ request }) => {
      calls.push({ path: 'timeTrack', body: (await request.json()) as Record<string, unknown> });
      return okAs(timeTrackResponseSchema, { counted: true, watchSeconds: 30 });
    }),
    http.all('*', () => HttpResponse.error()),
  );
  return calls;
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('watching a live event', () => {
  it('reports watching once, then a tick of watch time every 30 s, each with its own id', async () => {
    const calls = serve();
    render(<Watcher active />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TICK_SECONDS * 1000 * 2);
    });
    await vi.waitFor(() => expect(calls.filter((c) => c.path === 'timeTrack')).toHaveLength(2));
    expect(calls.filter((c) => c.path === 'watch')).toEqual([
      { path: 'watch', body: { liveStreamId: 5, prospectId: 11 } },
    ]);
    const ticks = calls.filter((c) => c.path === 'timeTrack').map((c) => c.body);
    expect(ticks.map((tick) => tick.seconds)).toEqual([30, 30]);
    expect(new Set(ticks.map((tick) => tick.tickId)).size).toBe(2);
  });

  it('counts nothing while hidden or not playing, and nothing for someone who is not a prospect', async () => {
    const calls = serve();
    const view = render(<Watcher active={false} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TICK_SECONDS * 1000 * 2);
    });
    visibility = 'hidden';
    view.rerender(<Watcher active />);
    document.dispatchEvent(new Event('visibilitychange'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TICK_SECONDS * 1000 * 2);
    });
    view.rerender(<Watcher active prospectId={null} />);
    await flush();
    expect(calls.filter((c) => c.path === 'timeTrack')).toEqual([]);
  });
});

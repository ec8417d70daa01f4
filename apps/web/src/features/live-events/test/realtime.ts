import { vi } from 'vitest';
import { emitOn, fakeSubscribe } from '../../../test/fake-realtime';

/** The realtime handlers a test can fire, by channel. */
export const channels = new Map<string, Set<(payload: unknown) => void>>();

/** Replaces lib/socket: subscriptions land in `channels`, nothing connects. */
export function fakeRealtimeModule() {
  return {
    realtime: {
      subscribe: fakeSubscribe(channels),
      reconnect: vi.fn(),
      // Live media has no server here: every request is refused, so the stage shows its poster.
      request: vi.fn(async () => ({
        ok: false,
        error: { code: 'NOT_FOUND', message: 'No media server in this test.' },
      })),
      listen: vi.fn(() => () => undefined),
      onReconnect: vi.fn(() => () => undefined),
    },
  };
}

/** Delivers a realtime event to whoever listens on the channel. */
export function emit(channel: string, payload: unknown) {
  emitOn(channels, channel, payload);
}

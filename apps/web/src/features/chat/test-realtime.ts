import { vi } from 'vitest';
import { emitOn, fakeSubscribe } from '../../test/fake-realtime';

/** The realtime handlers a test can fire, by channel. */
export const channels = new Map<string, Set<(payload: unknown) => void>>();

/** What the code sent over the fake socket that is not a subscription. */
export const requests: { event: string; payload: unknown }[] = [];

/** Replaces lib/socket: subscriptions land in `channels`, nothing connects. */
export function fakeRealtimeModule() {
  return {
    realtime: {
      subscribe: fakeSubscribe(channels),
      reconnect: vi.fn(),
      // Presence emits (typing, delivered): acknowledged, recorded in `requests`.
      request: vi.fn((event: string, payload: unknown) => {
        requests.push({ event, payload });
        return Promise.resolve({ ok: true });
      }),
    },
  };
}

/** Delivers a realtime event to whoever listens on the channel. */
export function emit(channel: string, payload: unknown) {
  emitOn(channels, channel, payload);
}

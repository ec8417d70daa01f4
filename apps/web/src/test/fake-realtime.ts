import { vi } from 'vitest';

type Handler = (payload: unknown) => void;

/** A fake connection's subscribe (lib/socket): handlers land in `channels` by channel, nothing connects. */
export function fakeSubscribe(channels: Map<string, Set<Handler>>) {
  return vi.fn((channel: string, handler: Handler) => {
    const set = channels.get(channel) ?? new Set();
    set.add(handler);
    channels.set(channel, set);
    return () => set.delete(handler);
  });
}

/** Delivers a realtime event to whoever listens on the channel. */
export function emitOn(channels: Map<string, Set<Handler>>, channel: string, payload: unknown) {
  channels.get(channel)?.forEach((handler) => handler(payload));
}

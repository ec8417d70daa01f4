import { vi } from 'vitest';

/** The realtime handler of each channel a test can fire, named `main:…` or `community:…`. */
export const channels = new Map<string, (payload: unknown) => void>();

/** Replaces lib/socket: both connections' subscriptions land in `channels`, nothing connects. */
export function fakeSocketModule() {
  const fake = (prefix: string) => ({
    subscribe: vi.fn((channel: string, handler: (payload: unknown) => void) => {
      channels.set(`${prefix}${channel}`, handler);
      return () => channels.delete(`${prefix}${channel}`);
    }),
    reconnect: vi.fn(),
  });
  return { realtime: fake('main:'), communityRealtime: fake('community:') };
}

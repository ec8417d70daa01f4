import { afterEach, describe, expect, it, vi } from 'vitest';
import { disablePush } from './web-push';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function withSubscription(unsubscribe: () => Promise<boolean>) {
  const subscription = { endpoint: 'https://push.example/abc', unsubscribe };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => subscription },
      }),
    },
  });
}

describe('disablePush (spec §8)', () => {
  it('logs a failed unsubscribe and answers false', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withSubscription(async () => {
      throw new Error('push service unreachable');
    });
    expect(await disablePush()).toBe(false);
    expect(log).toHaveBeenCalledWith('Could not turn web push off', expect.any(Error));
  });

  it('a browser that keeps the subscription is a failure too', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withSubscription(async () => false);
    expect(await disablePush()).toBe(false);
    expect(log).toHaveBeenCalled();
  });
});

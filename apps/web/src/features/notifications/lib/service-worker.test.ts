import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

function fakeContainer(registrations: { unregister: () => Promise<boolean> }[]) {
  return {
    getRegistrations: vi.fn(async () => registrations),
    register: vi.fn(async () => ({ scope: '/' })),
    ready: Promise.resolve({}),
  } as unknown as ServiceWorkerContainer & {
    register: ReturnType<typeof vi.fn>;
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const script = (status: number, type = 'text/javascript') =>
  Promise.resolve(
    new Response(status === 200 ? '' : null, { status, headers: { 'content-type': type } }),
  );

describe('registerServiceWorker (spec §8)', () => {
  it('registers /sw.js for the whole site when the worker is there', async () => {
    const container = fakeContainer([]);
    const reload = vi.fn();
    const registration = await registerServiceWorker({
      container,
      fetchScript: () => script(200),
      reload,
      storage: memoryStorage(),
    });
    expect(registration).not.toBeNull();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('with no service worker found, unregisters every registration and reloads once', async () => {
    const unregister = vi.fn(async () => true);
    const container = fakeContainer([{ unregister }, { unregister }]);
    const reload = vi.fn();
    const storage = memoryStorage();
    const deps = { container, fetchScript: () => script(404, 'text/html'), reload, storage };
    expect(await registerServiceWorker(deps)).toBeNull();
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(container.register).not.toHaveBeenCalled();
    // The reloaded page finds the same: it does not reload again.
    await registerServiceWorker(deps);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an HTML page served in place of the worker counts as no worker', async () => {
    const container = fakeContainer([]);
    const reload = vi.fn();
    const result = await registerServiceWorker({
      container,
      fetchScript: () => script(200, 'text/html'),
      reload,
      storage: memoryStorage(),
    });
    expect(result).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

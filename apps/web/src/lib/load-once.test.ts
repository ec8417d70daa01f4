import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one fetch among callers and keeps what arrived at hand', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'menu' }));
    const code = loadOnce(load);
    expect(code.get()).toBeNull();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.get()).toBe(first);
    await code.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a fetch that failed', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('menu');
    const code = loadOnce(load);
    await expect(code.load()).rejects.toThrow('Failed to fetch');
    expect(code.get()).toBeNull();
    await expect(code.load()).resolves.toBe('menu');
    expect(code.get()).toBe('menu');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

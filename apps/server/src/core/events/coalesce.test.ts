import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('folds calls made during a run into exactly one more run', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const { run } = coalesce(
      () =>
        new Promise<void>((resolve) => {
          runs += 1;
          release = resolve;
        }),
      () => undefined,
    );
    const first = run();
    const second = run();
    const third = run();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await Promise.all([first, second, third]);
    expect(runs).toBe(2);
  });

  it('reports a failure and is ready for the next run', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const { run, idle } = coalesce(
      async () => {
        if (fail) throw new Error('database away');
      },
      (error) => errors.push(error),
    );
    await run();
    expect(errors).toHaveLength(1);
    fail = false;
    await run();
    await idle();
    expect(errors).toHaveLength(1);
  });
});

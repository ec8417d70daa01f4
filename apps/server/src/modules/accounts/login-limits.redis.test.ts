import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { freshAddress } from '../../test/accounts-factories';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('per-account sign-in limit across nodes (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await buildTestApp({ redisUrl });
    second = await buildTestApp({ redisUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failures on one node against the account on another', async () => {
    const email = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/interactionSite/auth/login',
        payload: { email, password: 'wrong-password-1' },
        remoteAddress: freshAddress(),
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(first)).statusCode).toBe(401);
    const other = await attempt(second);
    expect(other.statusCode).toBe(429);
    expect(other.json().error.code).toBe('RATE_LIMITED');
  });
});

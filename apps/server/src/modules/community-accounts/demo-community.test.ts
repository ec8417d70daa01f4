import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed-demo';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { communitySignIn } from './community-test-support';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const log = { info: () => undefined };
  await seedDemo({ db: t.database.db, storage: t.app.ctx.storage, log });
});
afterAll(async () => {
  await t.close();
});

describe('the demo community', () => {
  it.each([
    ['prospect@demo.test', 1, 'prospect'],
    ['ambassador@demo.test', 1, 'univercity-student'],
    ['admin@demo.test', 1, 'univercity-admin'],
    ['ciaran.osullivan@demo.test', 2, 'univercity-student'],
  ])(
    'lets %s in with the demo password, authorised, in its default space',
    async (email, universityId, role) => {
      const session = await communitySignIn(t.app, {
        email,
        password: DEMO_PASSWORD,
        universityId,
      });
      expect(session.account).toMatchObject({ roleKey: role, isAuthorised: true, universityId });
      expect(session.account.spaceId).not.toBeNull();
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@quad/shared/roles';
import type { App } from '../../app';
import { accounts, ambassadorAccessCodes, ambassadorProfiles } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildGroup, buildUniversity } from '../../test/factories';
import { freshAddress } from '../../test/accounts-factories';
import {
  buildAccessCode,
  buildApplicant,
  registerWith,
  registrationBody,
} from './application.fixture';

const base = '/api/v1/application';

let t: TestApp;
let app: App;
let uni: { id: number; name: string };
let other: { id: number };
let code: string;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  uni = await buildUniversity(t.database.db, { name: 'Riverside University' });
  other = await buildUniversity(t.database.db);
  code = (await buildAccessCode(app, { universityId: uni.id })).code;
});
afterAll(() => t.close());

const checkCode = (query: string) =>
  app.inject({
    method: 'GET',
    url: `${base}/auth/registration/access_code?${query}`,
    remoteAddress: freshAddress(),
  });

describe('GET /auth/registration/access_code', () => {
  it('names the university of a valid code, in any case and with spaces around it', async () => {
    const response = await checkCode(
      `access_code=${encodeURIComponent(` ${code.toLowerCase()} `)}&universityId=${uni.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      access_code: code,
      university: { id: uni.id, name: 'Riverside University' },
      role: ROLES.ambassador,
    });
  });

  it('refuses an unknown code with a clear message', async () => {
    const response = await checkCode(`access_code=NOPE-NOPE&universityId=${uni.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_ACCESS_CODE');
    expect(response.json().error.message).toMatch(/don't recognise this access code/);
  });

  it("answers another university's code exactly like an unknown one", async () => {
    const unknown = await checkCode(`access_code=NOPE-NOPE&universityId=${other.id}`);
    const elsewhere = await checkCode(`access_code=${code}&universityId=${other.id}`);
    expect(elsewhere.statusCode).toBe(unknown.statusCode);
    expect(elsewhere.json().error).toEqual(unknown.json().error);
  });

  it("accepts a code of a university in the widget's group", async () => {
    const group = await buildGroup(t.database.db, [other.id, uni.id]);
    expect((await checkCode(`access_code=${code}&groupId=${group.id}`)).statusCode).toBe(200);
  });

  it('tells expired, used-up and revoked codes apart', async () => {
    const expired = await buildAccessCode(app, {
      universityId: uni.id,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const usedUp = await buildAccessCode(app, { universityId: uni.id, maxUses: 1, usedCount: 1 });
    const revoked = await buildAccessCode(app, {
      universityId: uni.id,
      revokedAt: new Date(),
      isActive: false,
    });
    const message = async (c: string) => {
      const response = await checkCode(`access_code=${c}&universityId=${uni.id}`);
      expect(response.statusCode).toBe(400);
      return response.json().error.message as string;
    };
    expect(await message(expired.code)).toMatch(/expired/);
    expect(await message(usedUp.code)).toMatch(/used as many times/);
    expect(await message(revoked.code)).toMatch(/no longer valid/);
  });

  it('refuses a missing code (400)', async () => {
    expect((await checkCode('access_code=')).statusCode).toBe(400);
  });

  it('limits guesses per address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `${base}/auth/registration/access_code?access_code=GUESS-${i}`,
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('POST /auth/registration', () => {
  it('registers an ambassador of the code’s university, unpublished, and takes one use', async () => {
    const limited = await buildAccessCode(app, { universityId: uni.id, maxUses: 2 });
    const response = await registerWith(app, registrationBody(limited.code.toLowerCase()));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.token).toEqual(expect.any(String));
    expect(data.account).toMatchObject({ key: ROLES.ambassador, university_id: uni.id });
    expect(data.application).toMatchObject({
      status: 'in_progress',
      next_step: 'profile',
      university: { id: uni.id, name: 'Riverside University' },
      profile: null,
    });
    const [profile] = await t.database.db
      .select()
      .from(ambassadorProfiles)
      .where(eq(ambassadorProfiles.accountId, data.account.id));
    expect(profile?.isPublished).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(ambassadorAccessCodes)
      .where(eq(ambassadorAccessCodes.id, limited.id));
    expect(row?.usedCount).toBe(1);
  });

  it('refuses a used-up code, and the last use goes to one applicant only', async () => {
    const single = await buildAccessCode(app, { universityId: uni.id, maxUses: 1 });
    const [first, second] = await Promise.all([
      registerWith(app, registrationBody(single.code)),
      registerWith(app, registrationBody(single.code)),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 400]);
    const again = await registerWith(app, registrationBody(single.code));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/used as many times/);
  });

  it('refuses a wrong code and creates nothing', async () => {
    const body = registrationBody('WRONG-CODE');
    const response = await registerWith(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_ACCESS_CODE');
    const found = await t.database.db.select().from(accounts).where(eq(accounts.email, body.email));
    expect(found).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const expired = await buildAccessCode(app, {
      universityId: uni.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await registerWith(app, registrationBody(expired.code));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/expired/);
  });

  it("refuses another university's code under this university's widget", async () => {
    const response = await registerWith(app, registrationBody(code, { universityId: other.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/don't recognise/);
  });

  it('applies the prospects’ password rules: short, common (breached) and the email', async () => {
    for (const password of ['short', 'password123', 'Password1!']) {
      const response = await registerWith(app, registrationBody(code, { password }));
      expect(response.statusCode).toBe(400);
    }
    const email = `same-${Date.now()}@example.com`;
    const response = await registerWith(app, registrationBody(code, { email, password: email }));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error.details)).toMatch(/password/);
  });

  it('refuses a taken email (409) and bad input (400)', async () => {
    const applicant = await buildApplicant(app, code);
    const taken = await registerWith(app, registrationBody(code, { email: applicant.email }));
    expect(taken.statusCode).toBe(409);
    const bad = await registerWith(app, { access_code: code, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountSubjects, refreshTokens } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildAdmin,
  buildAmbassador,
  buildUniversity,
  buildWidgetSettings,
  tokenFor,
} from '../../test/factories';
import {
  bearer,
  buildQuestion,
  buildUserWithPassword,
  freshAddress,
  loginCodeFor,
  signIn,
  TEST_PASSWORD,
} from '../../test/accounts-factories';

let t: TestApp;
let universityId: number;

beforeAll(async () => {
  t = await buildTestApp();
  universityId = (await buildUniversity(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const base = '/api/v1/interactionSite';
const login = (payload: unknown, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/auth/login`,
    payload: payload as object,
    remoteAddress: freshAddress(),
    ...extra,
  });
const refresh = (payload: unknown, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/auth/refreshTokens`,
    payload: payload as object,
    ...extra,
  });

describe('POST /auth/login', () => {
  it('signs in with email and password, case-insensitively, and sets the refresh cookie', async () => {
    const account = await buildUserWithPassword(t.database.db, { email: 'sam.login@example.com' });
    const response = await login({
      email: ' Sam.Login@Example.com ',
      password: TEST_PASSWORD,
      universityId,
      accessType: 'mobile_web',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.account).toMatchObject({ id: account.id, email: 'sam.login@example.com' });
    expect(await t.app.ctx.tokens.verifyAccess(data.token)).toMatchObject({
      id: account.id,
      role: 'prospect',
      audience: 'main',
    });
    expect(response.cookies.find((c) => c.name === 'quad_refresh')?.value).toBe(data.refreshToken);
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, account.id));
    expect(row).toMatchObject({ audience: 'main', accessType: 'mobile_web', revokedAt: null });
    expect(row?.tokenHash).not.toBe(data.refreshToken);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('keeps the refresh cookie in an embedding site over https: SameSite=None, Secure, Partitioned', async () => {
    const https = await buildTestApp({ publicUrl: 'https://quad.example.edu' });
    try {
      const account = await buildUserWithPassword(https.database.db);
      const response = await https.app.inject({
        method: 'POST',
        url: `${base}/auth/login`,
        payload: { email: account.email, password: TEST_PASSWORD },
      });
      const header = [response.headers['set-cookie']]
        .flat()
        .find((c) => c?.startsWith('quad_refresh='));
      expect(header).toMatch(/; SameSite=None/);
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; Partitioned/);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; Path=\/api\/v1\/interactionSite\/auth/);
    } finally {
      await https.close();
    }
    // Over http (development on localhost) the cookie stays Lax and works without https.
    const local = await login({
      email: (await buildUserWithPassword(t.database.db)).email,
      password: TEST_PASSWORD,
    });
    const plain = [local.headers['set-cookie']].flat().find((c) => c?.startsWith('quad_refresh='));
    expect(plain).toMatch(/; SameSite=Lax/);
    expect(plain).not.toMatch(/Partitioned|Secure/);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const wrong = await login({ email: account.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'The email or password is not correct.',
      });
    }
  });

  it('refuses malformed input with 400', async () => {
    for (const payload of [
      {},
      { email: 'x@example.com' },
      { email: 'nope', password: 'x' },
      { email: 'x@example.com', password: 'x', accessType: 'tv' },
    ]) {
      expect((await login(payload)).statusCode).toBe(400);
    }
  });

  it('limits failures per account, but never for a browser the owner signed in from before', async () => {
    const account = await buildUserWithPassword(t.database.db);
    // The owner signed in once from this browser: it holds a device cookie.
    const owner = await signIn(t.app, account.email);
    const device = owner.cookies.find((c) => c.name === 'quad_device')!;
    // An attacker from many addresses exhausts the account's allowance.
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: account.email, password: `guess-${i}-xyz` })).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ email: account.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many failed sign-in attempts .* reset your password/),
    });
    // The owner's browser still signs in.
    const fromDevice = await login(
      { email: account.email, password: TEST_PASSWORD },
      { cookies: { [device.name]: device.value } },
    );
    expect(fromDevice.statusCode).toBe(200);
    // A forged device cookie does not help.
    const forged = await login(
      { email: account.email, password: TEST_PASSWORD },
      { cookies: { quad_device: `${account.id}.AAAAAAAAAAAAAAAA.${'A'.repeat(32)}` } },
    );
    expect(forged.statusCode).toBe(429);
  });

  it('limits attempts per address', async () => {
    const remoteAddress = freshAddress();
    let status = 0;
    for (let i = 0; i < 21; i += 1) {
      status = (
        await login({ email: `p${i}@example.com`, password: 'whatever-1' }, { remoteAddress })
      ).statusCode;
    }
    expect(status).toBe(429);
  });

  it('refuses a deleted account and one that must use single sign-on', async () => {
    const deleted = await buildUserWithPassword(t.database.db, { deletedAt: new Date() });
    expect((await login({ email: deleted.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    const sso = await buildUniversity(t.database.db);
    await buildWidgetSettings(t.database.db, {
      universityId: sso.id,
      permissions: [{ key: 'ssoOnly', isAllowed: true }],
    });
    const account = await buildUserWithPassword(t.database.db);
    const response = await login({
      email: account.email,
      password: TEST_PASSWORD,
      universityId: sso.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('SSO_REQUIRED');
  });
});

describe('GET /account/info', () => {
  it('needs a token, and refuses an expired or forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${base}/account/info` })).statusCode).toBe(
      401,
    );
    const forged = await t.app.inject({
      method: 'GET',
      url: `${base}/account/info`,
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.forged'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers the CONTRACT §2 fields of an ambassador, with subjects', async () => {
    const { account } = await buildAmbassador(t.database.db, universityId, {
      profile: { subjectId: 3 },
    });
    await t.database.db.insert(accountSubjects).values({ accountId: account.id, subjectId: 5 });
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/account/info`,
      headers: bearer(await tokenFor(t.app, account)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account).toEqual({
      id: account.id,
      key: 'univercity-student',
      roleKey: 'univercity-student',
      name: account.name,
      last_name: account.lastName,
      email: account.email,
      avatar: null,
      subjects: [
        { id: 3, name: 'Acting' },
        { id: 5, name: 'Advertising' },
      ],
      permission: { is_enabled: true },
      timeIsUp: false,
      isAnsweredMandatoryQuestion: true,
      termsAccepted: false,
      mailing: [],
      notificationData: {
        method: null,
        phone_country: null,
        phone_number: null,
        is_verified: false,
      },
      university_id: universityId,
      isAuthFromMobApp: false,
      language: null,
    });
  });

  it("tells a prospect whether the widget's mandatory questions are answered", async () => {
    const university = await buildUniversity(t.database.db);
    await buildQuestion(t.database.db, university.id, { kind: 'mandatory' });
    const prospect = await buildUserWithPassword(t.database.db, { universityId: university.id });
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/account/info?universityId=${university.id}`,
      headers: bearer(await tokenFor(t.app, prospect)),
    });
    expect(response.json().data.account.isAnsweredMandatoryQuestion).toBe(false);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${base}/account/info?universityId=abc`,
      headers: bearer(await tokenFor(t.app, prospect)),
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${base}/account/info?universityId=999999`,
      headers: bearer(await tokenFor(t.app, prospect)),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses the token of a deleted account', async () => {
    const account = await buildUserWithPassword(t.database.db, { deletedAt: new Date() });
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/account/info`,
      headers: bearer(await tokenFor(t.app, account)),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /auth/refreshTokens', () => {
  it('rotates both tokens from the body or the cookie', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const first = await signIn(t.app, account.email);
    const byBody = await refresh({ token: first.refreshToken });
    expect(byBody.statusCode).toBe(200);
    const second = byBody.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(byBody.cookies.find((c) => c.name === 'quad_refresh')?.value).toBe(second.refreshToken);
    const byCookie = await refresh({}, { cookies: { quad_refresh: second.refreshToken } });
    expect(byCookie.statusCode).toBe(200);
    expect((await t.app.ctx.tokens.verifyAccess(byCookie.json().data.token)).id).toBe(account.id);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const first = await signIn(t.app, account.email);
    const second = (await refresh({ token: first.refreshToken })).json().data;
    const third = (await refresh({ token: second.refreshToken })).json().data;
    // A thief replays the first token.
    const replay = await refresh({ token: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    // The legitimate latest token is dead too.
    const latest = await refresh({ token: third.refreshToken });
    expect(latest.statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, account.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('keeps a second sign-in alive when another family is revoked', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const phone = await signIn(t.app, account.email);
    const laptop = await signIn(t.app, account.email);
    await refresh({ token: phone.refreshToken });
    await refresh({ token: phone.refreshToken });
    expect((await refresh({ token: laptop.refreshToken })).statusCode).toBe(200);
  });

  it('refuses a missing, unknown, malformed or expired token with 401 or 400', async () => {
    expect((await refresh({})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/auth/refreshTokens` })).statusCode,
    ).toBe(401);
    expect((await refresh({ token: 'unknown-token' })).statusCode).toBe(401);
    expect((await refresh({ token: 42 })).statusCode).toBe(400);
    const account = await buildUserWithPassword(t.database.db);
    const session = await signIn(t.app, account.email);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.accountId, account.id));
    const expired = await refresh({ token: session.refreshToken });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toMatch(/expired/);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const session = await signIn(t.app, account.email);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/logout`,
      payload: { token: session.refreshToken, accessType: 'web' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ loggedOut: true });
    const cleared = response.cookies.find((c) => c.name === 'quad_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/v1/interactionSite/auth');
    expect((await refresh({ token: session.refreshToken })).statusCode).toBe(401);
  });

  it('signs out by cookie, tolerates no token, and refuses bad input', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const session = await signIn(t.app, account.email);
    const byCookie = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/logout`,
      cookies: { quad_refresh: session.refreshToken },
    });
    expect(byCookie.statusCode).toBe(200);
    expect((await refresh({ token: session.refreshToken })).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: `${base}/auth/logout`, payload: {} });
    expect(none.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/logout`,
      payload: { accessType: 'fax' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /auth/login/{authCode}', () => {
  it('signs in once with a one-time link code', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const code = await loginCodeFor(t.app, account.id);
    const first = await t.app.inject({ method: 'GET', url: `${base}/auth/login/${code}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.account.id).toBe(account.id);
    const second = await t.app.inject({ method: 'GET', url: `${base}/auth/login/${code}` });
    expect(second.statusCode).toBe(401);
  });

  it('refuses a malformed code with 400 and an unknown one with 401', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/auth/login/not-hex` })).statusCode,
    ).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/login/${'ab'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(401);
  });

  it("refuses a deleted account's code", async () => {
    const admin = await buildAdmin(t.database.db, universityId);
    const code = await loginCodeFor(t.app, admin.id);
    await t.database.db
      .update((await import('../../core/db/schema')).accounts)
      .set({ deletedAt: new Date() })
      .where(eq((await import('../../core/db/schema')).accounts.id, admin.id));
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/auth/login/${code}` })).statusCode,
    ).toBe(401);
  });
});

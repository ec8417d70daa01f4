import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, accountSubjects, refreshTokens } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { buildAdmin, buildUniversity, buildWidgetSettings } from '../../test/factories';
import {
  bearer,
  buildUserWithPassword,
  decodeMail,
  signIn,
  TEST_PASSWORD,
} from '../../test/accounts-factories';
import { COMMUNITY, communityPost, communitySignIn, FINGERPRINT } from './community-test-support';

let sink: SmtpSink;
let t: TestApp;
let universityId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: sink.url });
  universityId = (await buildUniversity(t.database.db, { name: 'Harbour University' })).id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let counter = 0;
const address = (name: string) => `${name}.${Date.now()}.${(counter += 1)}@example.com`;
const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  communityPost(t.app, path, payload, { headers });
const info = (token: string) =>
  t.app.inject({ method: 'GET', url: `${COMMUNITY}/account/info`, headers: bearer(token) });
const mainInfo = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/interactionSite/account/info',
    headers: bearer(token),
  });

const registration = (overrides: object = {}) => ({
  universityId,
  email: address('joiner'),
  password: 'tidal-compass-58',
  firstName: 'Ines',
  lastName: 'Okafor',
  subjectIds: [26, 3],
  fingerprint: FINGERPRINT,
  ...overrides,
});

describe('POST /community/auth/checkEmail', () => {
  it('answers whether an address has an account', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const known = await post('/auth/checkEmail', { email: account.email, universityId });
    expect(known.json()).toEqual({ success: true, data: { exists: true } });
    const unknown = await post('/auth/checkEmail', { email: address('ghost'), universityId });
    expect(unknown.json().data).toEqual({ exists: false });
  });

  it('refuses bad input (400) and an unknown university (404)', async () => {
    expect((await post('/auth/checkEmail', { email: 'nope', universityId })).statusCode).toBe(400);
    const missing = await post('/auth/checkEmail', { email: address('a'), universityId: 999999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /community/auth/registration', () => {
  it('creates a prospect of the university who follows the subjects, with a community session', async () => {
    const body = registration();
    const response = await post('/auth/registration', body);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.account).toMatchObject({
      email: body.email,
      firstName: 'Ines',
      lastName: 'Okafor',
      roleKey: 'prospect',
      universityId,
      isAuthorised: true,
      subscribed: false,
      ambassadorData: null,
    });
    expect(
      data.account.subjects.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b),
    ).toEqual([3, 26]);
    const actor = await t.app.ctx.tokens.verifyAccess(data.token);
    expect(actor.audience).toBe('community');
    const cookie = response.cookies.find((c) => c.name === 'quad_community_refresh');
    expect(cookie).toMatchObject({ path: '/api/v1/community/auth', httpOnly: true });
    expect(response.cookies.some((c) => c.name === 'quad_refresh')).toBe(false);
    const [token] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, data.account.id));
    expect(token).toMatchObject({ audience: 'community', fingerprint: FINGERPRINT });
    // The same person can still sign in to the widget with the password.
    expect((await signIn(t.app, body.email, body.password)).token).toBeTruthy();
  });

  it('registers without subjects: signed in, but not authorised yet (spec §4)', async () => {
    const response = await post('/auth/registration', registration({ subjectIds: [] }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account).toMatchObject({ isAuthorised: false, subjects: [] });
  });

  it('refuses a weak password, unknown subjects and missing fields, creating nothing', async () => {
    for (const bad of [
      registration({ password: 'password' }),
      registration({ subjectIds: [999999] }),
      registration({ fingerprint: undefined }),
      registration({ firstName: '' }),
    ]) {
      const response = await post('/auth/registration', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      const rows = await t.database.db.select().from(accounts).where(eq(accounts.email, bad.email));
      expect(rows).toHaveLength(0);
    }
  });

  it('refuses a taken address (409), an unknown university (404) and a single-sign-on-only one (403)', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const taken = await post('/auth/registration', registration({ email: account.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
    expect(
      (await post('/auth/registration', registration({ universityId: 999999 }))).statusCode,
    ).toBe(404);
    const sso = await buildUniversity(t.database.db);
    await buildWidgetSettings(t.database.db, {
      universityId: sso.id,
      permissions: [{ key: 'ssoOnly', isAllowed: true }],
    });
    const refused = await post('/auth/registration', registration({ universityId: sso.id }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SSO_REQUIRED');
  });
});

describe('POST /community/auth/login', () => {
  it('signs an existing account in to the community, leaving its widget session alone', async () => {
    const account = await buildUserWithPassword(t.database.db, { universityId });
    const widget = await signIn(t.app, account.email);
    const community = await communitySignIn(t.app, {
      email: account.email,
      password: TEST_PASSWORD,
      universityId,
    });
    expect(community.account).toMatchObject({ id: account.id, isAuthorised: false });
    expect((await info(community.token)).statusCode).toBe(200);
    expect((await mainInfo(widget.token)).statusCode).toBe(200);
  });

  it('refuses a wrong password (401), bad input (400), an unknown university (404) and single sign-on only (403)', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const body = {
      email: account.email,
      password: TEST_PASSWORD,
      universityId,
      fingerprint: FINGERPRINT,
    };
    const wrong = await post('/auth/login', { ...body, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await post('/auth/login', { ...body, fingerprint: undefined })).statusCode).toBe(400);
    expect((await post('/auth/login', { ...body, universityId: 999999 })).statusCode).toBe(404);
    const sso = await buildUniversity(t.database.db);
    await buildWidgetSettings(t.database.db, {
      universityId: sso.id,
      permissions: [{ key: 'ssoOnly', isAllowed: true }],
    });
    const refused = await post('/auth/login', { ...body, universityId: sso.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SSO_REQUIRED');
  });

  it('counts failures against the same per-account limit as the widget', async () => {
    const account = await buildUserWithPassword(t.database.db);
    let status = 0;
    for (let i = 0; i < 11; i += 1) {
      status = (
        await post('/auth/login', {
          email: account.email,
          password: 'wrong-password-1',
          universityId,
          fingerprint: FINGERPRINT,
        })
      ).statusCode;
    }
    expect(status).toBe(429);
    const widget = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interactionSite/auth/login',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(widget.statusCode).toBe(429);
  });

  it('lets an admin in: authorised by role, without subjects', async () => {
    const admin = await buildAdmin(t.database.db, universityId, {
      passwordHash: (await buildUserWithPassword(t.database.db)).passwordHash,
    });
    const session = await communitySignIn(t.app, {
      email: admin.email,
      password: TEST_PASSWORD,
      universityId,
    });
    expect(session.account).toMatchObject({ isAuthorised: true });
  });
});

describe('POST /community/auth/refreshTokens', () => {
  const session = async () => {
    const account = await buildUserWithPassword(t.database.db);
    return communitySignIn(t.app, { email: account.email, password: TEST_PASSWORD, universityId });
  };

  it('rotates the pair from the body or the community cookie', async () => {
    const first = await session();
    const rotated = await post('/auth/refreshTokens', {
      token: first.refreshToken,
      fingerprint: FINGERPRINT,
    });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data;
    expect((await t.app.ctx.tokens.verifyAccess(second.token)).audience).toBe('community');
    const byCookie = await communityPost(
      t.app,
      '/auth/refreshTokens',
      { fingerprint: FINGERPRINT },
      { cookies: { quad_community_refresh: second.refreshToken } },
    );
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.cookies.find((c) => c.name === 'quad_community_refresh')?.value).toBe(
      byCookie.json().data.refreshToken,
    );
    // The widget's cookie is not the community's.
    const mainCookie = await communityPost(
      t.app,
      '/auth/refreshTokens',
      { fingerprint: FINGERPRINT },
      { cookies: { quad_refresh: byCookie.json().data.refreshToken } },
    );
    expect(mainCookie.statusCode).toBe(401);
  });

  it('ends the sign-in when the fingerprint is another browser’s', async () => {
    const first = await session();
    const stolen = await post('/auth/refreshTokens', {
      token: first.refreshToken,
      fingerprint: 'fp-someone-else-000',
    });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error.code).toBe('INVALID_TOKEN');
    expect((await info(first.token)).statusCode).toBe(401);
    const owner = await post('/auth/refreshTokens', {
      token: first.refreshToken,
      fingerprint: FINGERPRINT,
    });
    expect(owner.statusCode).toBe(401);
  });

  it('revokes the family when a rotated token is replayed', async () => {
    const first = await session();
    const body = { token: first.refreshToken, fingerprint: FINGERPRINT };
    const rotated = (await post('/auth/refreshTokens', body)).json().data;
    const replay = await post('/auth/refreshTokens', body);
    expect(replay.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await info(rotated.token)).statusCode).toBe(401);
  });

  it('keeps the areas apart: neither refresh route takes the other area’s token', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const widget = await signIn(t.app, account.email);
    const community = await communitySignIn(t.app, {
      email: account.email,
      password: TEST_PASSWORD,
      universityId,
    });
    const crossed = await post('/auth/refreshTokens', {
      token: widget.refreshToken,
      fingerprint: FINGERPRINT,
    });
    expect(crossed.statusCode).toBe(401);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interactionSite/auth/refreshTokens',
      payload: { token: community.refreshToken },
    });
    expect(back.statusCode).toBe(401);
    // Neither refusal ended the other sign-in.
    expect((await mainInfo(widget.token)).statusCode).toBe(200);
    expect((await info(community.token)).statusCode).toBe(200);
  });

  it('needs a token and a fingerprint', async () => {
    expect((await post('/auth/refreshTokens', { fingerprint: FINGERPRINT })).statusCode).toBe(401);
    expect((await post('/auth/refreshTokens', { token: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /community/auth/logout', () => {
  it('ends the community sign-in only, and clears the community cookie', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const widget = await signIn(t.app, account.email);
    const community = await communitySignIn(t.app, {
      email: account.email,
      password: TEST_PASSWORD,
      universityId,
    });
    const response = await post('/auth/logout', {}, bearer(community.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ loggedOut: true });
    const cleared = response.cookies.find((c) => c.name === 'quad_community_refresh');
    expect(cleared).toMatchObject({ value: '', path: '/api/v1/community/auth' });
    expect((await info(community.token)).statusCode).toBe(401);
    expect((await mainInfo(widget.token)).statusCode).toBe(200);
    const refresh = await post('/auth/refreshTokens', {
      token: community.refreshToken,
      fingerprint: FINGERPRINT,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses bad input (400) and signs nobody out', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const community = await communitySignIn(t.app, {
      email: account.email,
      password: TEST_PASSWORD,
      universityId,
    });
    expect((await post('/auth/logout', { token: 42 })).statusCode).toBe(400);
    expect((await post('/auth/logout', { token: '' })).statusCode).toBe(400);
    expect((await info(community.token)).statusCode).toBe(200);
  });

  it('never ends a widget sign-in, even when handed its tokens', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const widget = await signIn(t.app, account.email);
    expect(
      (await post('/auth/logout', { token: widget.refreshToken }, bearer(widget.token))).statusCode,
    ).toBe(200);
    expect((await mainInfo(widget.token)).statusCode).toBe(200);
  });

  it('the widget’s logout leaves the community signed in', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const widget = await signIn(t.app, account.email);
    const community = await communitySignIn(t.app, {
      email: account.email,
      password: TEST_PASSWORD,
      universityId,
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interactionSite/auth/logout',
      payload: { token: community.refreshToken },
      headers: bearer(widget.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await mainInfo(widget.token)).statusCode).toBe(401);
    expect((await info(community.token)).statusCode).toBe(200);
  });
});

describe('community password recovery', () => {
  it('answers the same whether or not the address has an account', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const known = await post('/auth/recovery/password', { email: account.email, universityId });
    const unknown = await post('/auth/recovery/password', {
      email: address('ghost'),
      universityId,
    });
    expect(known.json()).toEqual({ success: true, data: { sent: true } });
    expect(unknown.json()).toEqual(known.json());
    expect((await post('/auth/recovery/password', { email: 'x', universityId })).statusCode).toBe(
      400,
    );
  });

  it('mails a link to the community page whose code sets a new password, once', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const widget = await signIn(t.app, account.email);
    await post('/auth/recovery/password', { email: account.email, universityId });
    const mail = decodeMail((await sink.waitFor(account.email)).raw);
    const link = /(http:\/\/localhost:3000\/\d+\/community\/sign-in\?[^\s"<]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const params = new URL(link!.replace(/&amp;/g, '&')).searchParams;
    expect(params.get('action')).toBe('reset-password');
    expect(params.get('email')).toBe(account.email);
    const code = params.get('code')!;
    const body = {
      email: account.email,
      code,
      password: 'tidal-compass-58',
      fingerprint: FINGERPRINT,
    };

    const wrong = await post('/auth/recovery/passwordConfirm', { ...body, code: 'ab'.repeat(32) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const weak = await post('/auth/recovery/passwordConfirm', { ...body, password: 'password' });
    expect(weak.statusCode).toBe(400);

    const confirmed = await post('/auth/recovery/passwordConfirm', body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const data = confirmed.json().data;
    expect(data.account.id).toBe(account.id);
    expect((await t.app.ctx.tokens.verifyAccess(data.token)).audience).toBe('community');
    // A new password ends every other sign-in, the widget's too.
    expect((await mainInfo(widget.token)).statusCode).toBe(401);
    expect((await post('/auth/recovery/passwordConfirm', body)).statusCode).toBe(400);
    await communitySignIn(t.app, { email: account.email, password: body.password, universityId });
  });
});

describe('subjects followed at registration', () => {
  it('are stored once each', async () => {
    const response = await post('/auth/registration', registration({ subjectIds: [5, 5, 7] }));
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(accountSubjects)
      .where(eq(accountSubjects.accountId, response.json().data.account.id));
    expect(rows.map((r) => r.subjectId).sort((a, b) => a - b)).toEqual([5, 7]);
  });
});

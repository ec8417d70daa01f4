import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SPEC_MESSAGES } from '@quad/shared/errors';
import { accountIdentities, accounts, eventsOutbox, signInFlows } from '../../core/db/schema';
import { createSecretBox } from '../../core/auth/secret-box';
import {
  buildUserWithPassword,
  codeInMail,
  freshAddress,
  TEST_PASSWORD,
} from '../../test/accounts-factories';
import { buildGroup, buildUniversity, buildWidgetSettings } from '../../test/factories';
import { followToCallback, startOidcPeer, type OidcPeer } from '../../test/oidc-peer';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { opener, type Opener } from '../../test/sign-in-opener';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CALLBACK_PATH } from './sign-in.context';
import { deleteFlowsExpiredBefore, saveIdentityProvider } from './sign-in.repository';
import { randomHex } from '../../core/random';

const base = '/api/v1/interactionSite';
const PUBLIC_URL = 'http://localhost:3000';

let t: TestApp;
let peer: OidcPeer;
let sink: SmtpSink;
let universityId: number;

beforeAll(async () => {
  peer = await startOidcPeer(`${PUBLIC_URL}${CALLBACK_PATH}`);
  sink = await startSmtpSink();
  t = await buildTestApp({ publicUrl: PUBLIC_URL, smtpUrl: sink.url });
  universityId = (await buildUniversity(t.database.db, { name: 'Peer University' })).id;
  await configureProvider(universityId);
});
afterAll(async () => {
  await t.close();
  await peer.close();
  await sink.close();
});

async function configureProvider(id: number, clientSecret = peer.clientSecret) {
  const box = createSecretBox(t.app.ctx.config.secretsKey);
  await saveIdentityProvider(t.database.db, {
    universityId: id,
    kind: 'oidc',
    displayName: 'Peer University',
    issuer: peer.issuer,
    clientId: peer.clientId,
    clientSecretSealed: box.seal(clientSecret, `identity-provider:${id}`),
  });
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, payload, remoteAddress: freshAddress() });

async function start(o: Opener, scope: object = { universityId }) {
  const response = await post('/auth/sso/start', {
    ...scope,
    guest: o.guest,
    challenge: o.challenge,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.authorizationUrl as string;
}

async function callback(url: URL) {
  return t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: freshAddress(),
  });
}

/** The whole popup: start, sign in at the peer as `person`, come back; the success page URL. */
async function popup(o: Opener, person: Parameters<OidcPeer['next']>[0]) {
  const authorizationUrl = await start(o);
  peer.next(person);
  const back = await followToCallback(peer, authorizationUrl);
  const response = await callback(back);
  expect(response.statusCode).toBe(303);
  return { success: new URL(response.headers.location as string), back };
}

const exchange = (o: Opener, code: string) =>
  post('/auth/login/ssoCognito', { code, verifier: o.verifier, universityId });

const newPerson = () => {
  const id = randomHex(4);
  return {
    sub: `sub-${id}`,
    email: `sso-${id}@peer.test`,
    email_verified: true,
    given_name: 'Robin',
    family_name: 'Okafor',
  };
};

describe('GET /auth/universitySsoData', () => {
  it("names the university's provider, and null where there is none", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/universitySsoData?universityId=${universityId}&email=a@b.test`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ssoData).toMatchObject({
      id: universityId,
      type: 'oidc',
      userId: null,
      university: { id: universityId, name: 'Peer University' },
    });
    const plain = await buildUniversity(t.database.db);
    const none = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/universitySsoData?universityId=${plain.id}`,
    });
    expect(none.json().data.ssoData).toBeNull();
  });

  it("finds the one provider among a group's universities", async () => {
    const plain = await buildUniversity(t.database.db);
    const group = await buildGroup(t.database.db, [plain.id, universityId]);
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/universitySsoData?universityGroupId=${group.id}`,
    });
    expect(response.json().data.ssoData).toMatchObject({ id: universityId });
  });

  it('refuses a bad id and an unknown university', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/universitySsoData?universityId=abc`,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/universitySsoData?universityId=999999`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /auth/sso/start', () => {
  it('sends the popup to the provider with state, nonce and an S256 challenge', async () => {
    const url = new URL(await start(opener()));
    expect(url.origin).toBe(peer.issuer);
    expect(url.searchParams.get('client_id')).toBe(peer.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}${CALLBACK_PATH}`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it("answers the spec's text where the university has no provider", async () => {
    const plain = await buildUniversity(t.database.db);
    const o = opener();
    const response = await post('/auth/sso/start', {
      universityId: plain.id,
      guest: o.guest,
      challenge: o.challenge,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'SSO_PROVIDER_NOT_FOUND',
      message: SPEC_MESSAGES.noSsoProvider,
    });
  });

  it('refuses a missing scope, a bad guest key or challenge, and changes nothing', async () => {
    const o = opener();
    const flows = async () => (await t.database.db.query.signInFlows.findMany()).length;
    const before = await flows();
    for (const payload of [
      { guest: o.guest, challenge: o.challenge },
      { universityId, guest: 'no spaces allowed', challenge: o.challenge },
      { universityId, guest: o.guest, challenge: 'short' },
      { universityId, guest: o.guest, challenge: o.challenge, provider: 'myspace' },
    ]) {
      expect((await post('/auth/sso/start', payload)).statusCode).toBe(400);
    }
    expect(await flows()).toBe(before);
  });

  it('says Google is not offered when it is not set up', async () => {
    const o = opener();
    const response = await post('/auth/sso/start', {
      provider: 'google',
      universityId,
      guest: o.guest,
      challenge: o.challenge,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a newcomer signs up through single sign-on', () => {
  it('comes back with a one-time code, hands it to the opener, and registers', async () => {
    const o = opener();
    const person = newPerson();
    const { success } = await popup(o, person);
    expect(success.pathname).toBe(`/${universityId}/interaction/sign-in-success`);
    const code = success.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f]{64}$/);

    // The opener also hears it on users:guest:{guest}; no token travels there.
    const [event] = await t.database.db
      .select()
      .from(eventsOutbox)
      .where(eq(eventsOutbox.topic, `users:guest:${o.guest}`));
    expect(event?.payload).toEqual({ status: 'signedIn', code });

    const answer = await exchange(o, code);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      status: 'newUser',
      userData: { email: person.email, first_name: 'Robin', last_name: 'Okafor', nationality: 41 },
    });

    const registered = await post('/auth/registration/social/media/sso', {
      email: person.email,
      name: 'Robin',
      last_name: 'Okafor',
      university_id: universityId,
      signedData: data.signedData,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const account = registered.json().data.account;
    expect(account.email).toBe(person.email);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.nationalityId).toBe(41);

    // Next time the same person is simply signed in.
    const again = opener();
    const next = await popup(again, person);
    const signedIn = await exchange(again, next.success.searchParams.get('code') ?? '');
    expect(signedIn.json().data).toMatchObject({ status: 'signedIn', account: { id: account.id } });
    expect(signedIn.json().data.token).toEqual(expect.any(String));
  });

  it('works where the university allows single sign-on only', async () => {
    const ssoOnly = await buildUniversity(t.database.db);
    await buildWidgetSettings(t.database.db, {
      universityId: ssoOnly.id,
      permissions: [{ key: 'ssoOnly', isAllowed: true }],
    });
    await configureProvider(ssoOnly.id);
    const o = opener();
    const authorizationUrl = await start(o, { universityId: ssoOnly.id });
    const person = newPerson();
    peer.next(person);
    const success = new URL(
      (await callback(await followToCallback(peer, authorizationUrl))).headers.location as string,
    );
    const data = (
      await post('/auth/login/ssoCognito', {
        code: success.searchParams.get('code'),
        verifier: o.verifier,
        universityId: ssoOnly.id,
      })
    ).json().data;
    const registered = await post('/auth/registration/social/media/sso', {
      email: person.email,
      name: 'Robin',
      last_name: 'Okafor',
      university_id: ssoOnly.id,
      signedData: data.signedData,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // …while a password sign-up there is still refused.
    const withPassword = await post('/auth/registration', {
      email: `pw-${person.email}`,
      password: TEST_PASSWORD,
      name: 'Robin',
      last_name: 'Okafor',
      university_id: ssoOnly.id,
    });
    expect(withPassword.statusCode).toBe(403);
  });
});

describe('refusals', () => {
  it('a code is traded once, and only with the verifier of the window that started', async () => {
    const o = opener();
    const { success } = await popup(o, newPerson());
    const code = success.searchParams.get('code') ?? '';
    const thief = await post('/auth/login/ssoCognito', {
      code,
      verifier: randomBytes(32).toString('base64url'),
      universityId,
    });
    expect(thief.statusCode).toBe(400);
    expect(thief.json().error.code).toBe('INVALID_CODE');
    // The attempt spent the code: not even the right window can use it now.
    expect((await exchange(o, code)).statusCode).toBe(400);
  });

  it('refuses a replayed callback', async () => {
    const o = opener();
    const { back } = await popup(o, newPerson());
    const replay = await callback(back);
    expect(replay.statusCode).toBe(303);
    const location = new URL(replay.headers.location as string);
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('error')).toMatch(/expired/);
  });

  it('refuses an unknown state with a page, and a wrong state without signing in', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${CALLBACK_PATH}?state=nope&code=abc`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('text/html');

    // A real code delivered with the state of another open sign-in: the grant fails the checks.
    const a = opener();
    const b = opener();
    const urlA = await start(a);
    const urlB = await start(b);
    peer.next(newPerson());
    const backA = await followToCallback(peer, urlA);
    backA.searchParams.set('state', new URL(urlB).searchParams.get('state') ?? '');
    const crossed = await callback(backA);
    const location = new URL(crossed.headers.location as string);
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('error')).toEqual(expect.any(String));
  });

  it('tells the opener when the provider refuses', async () => {
    const o = opener();
    const { success } = await popup(o, 'refuse');
    expect(success.searchParams.get('error')).toMatch(/cancelled or refused/);
    const [event] = await t.database.db
      .select()
      .from(eventsOutbox)
      .where(eq(eventsOutbox.topic, `users:guest:${o.guest}`));
    expect(event?.payload).toMatchObject({ status: 'error' });
  });

  it('refuses forged or swapped registration data', async () => {
    const forged = await post('/auth/registration/social/media/sso', {
      email: 'forged@peer.test',
      name: 'A',
      last_name: 'B',
      university_id: universityId,
      signedData: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
    });
    expect(forged.statusCode).toBe(400);

    const o = opener();
    const person = newPerson();
    const { success } = await popup(o, person);
    const data = (await exchange(o, success.searchParams.get('code') ?? '')).json().data;
    const swapped = await post('/auth/registration/social/media/sso', {
      email: 'someone-else@peer.test',
      name: 'A',
      last_name: 'B',
      university_id: universityId,
      signedData: data.signedData,
    });
    expect(swapped.statusCode).toBe(400);
    const otherType = await post('/auth/registration/social/media/google', {
      email: person.email,
      name: 'A',
      last_name: 'B',
      university_id: universityId,
      signedData: data.signedData,
    });
    expect(otherType.statusCode).toBe(400);
    const [created] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'someone-else@peer.test'));
    expect(created).toBeUndefined();
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const away = await buildUniversity(t.database.db);
    await saveIdentityProvider(t.database.db, {
      universityId: away.id,
      kind: 'oidc',
      displayName: 'Away',
      issuer: 'http://127.0.0.1:9/',
      clientId: 'x',
    });
    const o = opener();
    const response = await post('/auth/sso/start', {
      universityId: away.id,
      guest: o.guest,
      challenge: o.challenge,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('IDENTITY_PROVIDER_UNAVAILABLE');
  });
});

describe('an email that already has a password account', () => {
  it('is linked only after the mailed code is confirmed', async () => {
    const existing = await buildUserWithPassword(t.database.db);
    const person = { ...newPerson(), email: existing.email };
    const o = opener();
    const { success } = await popup(o, person);
    const answer = await exchange(o, success.searchParams.get('code') ?? '');
    expect(answer.json().data).toEqual({ status: 'linkRequired', email: existing.email });
    const linked = () =>
      t.database.db
        .select()
        .from(accountIdentities)
        .where(
          and(
            eq(accountIdentities.accountId, existing.id),
            eq(accountIdentities.providerUserId, person.sub),
          ),
        );
    expect(await linked()).toHaveLength(0);

    const code = codeInMail((await sink.waitFor(existing.email)).raw);
    const wrong = await post('/auth/ssoNewLogin', {
      email: existing.email,
      ssoCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await linked()).toHaveLength(0);

    const confirmed = await post('/auth/ssoNewLogin', { email: existing.email, ssoCode: code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.account.id).toBe(existing.id);
    expect(await linked()).toHaveLength(1);
    // The code worked once.
    expect(
      (await post('/auth/ssoNewLogin', { email: existing.email, ssoCode: code })).statusCode,
    ).toBe(400);

    const again = opener();
    const next = await popup(again, person);
    const signedIn = await exchange(again, next.success.searchParams.get('code') ?? '');
    expect(signedIn.json().data).toMatchObject({
      status: 'signedIn',
      account: { id: existing.id },
    });
  });

  it('refuses a malformed code', async () => {
    expect(
      (await post('/auth/ssoNewLogin', { email: 'a@b.test', ssoCode: 'abc' })).statusCode,
    ).toBe(400);
  });
});

describe('old sign-in flows', () => {
  it('are pruned a day after they expired; recent ones stay', async () => {
    const db = t.database.db;
    const flow = (state: string, expiresAt: Date) => ({
      state,
      provider: 'sso',
      universityId,
      basePath: String(universityId),
      guest: 'guest-key',
      openerChallenge: 'c'.repeat(43),
      nonce: 'n',
      codeVerifier: 'v',
      expiresAt,
    });
    await db
      .insert(signInFlows)
      .values([
        flow('old-flow', new Date(Date.now() - 2 * 24 * 60 * 60_000)),
        flow('recent-flow', new Date(Date.now() - 60 * 60_000)),
      ]);
    await deleteFlowsExpiredBefore(db, new Date(Date.now() - 24 * 60 * 60_000));
    const states = (await db.select({ state: signInFlows.state }).from(signInFlows)).map(
      (row) => row.state,
    );
    expect(states).not.toContain('old-flow');
    expect(states).toContain('recent-flow');
  });
});

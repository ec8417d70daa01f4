import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountIdentities, accounts } from '../../core/db/schema';
import { buildUniversity } from '../../test/factories';
import {
  bearer,
  buildUserWithPassword,
  codeInMail,
  decodeMail,
  freshAddress,
} from '../../test/accounts-factories';
import { followToCallback, startOidcPeer, type OidcPeer } from '../../test/oidc-peer';
import { opener, type Opener } from '../../test/sign-in-opener';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CALLBACK_PATH } from '../sign-in/sign-in.context';
import { COMMUNITY, communityPost, FINGERPRINT } from './community-test-support';
import { randomHex } from '../../core/random';

const PUBLIC_URL = 'http://localhost:3000';
const SIGN_IN = '/api/v1/interactionSite';

let t: TestApp;
let oidc: OidcPeer;
let sink: SmtpSink;
let universityId: number;

beforeAll(async () => {
  oidc = await startOidcPeer(`${PUBLIC_URL}${CALLBACK_PATH}`);
  sink = await startSmtpSink();
  t = await buildTestApp({
    publicUrl: PUBLIC_URL,
    smtpUrl: sink.url,
    social: {
      google: { issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret },
      linkedin: undefined,
      facebook: undefined,
      tiktok: undefined,
    },
  });
  universityId = (await buildUniversity(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
  await oidc.close();
  await sink.close();
});

/** The popup: start (for an area), the provider, the callback; the one-time code it hands over. */
async function popup(
  area: 'main' | 'community',
  person: Parameters<OidcPeer['next']>[0],
  o: Opener = opener(),
): Promise<{ o: Opener; code: string }> {
  const started = await t.app.inject({
    method: 'POST',
    url: `${SIGN_IN}/auth/sso/start`,
    payload: { provider: 'google', universityId, guest: o.guest, challenge: o.challenge, area },
    remoteAddress: freshAddress(),
  });
  expect(started.statusCode, started.body).toBe(200);
  oidc.next(person);
  const back = await followToCallback(oidc, started.json().data.authorizationUrl as string);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    remoteAddress: freshAddress(),
  });
  expect(callback.statusCode).toBe(303);
  const success = new URL(callback.headers.location as string);
  expect(success.pathname).toBe(`/${universityId}/interaction/sign-in-success`);
  return { o, code: success.searchParams.get('code') ?? '' };
}

const exchange = (o: Opener, code: string, overrides: object = {}) =>
  communityPost(t.app, '/auth/google', {
    code,
    verifier: o.verifier,
    universityId,
    fingerprint: FINGERPRINT,
    ...overrides,
  });

const person = () => {
  const sub = `g-${randomHex(4)}`;
  return {
    sub,
    email: `${sub}@gmail.test`,
    email_verified: true,
    given_name: 'Kai',
    family_name: 'Tanaka',
  };
};

describe('POST /community/auth/google', () => {
  it('signs a new Google user up as a prospect of the university, with community tokens, and back in', async () => {
    const someone = person();
    const { o, code } = await popup('community', someone);
    const response = await exchange(o, code);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      status: 'signedIn',
      account: {
        email: someone.email,
        firstName: 'Kai',
        lastName: 'Tanaka',
        roleKey: 'prospect',
        universityId,
        isAuthorised: false,
      },
    });
    expect((await t.app.ctx.tokens.verifyAccess(data.token)).audience).toBe('community');
    expect(response.cookies.some((c) => c.name === 'quad_community_refresh')).toBe(true);
    const links = await t.database.db
      .select()
      .from(accountIdentities)
      .where(
        and(
          eq(accountIdentities.provider, 'google'),
          eq(accountIdentities.providerUserId, someone.sub),
        ),
      );
    expect(links).toHaveLength(1);
    const info = await t.app.inject({
      method: 'GET',
      url: `${COMMUNITY}/account/info`,
      headers: bearer(data.token),
    });
    expect(info.statusCode).toBe(200);

    const again = await popup('community', {
      sub: someone.sub,
      email: someone.email,
      email_verified: true,
    });
    const back = await exchange(again.o, again.code);
    expect(back.json().data).toMatchObject({
      status: 'signedIn',
      account: { id: data.account.id },
    });
    // The code works once.
    expect((await exchange(again.o, again.code)).statusCode).toBe(400);
  });

  it('keeps the areas’ popups apart: a community code is not traded by the widget, nor back', async () => {
    const community = await popup('community', person());
    const atWidget = await t.app.inject({
      method: 'POST',
      url: `${SIGN_IN}/auth/login/social/media/google`,
      payload: { code: community.code, verifier: community.o.verifier, universityId },
      remoteAddress: freshAddress(),
    });
    expect(atWidget.statusCode).toBe(400);
    expect(atWidget.json().error.code).toBe('INVALID_CODE');

    const widget = await popup('main', person());
    const atCommunity = await exchange(widget.o, widget.code);
    expect(atCommunity.statusCode).toBe(400);
    expect(atCommunity.json().error.code).toBe('INVALID_CODE');
  });

  it('refuses the wrong verifier and bad input (400), and an unknown university (404)', async () => {
    const { o, code } = await popup('community', person());
    expect((await exchange(opener(), code)).statusCode).toBe(400);
    expect((await exchange(o, 'not-a-code')).statusCode).toBe(400);
    expect((await exchange(o, code, { fingerprint: undefined })).statusCode).toBe(400);
    expect((await exchange(o, code, { universityId: 999999 })).statusCode).toBe(404);
  });

  it('links Google to an existing password account only after the mailed code', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const sub = `g-${randomHex(4)}`;
    const { o, code } = await popup('community', {
      sub,
      email: account.email,
      email_verified: true,
    });
    const answer = await exchange(o, code);
    expect(answer.json().data).toEqual({ status: 'linkRequired', email: account.email });
    const mailed = codeInMail(decodeMail((await sink.waitFor(account.email)).raw));
    const link = (ssoCode: string) =>
      communityPost(t.app, '/auth/google/link', {
        email: account.email,
        ssoCode,
        universityId,
        fingerprint: FINGERPRINT,
      });
    expect((await link('12345')).statusCode).toBe(400);
    const wrong = mailed === '000000' ? '111111' : '000000';
    expect((await link(wrong)).json().error.code).toBe('INVALID_CODE');
    const linked = await link(mailed);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.account.id).toBe(account.id);
    expect((await t.app.ctx.tokens.verifyAccess(linked.json().data.token)).audience).toBe(
      'community',
    );
  });

  it('answers 404 SSO_PROVIDER_NOT_FOUND where Google is not configured', async () => {
    const bare = await buildTestApp();
    try {
      const uni = await buildUniversity(bare.database.db);
      const o = opener();
      const response = await communityPost(bare.app, '/auth/google', {
        code: 'a'.repeat(64),
        verifier: o.verifier,
        universityId: uni.id,
        fingerprint: FINGERPRINT,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'SSO_PROVIDER_NOT_FOUND',
        message: 'Google sign-in is not configured.',
      });
      const start = await bare.app.inject({
        method: 'POST',
        url: `${SIGN_IN}/auth/sso/start`,
        payload: {
          provider: 'google',
          universityId: uni.id,
          guest: o.guest,
          challenge: o.challenge,
          area: 'community',
        },
      });
      expect(start.statusCode).toBe(404);
      expect(start.json().error).toMatchObject({
        code: 'SSO_PROVIDER_NOT_FOUND',
        message: 'Google sign-in is not configured.',
      });
      const rows = await bare.database.db.select().from(accounts);
      expect(rows).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});

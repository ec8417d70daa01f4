import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountIdentities } from '../../core/db/schema';
import { freshAddress } from '../../test/accounts-factories';
import { buildUniversity } from '../../test/factories';
import {
  startFacebookPeer,
  startTikTokPeer,
  type FacebookPeer,
  type TikTokPeer,
} from '../../test/oauth-peer';
import { followToCallback, startOidcPeer, type OidcPeer } from '../../test/oidc-peer';
import { opener } from '../../test/sign-in-opener';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CALLBACK_PATH } from './sign-in.context';
import { randomHex } from '../../core/random';

const base = '/api/v1/interactionSite';
const PUBLIC_URL = 'http://localhost:3000';

let t: TestApp;
let oidc: OidcPeer;
let facebook: FacebookPeer;
let tiktok: TikTokPeer;
let universityId: number;

beforeAll(async () => {
  oidc = await startOidcPeer(`${PUBLIC_URL}${CALLBACK_PATH}`);
  facebook = await startFacebookPeer();
  tiktok = await startTikTokPeer();
  const google = { issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret };
  t = await buildTestApp({
    publicUrl: PUBLIC_URL,
    social: {
      google,
      linkedin: google,
      facebook: {
        authUrl: facebook.authUrl,
        graphUrl: facebook.graphUrl,
        clientId: facebook.clientId,
        clientSecret: facebook.clientSecret,
      },
      tiktok: {
        authUrl: tiktok.authUrl,
        apiUrl: tiktok.apiUrl,
        clientKey: tiktok.clientKey,
        clientSecret: tiktok.clientSecret,
      },
    },
  });
  universityId = (await buildUniversity(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
  await oidc.close();
  await facebook.close();
  await tiktok.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, payload, remoteAddress: freshAddress() });

async function start(provider: string, o = opener()) {
  const response = await post('/auth/sso/start', {
    provider,
    universityId,
    guest: o.guest,
    challenge: o.challenge,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { o, url: response.json().data.authorizationUrl as string };
}

/** Follows a redirect-only provider (no login page) to Quad's callback. */
async function followRedirects(url: string): Promise<URL> {
  let current = new URL(url);
  for (let hop = 0; hop < 5 && !current.href.startsWith(PUBLIC_URL); hop += 1) {
    const response = await fetch(current, { redirect: 'manual' });
    current = new URL(response.headers.get('location') ?? '', current);
  }
  return current;
}

async function callback(url: URL) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(303);
  return new URL(response.headers.location as string);
}

describe('social sign-in through the popup', () => {
  it('lists the providers this Quad is set up for', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/auth/providers` });
    expect(response.json().data).toEqual({
      providers: ['google', 'facebook', 'linkedin', 'tiktok'],
    });
    const bare = await buildTestApp();
    const none = await bare.app.inject({ method: 'GET', url: `${base}/auth/providers` });
    expect(none.json().data).toEqual({ providers: [] });
    await bare.close();
  });

  it.each(['google', 'linkedin'])(
    'signs up and back in with %s (OpenID Connect)',
    async (provider) => {
      const sub = `${provider}-${randomHex(4)}`;
      const email = `${sub}@social.test`;
      const first = await start(provider);
      oidc.next({ sub, email, email_verified: true, given_name: 'Kai', family_name: 'Tanaka' });
      const success = await callback(await followToCallback(oidc, first.url));
      const answer = await post(`/auth/login/social/media/${provider}`, {
        code: success.searchParams.get('code'),
        verifier: first.o.verifier,
        universityId,
      });
      const data = answer.json().data;
      expect(data).toMatchObject({ status: 'newUser', userData: { email, first_name: 'Kai' } });
      const registered = await post(`/auth/registration/social/media/${provider}`, {
        email,
        name: 'Kai',
        last_name: 'Tanaka',
        university_id: universityId,
        signedData: data.signedData,
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const links = await t.database.db
        .select()
        .from(accountIdentities)
        .where(
          and(eq(accountIdentities.provider, provider), eq(accountIdentities.providerUserId, sub)),
        );
      expect(links).toHaveLength(1);

      const again = await start(provider);
      oidc.next({ sub, email, email_verified: true });
      const back = await callback(await followToCallback(oidc, again.url));
      const signedIn = await post(`/auth/login/social/media/${provider}`, {
        code: back.searchParams.get('code'),
        verifier: again.o.verifier,
        universityId,
      });
      expect(signedIn.json().data).toMatchObject({
        status: 'signedIn',
        account: { id: registered.json().data.account.id },
      });
    },
  );

  it('signs up with Facebook (OAuth 2.0 with PKCE and the Graph API)', async () => {
    const id = randomHex(4);
    facebook.next({
      id: `fb-${id}`,
      email: `fb-${id}@social.test`,
      first_name: 'Lena',
      last_name: 'Berg',
    });
    const { o, url } = await start('facebook');
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
    const success = await callback(await followRedirects(url));
    const answer = await post('/auth/login/social/media/facebook', {
      code: success.searchParams.get('code'),
      verifier: o.verifier,
      universityId,
    });
    expect(answer.json().data).toMatchObject({
      status: 'newUser',
      userData: { email: `fb-${id}@social.test`, first_name: 'Lena', last_name: 'Berg' },
    });
  });

  it('refuses a code traded under another provider, a refused dialog and a replayed callback', async () => {
    facebook.next({ id: 'fb-x', email: 'x@social.test' });
    const { o, url } = await start('facebook');
    const back = await followRedirects(url);
    const success = await callback(back);
    const wrongType = await post('/auth/login/social/media/google', {
      code: success.searchParams.get('code'),
      verifier: o.verifier,
      universityId,
    });
    expect(wrongType.statusCode).toBe(400);

    // The same answer again: the flow was answered, and the code was used at the provider.
    const replay = await callback(back);
    expect(replay.searchParams.get('code')).toBeNull();

    // Nobody signs in at the dialog: the provider answers access_denied.
    const refused = await start('facebook');
    const denied = await callback(await followRedirects(refused.url));
    expect(denied.searchParams.get('error')).toMatch(/cancelled or refused/);
  });

  it('refuses registration data of another provider', async () => {
    const sub = `g-${randomHex(4)}`;
    const first = await start('google');
    oidc.next({ sub, email: `${sub}@social.test`, email_verified: true });
    const success = await callback(await followToCallback(oidc, first.url));
    const data = (
      await post('/auth/login/ssoCognito', {
        code: success.searchParams.get('code'),
        verifier: first.o.verifier,
        universityId,
      })
    ).json().data;
    const wrong = await post('/auth/registration/social/media/linkedin', {
      email: `${sub}@social.test`,
      name: 'A',
      last_name: 'B',
      university_id: universityId,
      signedData: data.signedData,
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('TikTok', () => {
  it('signs up through the popup (no email: registration asks for one) and back in by token', async () => {
    const openId = `tt-${randomHex(4)}`;
    tiktok.next({ openId, displayName: 'Mina Cho' });
    const { o, url } = await start('tiktok');
    expect(url.startsWith(`${tiktok.authUrl}/v2/auth/authorize/`)).toBe(true);
    const success = await callback(await followRedirects(url));
    const data = (
      await post('/auth/login/social/media/tiktok', {
        code: success.searchParams.get('code'),
        verifier: o.verifier,
        universityId,
      })
    ).json().data;
    expect(data).toMatchObject({
      status: 'newUser',
      userData: { first_name: 'Mina', last_name: 'Cho' },
    });
    expect(data.userData.email).toBeUndefined();
    const registered = await post('/auth/registration/social/media/tiktok', {
      email: `${openId}@typed.test`,
      name: 'Mina',
      last_name: 'Cho',
      university_id: universityId,
      signedData: data.signedData,
    });
    expect(registered.statusCode, registered.body).toBe(200);

    // A client holding a TikTok token signs in with it: TikTok confirms whose it is.
    const token = tiktok.tokenFor(openId);
    const signedIn = await post('/auth/tiktok/login', { accessToken: token, openId, universityId });
    expect(signedIn.json().data).toMatchObject({
      status: 'signedIn',
      account: { id: registered.json().data.account.id },
    });
  });

  it('registers by token, and refuses a token of someone else or a forged one', async () => {
    const openId = `tt-${randomHex(4)}`;
    const token = tiktok.tokenFor(openId, 'Ola Nordmann');
    const registration = {
      email: `${openId}@typed.test`,
      name: 'Ola',
      last_name: 'Nordmann',
      university_id: universityId,
      accessToken: token,
      openId,
    };
    expect(
      (await post('/auth/tiktok/registration', { ...registration, openId: 'someone-else' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/auth/tiktok/registration', { ...registration, accessToken: 'forged' }))
        .statusCode,
    ).toBe(401);
    const created = await post('/auth/tiktok/registration', registration);
    expect(created.statusCode, created.body).toBe(200);
    expect(
      (
        await post('/auth/tiktok/registration', {
          ...registration,
          email: `2-${registration.email}`,
        })
      ).statusCode,
    ).toBe(409);
    expect((await post('/auth/tiktok/login', { accessToken: 'forged', openId })).statusCode).toBe(
      401,
    );
    expect((await post('/auth/tiktok/login', { openId })).statusCode).toBe(400);
  });
});

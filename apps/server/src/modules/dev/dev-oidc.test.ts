import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityProviders } from '../../core/db/schema';
import { buildUserWithPassword, TEST_PASSWORD } from '../../test/accounts-factories';
import { buildUniversity } from '../../test/factories';
import { CookieJar } from '../../test/oidc-peer';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { configureDevSignIn } from './dev-oidc.routes';
import { randomHex } from '../../core/random';

/** The browser tests point the installation's Google settings at the development provider. */
const GOOGLE_ID = 'quad-development-google';
const GOOGLE_SECRET = randomBytes(24).toString('base64url');

let t: TestApp;
let origin: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  t = await buildTestApp({
    env: 'development',
    publicUrl: origin,
    social: {
      google: { issuer: `${origin}/dev/oidc`, clientId: GOOGLE_ID, clientSecret: GOOGLE_SECRET },
      linkedin: undefined,
      facebook: undefined,
      tiktok: undefined,
    },
  });
  await buildUniversity(t.database.db, { id: 2, name: 'Demo College', slug: 'demo-college' });
  await buildUserWithPassword(t.database.db, { email: 'prospect@demo.test' });
  await configureDevSignIn(t.app);
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

/** A browser in the popup: starts at /2, signs in at /dev/oidc with a form, returns to Quad. */
async function popupSignIn(form: Record<string, string>, as: 'sso' | 'communityGoogle' = 'sso') {
  const verifier = randomBytes(32).toString('base64url');
  const started = await fetch(`${origin}/api/v1/interactionSite/auth/sso/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      universityId: 2,
      guest: randomHex(8),
      challenge: createHash('sha256').update(verifier).digest('base64url'),
      ...(as === 'communityGoogle' ? { provider: 'google', area: 'community' } : {}),
    }),
  });
  expect(started.status).toBe(200);
  const jar = new CookieJar();
  let url = new URL(
    ((await started.json()) as { data: { authorizationUrl: string } }).data.authorizationUrl,
  );
  expect(url.href.startsWith(`${origin}/dev/oidc/`)).toBe(true);
  let formPage = '';
  for (let hop = 0; hop < 8 && !url.pathname.includes('/interaction/sign-in-success'); hop += 1) {
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    if (response.status === 200 && url.pathname.startsWith('/dev/oidc/interaction/')) {
      formPage = await response.text();
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      jar.store(response);
      if (response.status === 400) return { formPage, refusal: await response.text() };
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`stopped at ${url.pathname} with ${response.status}`);
    url = new URL(location, url);
  }
  const code = url.searchParams.get('code') ?? '';
  const exchanged =
    as === 'communityGoogle'
      ? await fetch(`${origin}/api/v1/community/auth/google`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code, verifier, universityId: 2, fingerprint: 'browser-1234' }),
        })
      : await fetch(`${origin}/api/v1/interactionSite/auth/login/ssoCognito`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code, verifier, universityId: 2 }),
        });
  return {
    formPage,
    success: url,
    answer: (await exchanged.json()) as { data: Record<string, unknown> },
  };
}

describe('the development identity provider (/dev/oidc)', () => {
  it('is configured for Demo College with a sealed secret', async () => {
    const [row] = await t.database.db
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.universityId, 2));
    expect(row).toMatchObject({ kind: 'oidc', issuer: `${origin}/dev/oidc` });
    expect(row?.clientSecretSealed).toMatch(/^v1\./);
  });

  it('signs a demo account in with its password, straight into the opener', async () => {
    const result = await popupSignIn({ email: 'prospect@demo.test', password: TEST_PASSWORD });
    expect(result.formPage).toContain('Demo College sign-in');
    expect(result.success?.pathname).toBe('/2/interaction/sign-in-success');
    expect(result.answer?.data).toMatchObject({
      status: 'signedIn',
      account: { email: 'prospect@demo.test' },
    });
  });

  it('refuses a demo account with the wrong password', async () => {
    const result = await popupSignIn({ email: 'prospect@demo.test', password: 'wrong-password-1' });
    expect(result.refusal).toContain('enter its password');
  });

  it('takes any new email to registration, with the names given', async () => {
    const email = `new-${randomHex(3)}@college.test`;
    const result = await popupSignIn({ email, given_name: 'Aoife', family_name: 'Byrne' });
    expect(result.answer?.data).toMatchObject({
      status: 'newUser',
      userData: { email, first_name: 'Aoife', last_name: 'Byrne', nationality: 41 },
    });
  });

  it("plays Google for the client of this installation's Google settings: a new community person", async () => {
    const email = `kai-${randomHex(3)}@gmail.test`;
    const result = await popupSignIn(
      { email, given_name: 'Kai', family_name: 'Tanaka' },
      'communityGoogle',
    );
    expect(result.success?.pathname).toBe('/2/interaction/sign-in-success');
    expect(result.answer?.data).toMatchObject({
      status: 'signedIn',
      account: { email, firstName: 'Kai', lastName: 'Tanaka', isAuthorised: false },
    });
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptJWT, SignJWT } from 'jose';
import { bearer, freshAddress, buildUserWithPassword } from '../../test/accounts-factories';
import { buildAdmin, buildUniversity, buildWidgetSettings, tokenFor } from '../../test/factories';
import { startOidcPeer, type OidcPeer } from '../../test/oidc-peer';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CALLBACK_PATH } from './sign-in.context';
import { randomHex } from '../../core/random';

const PUBLIC_URL = 'http://localhost:3000';
const PORTAL_SECRET = 'portal-secret-of-the-university-0123456789';

let t: TestApp;
let peer: OidcPeer;
let signedUni: number;
let encryptedUni: number;

beforeAll(async () => {
  peer = await startOidcPeer(`${PUBLIC_URL}${CALLBACK_PATH}`);
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
  const db = t.database.db;
  signedUni = (await buildUniversity(db)).id;
  encryptedUni = (await buildUniversity(db)).id;
  await buildWidgetSettings(db, {
    universityId: encryptedUni,
    permissions: [{ key: 'ssoEncrypted', isAllowed: true }],
  });
  for (const id of [signedUni, encryptedUni]) {
    const admin = await tokenFor(t.app, await buildAdmin(db, id));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/identityProvider',
      headers: bearer(admin),
      payload: {
        kind: 'oidc',
        displayName: 'Portal University',
        issuer: peer.issuer,
        clientId: peer.clientId,
        clientSecret: peer.clientSecret,
        portalSecret: PORTAL_SECRET,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.identityProvider.hasPortalSecret).toBe(true);
    expect(saved.body).not.toContain(PORTAL_SECRET);
  }
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const key = new Uint8Array(createHash('sha256').update(PORTAL_SECRET).digest());

type Claims = Record<string, unknown>;
const claimsFor = (extra: Claims = {}): Claims => ({
  email: `student-${randomHex(3)}@portal.test`,
  given_name: 'Ayo',
  family_name: 'Adeyemi',
  ...extra,
});

async function signed(claims: Claims, options: { key?: Uint8Array; age?: number } = {}) {
  const now = Math.floor(Date.now() / 1000) - (options.age ?? 0);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('quad')
    .setSubject(String(claims['sub'] ?? `s-${randomHex(4)}`))
    .setJti(randomHex(8))
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(options.key ?? key);
}

async function encrypted(claims: Claims) {
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience('quad')
    .setSubject(`s-${randomHex(4)}`)
    .setJti(randomHex(8))
    .setIssuedAt()
    .setExpirationTime('5m')
    .encrypt(key);
}

const login = (signedData: string, universityId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/interactionSite/auth/login/sso',
    payload: { signedData, universityId },
    remoteAddress: freshAddress(),
  });

describe('POST /auth/login/sso (sign-in data from the university portal)', () => {
  it('takes a newcomer to registration, once', async () => {
    const claims = claimsFor();
    const data = await signed(claims);
    const first = await login(data, signedUni);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'newUser',
      userData: {
        email: claims['email'],
        first_name: 'Ayo',
        last_name: 'Adeyemi',
        nationality: 41,
      },
    });
    // The same data again is a replay.
    expect((await login(data, signedUni)).statusCode).toBe(401);
  });

  it('asks for a mailed code where the email already has an account', async () => {
    const existing = await buildUserWithPassword(t.database.db);
    const answer = await login(await signed(claimsFor({ email: existing.email })), signedUni);
    expect(answer.json().data).toEqual({ status: 'linkRequired', email: existing.email });
  });

  it('takes only encrypted data where the university asks for ssoEncrypted', async () => {
    const claims = claimsFor();
    expect((await login(await signed(claims), encryptedUni)).statusCode).toBe(401);
    const answer = await login(await encrypted(claims), encryptedUni);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe('newUser');
    // …and a university without it takes no encrypted data.
    expect((await login(await encrypted(claimsFor()), signedUni)).statusCode).toBe(401);
  });

  it('refuses another key, old data, and data for someone else', async () => {
    const otherKey = new Uint8Array(createHash('sha256').update('another-secret').digest());
    expect((await login(await signed(claimsFor(), { key: otherKey }), signedUni)).statusCode).toBe(
      401,
    );
    expect((await login(await signed(claimsFor(), { age: 600 }), signedUni)).statusCode).toBe(401);
    const wrongAudience = await new SignJWT(claimsFor())
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('someone-else')
      .setSubject('s')
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect((await login(wrongAudience, signedUni)).statusCode).toBe(401);
  });

  it("answers the spec's text where the university has no portal sign-in, and 400 for junk", async () => {
    const plain = await buildUniversity(t.database.db);
    const none = await login(await signed(claimsFor()), plain.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('SSO_PROVIDER_NOT_FOUND');
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interactionSite/auth/login/sso',
      payload: { signedData: 'x', universityId: signedUni },
    });
    expect(junk.statusCode).toBe(400);
  });
});

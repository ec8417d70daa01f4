import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshAddress } from '../../test/accounts-factories';
import { buildAdmin, buildUniversity, tokenFor } from '../../test/factories';
import { readAuthnRequest, samlResponse, startSamlPeer, type SamlPeer } from '../../test/saml-peer';
import { opener } from '../../test/sign-in-opener';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { samlEntityId } from './provider-settings';
import { CALLBACK_PATH } from './sign-in.context';
import { randomHex } from '../../core/random';

const base = '/api/v1/interactionSite';
const PUBLIC_URL = 'http://localhost:3000';
const ACS = `${PUBLIC_URL}${CALLBACK_PATH}`;

let t: TestApp;
let idp: SamlPeer;
let universityId: number;
let audience: string;

beforeAll(async () => {
  idp = await startSamlPeer();
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
  universityId = (await buildUniversity(t.database.db, { name: 'SAML University' })).id;
  audience = samlEntityId(PUBLIC_URL, universityId);
  const adminToken = await tokenFor(t.app, await buildAdmin(t.database.db, universityId));
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/identityProvider',
    headers: bearer(adminToken),
    payload: {
      kind: 'saml',
      displayName: 'SAML University',
      issuer: idp.entityId,
      entryPoint: idp.entryPoint,
      certificate: idp.certificate,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.identityProvider).toMatchObject({
    kind: 'saml',
    entryPoint: idp.entryPoint,
    serviceProviderEntityId: audience,
    redirectUri: ACS,
  });
});
afterAll(() => t.close());

async function start(o = opener()) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${base}/auth/sso/start`,
    payload: { universityId, guest: o.guest, challenge: o.challenge },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const url: string = response.json().data.authorizationUrl;
  return { o, url, request: readAuthnRequest(url) };
}

const post = (SAMLResponse: string, RelayState: string) =>
  t.app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse, RelayState }).toString(),
    remoteAddress: freshAddress(),
  });

const person = () => {
  const id = randomHex(4);
  return {
    nameId: `student-${id}`,
    email: `s-${id}@saml.test`,
    givenName: 'Niamh',
    surname: 'Kelly',
  };
};

const landing = (response: { headers: Record<string, unknown> }) =>
  new URL(String(response.headers.location));

describe('single sign-on through a SAML 2.0 provider', () => {
  it('sends the popup to the IdP with an AuthnRequest and the flow as RelayState', async () => {
    const { url, request } = await start();
    expect(url.startsWith(`${idp.entryPoint}?`)).toBe(true);
    expect(request.xml).toContain(`AssertionConsumerServiceURL="${ACS}"`);
    expect(request.xml).toContain(audience);
    expect(request.relayState).toMatch(/^[\w-]{20,}$/);
  });

  it('takes a signed assertion to registration with the names it carries', async () => {
    const { o, request } = await start();
    const who = person();
    const response = await post(
      samlResponse(idp, { ...who, inResponseTo: request.id, audience, acsUrl: ACS }),
      request.relayState,
    );
    expect(response.statusCode, response.body).toBe(303);
    const code = landing(response).searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f]{64}$/);
    const exchanged = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/login/ssoCognito`,
      payload: { code, verifier: o.verifier, universityId },
      remoteAddress: freshAddress(),
    });
    expect(exchanged.json().data).toMatchObject({
      status: 'newUser',
      userData: { email: who.email, first_name: 'Niamh', last_name: 'Kelly', nationality: 41 },
    });
  });

  it('refuses a replayed answer', async () => {
    const { request } = await start();
    const answer = samlResponse(idp, {
      ...person(),
      inResponseTo: request.id,
      audience,
      acsUrl: ACS,
    });
    expect(landing(await post(answer, request.relayState)).searchParams.get('code')).toBeTruthy();
    const replay = landing(await post(answer, request.relayState));
    expect(replay.searchParams.get('code')).toBeNull();
    expect(replay.searchParams.get('error')).toMatch(/expired/);
  });

  it.each([
    ['an unsigned assertion', { signWith: 'none' as const }],
    ['another audience', { audience: 'https://someone-else.test/sp' }],
    [
      'an expired assertion',
      {
        issuedAt: new Date(Date.now() - 60 * 60_000),
        notOnOrAfter: new Date(Date.now() - 30 * 60_000),
      },
    ],
    ['another issuer', { issuer: 'https://evil.test/idp' }],
  ])('refuses %s', async (_name, change) => {
    const { request } = await start();
    const answer = samlResponse(idp, {
      ...person(),
      inResponseTo: request.id,
      audience,
      acsUrl: ACS,
      ...change,
    });
    const result = landing(await post(answer, request.relayState));
    expect(result.searchParams.get('code')).toBeNull();
    expect(result.searchParams.get('error')).toMatch(/could not confirm/);
  });

  it('refuses an assertion signed by another key', async () => {
    const other = await startSamlPeer();
    const { request } = await start();
    const answer = samlResponse(idp, {
      ...person(),
      inResponseTo: request.id,
      audience,
      acsUrl: ACS,
      signWith: other.privateKey,
    });
    expect(landing(await post(answer, request.relayState)).searchParams.get('code')).toBeNull();
  });

  it("refuses an answer to another sign-in's request", async () => {
    const first = await start();
    const second = await start();
    const answer = samlResponse(idp, {
      ...person(),
      inResponseTo: first.request.id,
      audience,
      acsUrl: ACS,
    });
    const result = landing(await post(answer, second.request.relayState));
    expect(result.searchParams.get('code')).toBeNull();
  });

  it('refuses a certificate that is not one, and serves the metadata', async () => {
    const metadata = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/sso/saml/${universityId}/metadata`,
    });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toContain(`entityID="${audience}"`);
    expect(metadata.body).toContain(ACS);
    const plain = await buildUniversity(t.database.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/auth/sso/saml/${plain.id}/metadata` }))
        .statusCode,
    ).toBe(404);

    const admin = await tokenFor(t.app, await buildAdmin(t.database.db, plain.id));
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/identityProvider',
      headers: bearer(admin),
      payload: {
        kind: 'saml',
        displayName: 'X',
        issuer: 'https://idp.test',
        entryPoint: 'https://idp.test/sso',
        certificate: `-----BEGIN CERTIFICATE-----\n${'A'.repeat(200)}\n-----END CERTIFICATE-----`,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('body.certificate');
  });

  it('refuses a malformed form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=abc',
    });
    expect(response.statusCode).toBe(400);
  });
});

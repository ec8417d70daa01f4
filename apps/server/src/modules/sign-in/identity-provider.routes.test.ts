import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityProviders } from '../../core/db/schema';
import { bearer } from '../../test/accounts-factories';
import {
  buildAdmin,
  buildAmbassador,
  buildProspect,
  buildUniversity,
  tokenFor,
} from '../../test/factories';
import { startOidcPeer, type OidcPeer } from '../../test/oidc-peer';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CALLBACK_PATH } from './sign-in.context';

const url = '/api/v1/admin/identityProvider';
const PUBLIC_URL = 'http://localhost:3000';

let t: TestApp;
let peer: OidcPeer;
let universityId: number;
let adminToken: string;
let otherAdminToken: string;

beforeAll(async () => {
  peer = await startOidcPeer(`${PUBLIC_URL}${CALLBACK_PATH}`);
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
  const db = t.database.db;
  universityId = (await buildUniversity(db)).id;
  adminToken = await tokenFor(t.app, await buildAdmin(db, universityId));
  const other = await buildUniversity(db);
  otherAdminToken = await tokenFor(t.app, await buildAdmin(db, other.id));
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const send = (method: 'GET' | 'PUT' | 'DELETE', token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const provider = () => ({
  kind: 'oidc',
  displayName: 'Peer University',
  issuer: peer.issuer,
  clientId: peer.clientId,
  clientSecret: peer.clientSecret,
});

const stored = async () =>
  (
    await t.database.db
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.universityId, universityId))
  )[0];

describe('/admin/identityProvider', () => {
  it('needs a token and an admin', async () => {
    expect((await send('GET', null)).statusCode).toBe(401);
    const db = t.database.db;
    const prospect = await tokenFor(t.app, await buildProspect(db));
    const ambassador = await tokenFor(t.app, (await buildAmbassador(db, universityId)).account);
    for (const token of [prospect, ambassador]) {
      expect((await send('GET', token)).statusCode).toBe(403);
      expect((await send('PUT', token, provider())).statusCode).toBe(403);
      expect((await send('DELETE', token)).statusCode).toBe(403);
    }
    expect(await stored()).toBeUndefined();
  });

  it('refuses bad input and an issuer without discovery, and changes nothing', async () => {
    for (const payload of [
      { ...provider(), issuer: 'not a url' },
      { ...provider(), issuer: 'ftp://idp.test' },
      { ...provider(), clientId: '' },
      { ...provider(), kind: 'ldap' },
      { ...provider(), displayName: '   ' },
    ]) {
      expect((await send('PUT', adminToken, payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
    }
    const unreachable = await send('PUT', adminToken, {
      ...provider(),
      issuer: 'http://127.0.0.1:9/',
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().error.details[0].path).toBe('body.issuer');
    expect(await stored()).toBeUndefined();
  });

  it('saves the provider with its secret sealed, and never shows the secret', async () => {
    expect((await send('GET', adminToken)).json().data).toEqual({ identityProvider: null });
    const saved = await send('PUT', adminToken, provider());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(peer.clientSecret);
    expect(saved.json().data.identityProvider).toMatchObject({
      kind: 'oidc',
      issuer: peer.issuer,
      clientId: peer.clientId,
      hasClientSecret: true,
      enabled: true,
      redirectUri: `${PUBLIC_URL}${CALLBACK_PATH}`,
    });
    const row = await stored();
    expect(row?.clientSecretSealed).toMatch(/^v1\./);
    expect(row?.clientSecretSealed).not.toContain(peer.clientSecret);

    // Left out, the stored secret stays.
    const renamed = await send('PUT', adminToken, {
      ...provider(),
      clientSecret: undefined,
      displayName: 'Peer',
    });
    expect(renamed.json().data.identityProvider).toMatchObject({
      displayName: 'Peer',
      hasClientSecret: true,
    });
    expect((await stored())?.clientSecretSealed).toBe(row?.clientSecretSealed);

    const sso = await t.app.inject({
      method: 'GET',
      url: `/api/v1/interactionSite/auth/universitySsoData?universityId=${universityId}`,
    });
    expect(sso.json().data.ssoData).toMatchObject({ id: universityId, type: 'oidc' });
  });

  it("keeps each admin to their own university's provider", async () => {
    expect((await send('GET', otherAdminToken)).json().data).toEqual({ identityProvider: null });
    await send('DELETE', otherAdminToken);
    expect(await stored()).toBeDefined();
  });

  it('removes the provider', async () => {
    const removed = await send('DELETE', adminToken);
    expect(removed.json().data).toEqual({ identityProvider: null });
    expect(await stored()).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSamlPeer, type SamlPeer } from '../../test/saml-peer';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let idp: SamlPeer;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  idp = await startSamlPeer();
});
afterAll(() => t.close());

const url = '/api/v1/admin/identityProvider';
const latestAudit = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data.entries[0];
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('the audit trail of the identity provider', () => {
  it('records setting, changing and removing it, never a secret; a refused one records nothing', async () => {
    const provider = {
      kind: 'saml',
      displayName: 'Riverside SSO',
      issuer: idp.entityId,
      entryPoint: idp.entryPoint,
      certificate: idp.certificate,
      portalSecret: 'a-portal-secret-of-some-length-1234',
    };
    const total = await auditTotal();
    expect(
      (await call(t.app, 'PUT', url, w.admin, { ...provider, certificate: 'x' })).statusCode,
    ).toBe(400);
    expect(await auditTotal()).toBe(total);

    expect((await call(t.app, 'PUT', url, w.admin, provider)).statusCode).toBe(200);
    const set = await latestAudit();
    expect(set).toMatchObject({
      action: 'identityProvider.save',
      target: `university:${w.uni.id}`,
      actor: { id: w.adminAccount.id },
      before: null,
      after: { kind: 'saml', displayName: 'Riverside SSO', hasPortalSecret: true },
    });
    expect(JSON.stringify(set)).not.toContain('a-portal-secret');

    const { portalSecret: _kept, ...rest } = provider;
    await call(t.app, 'PUT', url, w.admin, { ...rest, displayName: 'Riverside sign-in' });
    expect(await latestAudit()).toMatchObject({
      action: 'identityProvider.save',
      before: { displayName: 'Riverside SSO' },
      after: { displayName: 'Riverside sign-in' },
    });

    expect((await call(t.app, 'DELETE', url, w.admin)).statusCode).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'identityProvider.remove',
      before: { kind: 'saml' },
      after: null,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildAdmin,
  buildAmbassador,
  buildProspect,
  buildUniversity,
  tokenFor,
} from '../../test/factories';
import { bearer } from '../../test/accounts-factories';
import { isLoopbackAddress, isLoopbackHost } from '../../core/http/local-request';

let t: TestApp;
let adminToken: string;
let prospectToken: string;
let ambassadorToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: 'development' });
  const university = await buildUniversity(t.database.db);
  adminToken = await tokenFor(t.app, await buildAdmin(t.database.db, university.id));
  prospectToken = await tokenFor(t.app, await buildProspect(t.database.db));
  const ambassador = await buildAmbassador(t.database.db, university.id);
  ambassadorToken = await tokenFor(t.app, ambassador.account);
});
afterAll(async () => {
  await t.close();
});

const TOOLS = [
  '/dev/outbox',
  '/dev/outbox/1',
  '/dev/sms',
  '/dev/oidc/.well-known/openid-configuration',
  '/dev/oidc/interaction/abc',
];

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('development tools (outbox, SMS viewer)', () => {
  it('answer a person on this machine', async () => {
    expect((await get('/dev/outbox', '127.0.0.1')).statusCode).toBe(200);
    expect((await get('/dev/sms', '::1', { host: '[::1]:3000' })).statusCode).toBe(200);
    expect(
      (await get('/dev/outbox', '::ffff:127.0.0.1', { host: 'localhost:3000' })).statusCode,
    ).toBe(200);
  });

  it('are not found from another machine, whatever NODE_ENV says', async () => {
    for (const url of TOOLS) {
      const response = await get(url, '203.0.113.7');
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('outbox');
    }
  });

  it('refuse loopback connections relayed by a proxy or addressed to another host name', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      // A DNS name rebound to 127.0.0.1 by a web page the developer opened.
      { host: 'attacker.example:3000' },
    ]) {
      expect((await get('/dev/outbox', '127.0.0.1', headers)).statusCode).toBe(404);
    }
  });

  it('answer a signed-in admin from anywhere, and no other role', async () => {
    expect((await get('/dev/outbox', '203.0.113.7', bearer(adminToken))).statusCode).toBe(200);
    expect((await get('/dev/sms', '203.0.113.7', bearer(adminToken))).statusCode).toBe(200);
    for (const token of [prospectToken, ambassadorToken]) {
      expect((await get('/dev/outbox', '203.0.113.7', bearer(token))).statusCode).toBe(404);
    }
  });

  it('are not registered at all in production', async () => {
    const production = await buildTestApp({ env: 'production' });
    try {
      for (const url of TOOLS) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('loopback rules', () => {
  it('knows loopback addresses and host names', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '128.0.0.1',
      '1270.0.0.1',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      'quad.localhost',
      '127.0.0.1:80',
      '[::1]:3000',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['localhost.example.com', 'example.com', '10.0.0.1:3000', undefined]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});

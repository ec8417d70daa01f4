import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../core/config/config';
import { openTestDatabase } from '../../test/test-database';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildUserWithPassword, signIn } from '../../test/accounts-factories';
import { listen, openSocket } from '../../test/sockets';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
const base = '/api/v1/interactionSite';

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const info = (app: App, token: string) =>
  app.inject({ method: 'GET', url: `${base}/account/info`, headers: bearer(token) });
const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${base}${path}`, payload: payload as object, headers });

const open = (token: string) => openSocket(url, token, sockets);

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected) resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

describe('a revoked sign-in is refused at once', () => {
  it('after sign-out: the access token and open sockets of that sign-in, not of another', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const phone = await signIn(t.app, account.email);
    const laptop = await signIn(t.app, account.email);
    expect((await info(t.app, phone.token)).statusCode).toBe(200);
    const socket = await open(phone.token);
    const laptopSocket = await open(laptop.token);
    const closed = disconnected(socket);

    expect((await post('/auth/logout', { token: phone.refreshToken })).statusCode).toBe(200);

    const refused = await info(t.app, phone.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('You were signed out. Please sign in again.');
    expect(await closed).toBe('io server disconnect');
    await expect(open(phone.token)).rejects.toThrow(/not valid/);
    expect((await info(t.app, laptop.token)).statusCode).toBe(200);
    expect(laptopSocket.connected).toBe(true);
  });

  it('after sign-out with only the access token (no refresh token at hand)', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const session = await signIn(t.app, account.email);
    expect((await post('/auth/logout', {}, bearer(session.token))).statusCode).toBe(200);
    expect((await info(t.app, session.token)).statusCode).toBe(401);
    expect((await post('/auth/refreshTokens', { token: session.refreshToken })).statusCode).toBe(
      401,
    );
  });

  it('after a rotated refresh token is replayed: every access token of that family', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const first = await signIn(t.app, account.email);
    const rotated = await post('/auth/refreshTokens', { token: first.refreshToken });
    const second = rotated.json().data as { token: string };
    expect((await info(t.app, second.token)).statusCode).toBe(200);
    const socket = await open(second.token);
    const closed = disconnected(socket);

    expect(
      (await post('/auth/refreshTokens', { token: first.refreshToken })).json().error.code,
    ).toBe('REFRESH_TOKEN_REUSED');
    expect((await info(t.app, first.token)).statusCode).toBe(401);
    expect((await info(t.app, second.token)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
  });

  it('after the account is deleted', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const session = await signIn(t.app, account.email);
    const other = await signIn(t.app, account.email);
    const socket = await open(other.token);
    const closed = disconnected(socket);
    const deleted = await t.app.inject({
      method: 'PUT',
      url: `${base}/account/delete`,
      headers: bearer(session.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await info(t.app, session.token)).statusCode).toBe(401);
    expect((await info(t.app, other.token)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses tokens without an expiry or without a sign-in, even correctly signed', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const session = await signIn(t.app, account.email);
    const key = new TextEncoder().encode(t.app.ctx.config.jwtSecret);
    const claims = (await t.app.ctx.tokens.verifyAccess(session.token)).sessionId;
    const forever = await new SignJWT({ role: 'prospect', uni: null, sid: claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuer('quad')
      .setAudience('main')
      .setIssuedAt()
      .sign(key);
    expect((await info(t.app, forever)).statusCode).toBe(401);
    const anonymous = await new SignJWT({ role: 'prospect', uni: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuer('quad')
      .setAudience('main')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect((await info(t.app, anonymous)).statusCode).toBe(401);
    await expect(open(anonymous)).rejects.toThrow(/not valid/);
  });
});

describe.runIf(process.env.REDIS_URL)('revocation across nodes (Redis)', () => {
  it('a sign-out on one node is refused at once by another that had just accepted it', async () => {
    const database = await openTestDatabase();
    const config = testConfig({ redisUrl: process.env.REDIS_URL });
    const nodeA = await buildApp(config, { database });
    const nodeB = await buildApp(config, { database });
    try {
      await Promise.all([nodeA.ready(), nodeB.ready()]);
      const account = await buildUserWithPassword(database.db);
      const session = await signIn(nodeA, account.email);
      // Node B caches the sign-in as valid…
      expect((await info(nodeB, session.token)).statusCode).toBe(200);
      await nodeA.inject({
        method: 'POST',
        url: `${base}/auth/logout`,
        payload: { token: session.refreshToken },
      });
      // …and hears of the revocation from node A through Redis.
      await expect.poll(async () => (await info(nodeB, session.token)).statusCode).toBe(401);
    } finally {
      await nodeA.close();
      await nodeB.close();
      await database.close();
    }
  });
});

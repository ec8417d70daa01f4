import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildUniversity, tokenFor } from '../../test/factories';
import {
  bearer,
  buildUserWithPassword,
  freshAddress,
  signIn,
  TEST_PASSWORD,
} from '../../test/accounts-factories';
import { listen, openSocket } from '../../test/sockets';
import { COMMUNITY, communityPost, communitySignIn } from './community-test-support';

let t: TestApp;
let url: string;
let universityId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t.app);
  universityId = (await buildUniversity(t.database.db)).id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

type Methods = Record<string, unknown>;

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected) resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

describe('the widget and the community keep their sessions apart (spec §2, CONTRACT §11)', () => {
  it('every signed-in route refuses the other area’s token with a 401', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Methods>;
    };
    // An admin passes every role rule, so a 401 can only come from the area.
    const admin = await buildAdmin(t.database.db, universityId);
    const mainToken = await tokenFor(t.app, admin, 'main');
    const communityToken = await tokenFor(t.app, admin, 'community');
    let mainRoutes = 0;
    let communityRoutes = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const concrete = path.replace(/\{[^}]+\}/g, '1');
      const inCommunity = path.startsWith(COMMUNITY);
      for (const method of Object.keys(methods)) {
        const send = (headers: Record<string, string>) =>
          t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: concrete,
            headers,
            remoteAddress: freshAddress(),
          });
        if ((await send({})).statusCode !== 401) continue;
        const other = inCommunity ? mainToken : communityToken;
        const response = await send(bearer(other));
        expect(response.statusCode, `${method.toUpperCase()} ${path}`).toBe(401);
        if (inCommunity) communityRoutes += 1;
        else mainRoutes += 1;
      }
    }
    expect(mainRoutes).toBeGreaterThan(40);
    expect(communityRoutes).toBeGreaterThanOrEqual(3);
    // And each area's own token passes the gate.
    const own = await t.app.inject({
      method: 'GET',
      url: `${COMMUNITY}/account/info`,
      headers: bearer(communityToken),
    });
    expect(own.statusCode).toBe(200);
  });

  it('a community sign-out refuses its token at once, on HTTP and on open sockets, and leaves the widget’s', async () => {
    const account = await buildUserWithPassword(t.database.db, { universityId });
    const widget = await signIn(t.app, account.email);
    const community = await communitySignIn(t.app, {
      email: account.email,
      password: TEST_PASSWORD,
      universityId,
    });
    const communitySocket = await openSocket(url, community.token, sockets);
    const widgetSocket = await openSocket(url, widget.token, sockets);
    const closed = disconnected(communitySocket);

    const out = await communityPost(t.app, '/auth/logout', { token: community.refreshToken });
    expect(out.statusCode).toBe(200);

    const refused = await t.app.inject({
      method: 'GET',
      url: `${COMMUNITY}/account/info`,
      headers: bearer(community.token),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('You were signed out. Please sign in again.');
    expect(await closed).toBe('io server disconnect');
    await expect(openSocket(url, community.token, sockets)).rejects.toThrow(/not valid/);
    expect(widgetSocket.connected).toBe(true);
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/interactionSite/account/info',
      headers: bearer(widget.token),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('a widget sign-out leaves the community’s socket open', async () => {
    const account = await buildUserWithPassword(t.database.db, { universityId });
    const widget = await signIn(t.app, account.email);
    const community = await communitySignIn(t.app, {
      email: account.email,
      password: TEST_PASSWORD,
      universityId,
    });
    const communitySocket = await openSocket(url, community.token, sockets);
    const widgetSocket = await openSocket(url, widget.token, sockets);
    const closed = disconnected(widgetSocket);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/interactionSite/auth/logout',
      payload: { token: widget.refreshToken },
    });
    expect(await closed).toBe('io server disconnect');
    expect(communitySocket.connected).toBe(true);
  });
});

import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogEventsChannel } from '@quad/shared/events';
import { hashPassword } from '../../core/auth/passwords';
import { TEST_PASSWORD, bearer, signIn } from '../../test/accounts-factories';
import { buildIndividualDialog, outboxEvents } from '../../test/dialog-factories';
import { buildAmbassador, buildProspect } from '../../test/factories';
import { listen, openSocket } from '../../test/sockets';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const info = (token: string) =>
  call(t.app, 'GET', '/api/v1/interactionSite/account/info', bearer(token));
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (socket.disconnected) resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

describe('disabling an ambassador from the console', () => {
  it('signs them out everywhere at once, tells their chats, and refuses a new sign-in', async () => {
    const db = t.database.db;
    const { account } = await buildAmbassador(db, w.uni.id, {
      account: { passwordHash: await hashPassword(TEST_PASSWORD) },
    });
    const dialog = await buildIndividualDialog(db, await buildProspect(db), account);
    const session = await signIn(t.app, account.email);
    const socket = await openSocket(url, session.token, sockets);
    const closed = disconnected(socket);
    expect((await info(session.token)).statusCode).toBe(200);

    const response = await call(t.app, 'PATCH', `/api/v1/admin/people/${account.id}`, w.admin, {
      is_enabled: false,
    });

    expect(response.statusCode).toBe(200);
    expect((await info(session.token)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    const events = await outboxEvents(db, dialogEventsChannel(dialog.id));
    expect(events.at(-1)?.payload).toEqual({
      type: 'ambassadorDisabled',
      dialogId: dialog.id,
      userId: account.id,
      reason: 'disabledByAdmin',
    });
    const again = await call(
      t.app,
      'POST',
      '/api/v1/interactionSite/auth/login',
      {},
      {
        email: account.email,
        password: TEST_PASSWORD,
      },
    );
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('ACCOUNT_DISABLED');

    await call(t.app, 'PATCH', `/api/v1/admin/people/${account.id}`, w.admin, {
      is_enabled: true,
    });
    expect((await outboxEvents(db, dialogEventsChannel(dialog.id))).at(-1)?.payload).toEqual({
      type: 'ambassadorEnabled',
      dialogId: dialog.id,
      userId: account.id,
    });
    expect((await info((await signIn(t.app, account.email)).token)).statusCode).toBe(200);
  });

  it('leaves the sessions alone when only the profile is hidden', async () => {
    const db = t.database.db;
    const { account } = await buildAmbassador(db, w.uni.id, {
      account: { passwordHash: await hashPassword(TEST_PASSWORD) },
    });
    const session = await signIn(t.app, account.email);
    await call(t.app, 'PATCH', `/api/v1/admin/people/${account.id}`, w.admin, {
      is_published: false,
    });
    expect((await info(session.token)).statusCode).toBe(200);
  });
});

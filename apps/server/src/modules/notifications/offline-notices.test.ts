import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../../app';
import { testConfig, type Config } from '../../core/config/config';
import { accounts, offlineNotices } from '../../core/db/schema';
import { createWebhookSmsProvider, isRecordingProvider } from '../../core/sms/sms';
import { decodeMail } from '../../test/accounts-factories';
import { buildChatWorld, buildWorldChat, type ChatWorld } from '../../test/dialog-factories';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { listen, openSocket } from '../../test/sockets';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_NOTIFICATION_SETTINGS } from './notification-settings';
import { offlineNoticesOf } from './notifications.plugin';
import { startOfflineNoticeJob } from './offline-notices.job';
import { catchUpFromOutbox, sendDueNotices } from './offline-notices.service';
import { startPushService, type PushServicePeer } from './push-service.peer';
import { quietUntil } from './quiet-hours';
import { unsubscribeToken } from './unsubscribe-token';
import { listUnsubscribeHeaders } from '../../core/mail/mailer';

const base = '/api/v1/interactionSite';
let sink: SmtpSink;
let t: TestApp;
let world: ChatWorld;
let config: Partial<Config>;

beforeAll(async () => {
  sink = await startSmtpSink();
  config = {
    smtpUrl: sink.url,
    notifications: { ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: undefined },
  };
  t = await buildTestApp(config);
  world = await buildChatWorld(t.app);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const minutesFromNow = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

async function sendBurst(dialogId: number, count: number) {
  for (let i = 0; i < count; i += 1) {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${dialogId}/messages/prospect/send`,
      payload: { text: `Question ${i + 1}`, clientMessageId: `burst-${dialogId}-${i}` },
      headers: world.owner.headers,
    });
    expect(answer.statusCode).toBe(200);
  }
}

async function noticesOf(dialogId: number) {
  // Windows open as the outbox publishes; the catch-up reads the same events again.
  await catchUpFromOutbox(offlineNoticesOf(t.app.ctx).deps);
  return world.db.select().from(offlineNotices).where(eq(offlineNotices.dialogId, dialogId));
}

const mailsTo = (to: string) => sink.received.filter((mail) => mail.to.includes(to));

async function settle() {
  await t.app.ctx.mail.flush();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('offline notices', () => {
  it('tells an away member once of a burst of 20 messages, after 5 minutes, by mail', async () => {
    const dialog = await buildWorldChat(world);
    await sendBurst(dialog.id, 20);
    const notices = await noticesOf(dialog.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ accountId: world.member.account.id, fromSeq: 1, toSeq: 20 });

    const { deps } = offlineNoticesOf(t.app.ctx);
    expect(await sendDueNotices({ ...deps, clock: minutesFromNow(4) })).toBe(0);
    expect(await sendDueNotices({ ...deps, clock: minutesFromNow(6) })).toBe(1);
    const mail = await sink.waitFor(world.member.account.email);
    const body = decodeMail(mail.raw);
    expect(body).toContain('Sofia Rossi wrote 20 messages to you');
    expect(body).toContain(`/interaction/dialogs/${dialog.id}`);
    expect(body).toMatch(/notifications\/unsubscribe\?token=\d+\.[\w-]+/);
    // In the HTML part the link is a link, named by what it does.
    expect(body).toMatch(/<a href="[^"]+unsubscribe\?token=[^"]+"[^>]*>Stop these emails<\/a>/);
    // Mail apps offer their own one-click unsubscribe (RFC 2369, RFC 8058) with the same link.
    const unsubscribeHeader = /^List-Unsubscribe:\s+<(\S+)>\r?$/m.exec(mail.raw)?.[1];
    expect(unsubscribeHeader).toMatch(
      /\/api\/v1\/public\/notifications\/unsubscribe\?token=\d+\.[\w-]+$/,
    );
    expect(body).toContain(unsubscribeHeader);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The same database, a second app (a restart): nothing is sent again.
    const again = await buildApp(testConfig(config), { database: t.database });
    await again.ready();
    try {
      const second = offlineNoticesOf(again.ctx).deps;
      await catchUpFromOutbox(second);
      expect(await sendDueNotices({ ...second, clock: minutesFromNow(30) })).toBe(0);
    } finally {
      await again.close();
    }
    await settle();
    expect(mailsTo(world.member.account.email)).toHaveLength(1);
    expect(await noticesOf(dialog.id)).toHaveLength(1);
  });

  it('a window a crash left unopened is opened from the outbox, as one window', async () => {
    const dialog = await buildWorldChat(world);
    await sendBurst(dialog.id, 4);
    await noticesOf(dialog.id);
    // As if the node stopped between publishing the messages and opening the window.
    await world.db.delete(offlineNotices).where(eq(offlineNotices.dialogId, dialog.id));
    expect(await catchUpFromOutbox(offlineNoticesOf(t.app.ctx).deps)).toBe(1);
    const notices = await noticesOf(dialog.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ fromSeq: 1, toSeq: 4, senderId: world.owner.account.id });
    // Again: nothing more.
    expect(await catchUpFromOutbox(offlineNoticesOf(t.app.ctx).deps)).toBeLessThanOrEqual(1);
    expect(await noticesOf(dialog.id)).toHaveLength(1);
    // Its one mail goes now, so the next test counts only its own.
    await sendDueNotices({ ...offlineNoticesOf(t.app.ctx).deps, clock: minutesFromNow(6) });
    await settle();
  });

  it('sends nothing to a member who read the messages in time', async () => {
    const dialog = await buildWorldChat(world);
    await sendBurst(dialog.id, 2);
    expect(await noticesOf(dialog.id)).toHaveLength(1);
    const read = await t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${dialog.id}/read`,
      payload: { seq: 2 },
      headers: world.member.headers,
    });
    expect(read.statusCode).toBe(200);
    const before = mailsTo(world.member.account.email).length;
    const { deps } = offlineNoticesOf(t.app.ctx);
    await sendDueNotices({ ...deps, clock: minutesFromNow(6) });
    const [notice] = await noticesOf(dialog.id);
    await settle();
    expect(mailsTo(world.member.account.email)).toHaveLength(before);
    expect(notice?.outcome).toBe('read');
  });

  it('the one-click link in the mail turns notices off; a later burst sends nothing', async () => {
    const mail = mailsTo(world.member.account.email)[0];
    const link = /(\/api\/v1\/public\/notifications\/unsubscribe\?token=[\w.-]+)/.exec(
      decodeMail(mail?.raw ?? ''),
    )?.[1];
    expect(link).toBeDefined();
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/notifications/unsubscribe?token=${world.member.account.id}.forged-signature`,
    });
    expect(forged.statusCode).toBe(400);
    const clicked = await t.app.inject({ method: 'GET', url: link ?? '' });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain('no longer get emails');

    const before = mailsTo(world.member.account.email).length;
    const dialog = await buildWorldChat(world);
    await sendBurst(dialog.id, 1);
    await noticesOf(dialog.id);
    await sendDueNotices({ ...offlineNoticesOf(t.app.ctx).deps, clock: minutesFromNow(6) });
    const [notice] = await noticesOf(dialog.id);
    expect(notice?.outcome).toBe('off');
    await settle();
    expect(mailsTo(world.member.account.email)).toHaveLength(before);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const url = (token: string) => `/api/v1/public/notifications/unsubscribe?token=${token}`;
  const oneClick = (token: string, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const mailingOf = async (accountId: number) => {
    const [row] = await world.db
      .select({ data: accounts.notificationData })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row?.data;
  };

  it("a mail app's POST turns the account's notices off; a forged token or another body changes nothing", async () => {
    const { secretsKey } = t.app.ctx.config;
    const token = unsubscribeToken(secretsKey, world.owner.account.id);
    const before = await mailingOf(world.owner.account.id);
    expect((await oneClick(token, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect((await oneClick(`${world.owner.account.id}.forged-signature`)).statusCode).toBe(400);
    expect(await mailingOf(world.owner.account.id)).toEqual(before);
    const done = await oneClick(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, data: { unsubscribed: true } });
    expect(await mailingOf(world.owner.account.id)).toMatchObject({ offline_notices: false });
  });

  it('other mails carry no List-Unsubscribe header', () => {
    expect(listUnsubscribeHeaders('<p><a href="https://quad.example/reset">Reset</a></p>')).toBe(
      undefined,
    );
    expect(
      listUnsubscribeHeaders(
        '<a href="https://quad.example/u?token=1.x&amp;a=b" style="c" data-list-unsubscribe>Stop</a>',
      ),
    ).toEqual({
      'List-Unsubscribe': '<https://quad.example/u?token=1.x&a=b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('the offline-notice job', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('its own timer sends a notice once the clock passes the delay (fake clock)', async () => {
    const dialog = await buildWorldChat(world);
    await world.db
      .update(accounts)
      .set({ notificationData: {} })
      .where(eq(accounts.id, world.member.account.id));
    await sendBurst(dialog.id, 3);
    expect(await noticesOf(dialog.id)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { deps } = offlineNoticesOf(t.app.ctx);
    const quietOutbox = {
      onPublished: () => undefined,
      flush: async () => undefined,
      stop: () => undefined,
    };
    const job = startOfflineNoticeJob({ ...deps, clock: () => new Date() }, quietOutbox, {
      sweepMs: 15_000,
    });
    try {
      vi.setSystemTime(Date.now() + 4 * 60_000);
      await vi.advanceTimersByTimeAsync(15_000);
      await job.idle();
      expect((await noticesOf(dialog.id))[0]?.settledAt).toBeNull();

      vi.setSystemTime(Date.now() + 2 * 60_000);
      await vi.advanceTimersByTimeAsync(15_000);
      await job.idle();
      expect((await noticesOf(dialog.id))[0]?.outcome).toBe('email');
    } finally {
      job.stop();
    }
  });
});

describe('time away', () => {
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it("starts when a person's socket goes away", async () => {
    const url = await listen(t.app);
    const socket = await openSocket(url, world.nonMember.token, sockets);
    const before = Date.now();
    socket.disconnect();
    await expect
      .poll(async () => {
        const [row] = await world.db
          .select({ lastSeenAt: accounts.lastSeenAt })
          .from(accounts)
          .where(eq(accounts.id, world.nonMember.account.id));
        return row?.lastSeenAt?.getTime() ?? 0;
      })
      .toBeGreaterThanOrEqual(before - 1000);
  });

  it('someone who left just before the message is told once they have been away the delay', async () => {
    await world.db
      .update(accounts)
      .set({ notificationData: {}, lastSeenAt: new Date(Date.now() + 3 * 60_000) })
      .where(eq(accounts.id, world.member.account.id));
    const dialog = await buildWorldChat(world);
    await sendBurst(dialog.id, 1);
    await noticesOf(dialog.id);
    const { deps } = offlineNoticesOf(t.app.ctx);
    expect(await sendDueNotices({ ...deps, clock: minutesFromNow(6) })).toBe(0);
    const [waiting] = await noticesOf(dialog.id);
    expect(waiting?.settledAt).toBeNull();
    expect(waiting?.dueAt.getTime()).toBeGreaterThan(Date.now() + 7 * 60_000);
    expect(await sendDueNotices({ ...deps, clock: minutesFromNow(9) })).toBe(1);
    expect((await noticesOf(dialog.id))[0]?.outcome).toBe('email');
  });
});

describe('offline notices by text message', () => {
  it('a prospect who chose text messages gets one text through the SMS gateway', async () => {
    await world.db
      .update(accounts)
      .set({
        phoneCountry: '+44',
        phoneNumber: '07700 900123',
        phoneVerified: true,
        notificationData: { method: 'sms', is_verified: true },
      })
      .where(eq(accounts.id, world.owner.account.id));
    const dialog = await buildWorldChat(world);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${dialog.id}/messages/send`,
      payload: { text: 'Welcome!' },
      headers: world.member.headers,
    });
    expect(sent.statusCode).toBe(200);
    await noticesOf(dialog.id);
    const { deps } = offlineNoticesOf(t.app.ctx);
    await sendDueNotices({ ...deps, clock: minutesFromNow(6) });
    await sendDueNotices({ ...deps, clock: minutesFromNow(12) });
    if (!isRecordingProvider(deps.sms)) throw new Error('tests record texts');
    const texts = deps.sms.messages.filter((m) => m.to === '+447700900123');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain(`/interaction/dialogs/${dialog.id}`);
    expect(texts[0]?.text).toContain('Amara Okafor sent you a message');
  });
});

describe('offline notices through the SMS gateway', () => {
  it('a text the gateway refuses is tried again and sent once', async () => {
    const received: { to: string; text: string }[] = [];
    let refuseNext = true;
    const gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (refuseNext) {
          refuseNext = false;
          response.statusCode = 503;
          return response.end();
        }
        received.push(JSON.parse(body) as { to: string; text: string });
        response.statusCode = 200;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    try {
      const dialog = await buildWorldChat(world);
      const sent = await t.app.inject({
        method: 'POST',
        url: `${base}/dialogs/${dialog.id}/messages/send`,
        payload: { text: 'Are you still there?' },
        headers: world.member.headers,
      });
      expect(sent.statusCode).toBe(200);
      await noticesOf(dialog.id);
      const deps = {
        ...offlineNoticesOf(t.app.ctx).deps,
        sms: createWebhookSmsProvider({
          webhookUrl: `http://127.0.0.1:${port}/sms`,
          token: undefined,
        }),
      };
      await sendDueNotices({ ...deps, clock: minutesFromNow(6) });
      expect(received).toHaveLength(0);
      expect((await noticesOf(dialog.id))[0]?.settledAt).toBeNull();
      // The retry waits a minute; then it goes, once.
      await sendDueNotices({ ...deps, clock: minutesFromNow(8) });
      await sendDueNotices({ ...deps, clock: minutesFromNow(20) });
      expect(received).toEqual([
        { to: '+447700900123', text: expect.stringContaining(`/interaction/dialogs/${dialog.id}`) },
      ]);
      expect((await noticesOf(dialog.id))[0]?.outcome).toBe('sms');
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

describe('offline notices by push', () => {
  let peer: PushServicePeer;
  beforeAll(async () => {
    const key = await t.app.inject({ method: 'GET', url: `${base}/webPush/publicKey` });
    peer = await startPushService(key.json().data.publicKey);
  });
  afterAll(() => peer.close());

  it('a subscribed prospect gets one encrypted push that opens the dialog', async () => {
    const browser = peer.browser();
    await t.app.inject({
      method: 'POST',
      url: `${base}/webPush/subscribe`,
      payload: browser,
      headers: world.owner.headers,
    });
    const dialog = await buildWorldChat(world);
    for (const text of ['Hi Sofia', 'Happy to help']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `${base}/dialogs/${dialog.id}/messages/send`,
        payload: { text },
        headers: world.member.headers,
      });
      expect(sent.statusCode).toBe(200);
    }
    await noticesOf(dialog.id);
    await sendDueNotices({ ...offlineNoticesOf(t.app.ctx).deps, clock: minutesFromNow(6) });
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]?.payload).toMatchObject({
      title: 'New message from Amara Okafor',
      body: 'You have 2 new messages.',
      dialogId: dialog.id,
    });
    expect(peer.received[0]?.headers.topic).toBe(`d${dialog.id}`);
  });
});

describe('quiet hours', () => {
  const quiet = { from: 22, to: 7 };
  it('hold a notice until 07:00 in the person’s own time zone', () => {
    const lateInRome = new Date('2026-03-02T22:30:00Z'); // 23:30 in Rome
    expect(quietUntil(lateInRome, 'Europe/Rome', quiet)?.toISOString()).toBe(
      '2026-03-03T06:00:00.000Z',
    );
    expect(quietUntil(new Date('2026-03-02T12:00:00Z'), 'Europe/Rome', quiet)).toBeNull();
    expect(quietUntil(lateInRome, 'America/New_York', quiet)).toBeNull();
  });
});

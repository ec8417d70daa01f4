import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushSubscriptions } from '../../core/db/schema';
import { tokenFor } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildChatWorld, type ChatWorld } from '../../test/dialog-factories';
import { createPushSender } from './web-push-sender';
import { vapidKeys, vapidSubject } from './notification-settings';
import { startPushService, type PushServicePeer } from './push-service.peer';

const base = '/api/v1/interactionSite';
let t: TestApp;
let world: ChatWorld;
let peer: PushServicePeer;
let publicKey: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildChatWorld(t.app);
  const answer = await t.app.inject({ method: 'GET', url: `${base}/webPush/publicKey` });
  publicKey = answer.json().data.publicKey;
  peer = await startPushService(publicKey);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

const subscribe = (body: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/webPush/subscribe`,
    payload: body as object,
    ...(headers ? { headers } : {}),
  });

describe('web push subscriptions', () => {
  it('hands out the one public application key of the site', () => {
    expect(publicKey).toMatch(/^[\w-]{87}$/);
    expect(vapidKeys(t.app.ctx.config).publicKey).toBe(publicKey);
  });

  it('creates a subscription once and fetches it the second time', async () => {
    const browser = peer.browser();
    const first = await subscribe(browser, world.owner.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ subscribed: true, created: true });
    const again = await subscribe(browser, world.owner.headers);
    expect(again.json().data).toEqual({ subscribed: true, created: false });
    const rows = await world.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accountId).toBe(world.owner.account.id);
  });

  it('refuses a guest (401) and bad keys (400) and stores nothing', async () => {
    const browser = peer.browser();
    expect((await subscribe(browser)).statusCode).toBe(401);
    const bad = await subscribe(
      { ...browser, keys: { p256dh: 'not a key!', auth: browser.keys.auth } },
      world.owner.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toContain('p256dh');
    const rows = await world.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows).toHaveLength(0);
  });

  it("refuses a community session (the widget's own sign-in is needed)", async () => {
    const token = await tokenFor(t.app, world.owner.account, 'community');
    const answer = await subscribe(peer.browser(), { authorization: `Bearer ${token}` });
    expect(answer.statusCode).toBe(401);
  });

  it("refuses to remove another person's subscription (404) and removes one's own", async () => {
    const browser = peer.browser();
    await subscribe(browser, world.owner.headers);
    const unsubscribe = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/webPush/unsubscribe`,
        payload: { endpoint: browser.endpoint },
        headers,
      });
    expect((await unsubscribe(world.member.headers)).statusCode).toBe(404);
    const own = await unsubscribe(world.owner.headers);
    expect(own.json().data).toEqual({ unsubscribed: true });
    expect((await unsubscribe(world.owner.headers)).statusCode).toBe(404);
  });

  it('sends a push the push service verifies (VAPID ES256 JWT) and the browser decrypts', async () => {
    const browser = peer.browser();
    const sender = createPushSender(vapidKeys(t.app.ctx.config), vapidSubject(t.app.ctx.config));
    const payload = {
      title: 'New message from Amara',
      body: 'You have a new message.',
      dialogId: 7,
      url: 'http://x/1/interaction/dialogs/7',
      tag: 'dialog-7',
    };
    const outcome = await sender.send(
      { endpoint: browser.endpoint, ...browser.keys },
      payload,
      'd7',
    );
    expect(outcome).toBe('sent');
    const got = peer.received.at(-1);
    expect(got?.payload).toEqual(payload);
    expect(got?.claims.sub).toMatch(/^mailto:/);
    expect(got?.headers.topic).toBe('d7');
    expect(Number(got?.headers.ttl)).toBeGreaterThan(0);
  });

  it('a push signed with another key is refused by the push service', async () => {
    const browser = peer.browser();
    const before = peer.received.length;
    const stranger = createPushSender(
      { publicKey, privateKey: webpush.generateVAPIDKeys().privateKey },
      'mailto:someone@example.com',
    );
    const outcome = await stranger.send(
      { endpoint: browser.endpoint, ...browser.keys },
      { title: '', body: '', dialogId: 1, url: '', tag: '' },
      'd1',
    );

    expect(outcome).toBe('failed');
    expect(peer.received).toHaveLength(before);
  });
});

describe('notice settings', () => {
  it('turns offline notices off with a time zone, and refuses an unknown zone', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/notifications/settings`,
        payload,
        headers: world.member.headers,
      });
    const off = await put({ offlineNotices: false, timeZone: 'Europe/Rome' });
    expect(off.json().data).toEqual({
      offlineNotices: false,
      timeZone: 'Europe/Rome',
      hasSentMessage: false,
    });
    const bad = await put({ offlineNotices: true, timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: `${base}/notifications/settings`,
      headers: world.member.headers,
    });
    expect(read.json().data.offlineNotices).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/notifications/settings` })).statusCode,
    ).toBe(401);
  });
});

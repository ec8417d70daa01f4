import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../core/auth/secret-box';
import { liveEventRegistrations } from '../../core/db/schema';
import { buildLiveEvent } from '../../test/content-factories';
import { buildIndividualDialog, buildMessages } from '../../test/dialog-factories';
import { buildAmbassador, buildProspect } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';
import { createWebhookRelay, MAX_WEBHOOK_ATTEMPTS, type WebhookRelay } from './webhooks-relay';
import { isPrivateAddress } from './webhooks-address';
import { verifyWebhook } from './webhooks-signing';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on this machine that answers with the statuses it is told, in turn. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let w: ConsoleWorld;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let relay: WebhookRelay;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  receiver = await startReceiver();
  relay = createWebhookRelay({
    db: t.database.db,
    secrets: createSecretBox(t.app.ctx.config.secretsKey),
    log: t.app.log,
    sweepMs: null,
    // No waiting between attempts: the test flushes once per attempt.
    backoffSeconds: () => 0,
    // The receiver is on this machine; production refuses that (tested below).
    allowPrivateAddresses: true,
  });
});
afterAll(async () => {
  await relay.stop();
  await receiver.close();
  await t.close();
});

const base = '/api/v1/admin/webhooks';
const create = (headers: Record<string, string>, body: object) =>
  call(t.app, 'POST', base, headers, body);
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;
const deliveries = async (query = '') =>
  (await call(t.app, 'GET', `${base}/deliveries${query}`, w.admin)).json().data;

/** A fresh receiver of the test's university for the given events; its secret. */
async function addReceiver(events: string[]) {
  const created = await create(w.admin, { url: receiver.url, events });
  expect(created.statusCode).toBe(200);
  return created.json().data as { endpoint: { id: number }; secret: string };
}
const switchOff = (id: number) =>
  call(t.app, 'PATCH', `${base}/${id}`, w.admin, { is_enabled: false });

describe('webhooks', () => {
  it('asks for a token, refuses other roles, and keeps each university to its own receivers', async () => {
    expect((await call(t.app, 'GET', base)).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await call(t.app, 'GET', base, headers)).statusCode).toBe(403);
      expect(
        (await create(headers, { url: receiver.url, events: ['dialog.created'] })).statusCode,
      ).toBe(403);
      expect((await call(t.app, 'GET', `${base}/deliveries`, headers)).statusCode).toBe(403);
    }
    const { endpoint } = await addReceiver(['dialog.created']);
    expect((await call(t.app, 'GET', base, w.otherAdmin)).json().data.endpoints).toEqual([]);
    expect(
      (await call(t.app, 'PATCH', `${base}/${endpoint.id}`, w.otherAdmin, { is_enabled: false }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `${base}/${endpoint.id}`, w.otherAdmin)).statusCode).toBe(
      404,
    );
    const removed = await call(t.app, 'DELETE', `${base}/${endpoint.id}`, w.admin);
    expect(removed.json().data).toEqual({ removed: true });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const total = await auditTotal();
    for (const body of [
      { url: 'not a url', events: ['dialog.created'] },
      { url: 'ftp://example.com/x', events: ['dialog.created'] },
      { url: 'https://user:pw@example.com/x', events: ['dialog.created'] },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['account.deleted'] },
    ]) {
      expect((await create(w.admin, body)).statusCode).toBe(400);
    }
    expect((await call(t.app, 'PATCH', `${base}/1`, w.admin, {})).statusCode).toBe(400);
    expect(await auditTotal()).toBe(total);
  });

  it('shows the secret once, at creation, and audits the change', async () => {
    const { endpoint, secret } = await addReceiver(['prospect.registered']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await call(t.app, 'GET', base, w.admin);
    expect(listed.body).not.toContain(secret.slice(6));
    expect(listed.json().data.endpoints).toContainEqual(
      expect.objectContaining({ id: endpoint.id, url: receiver.url, is_enabled: true }),
    );
    const latest = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(latest).toMatchObject({ action: 'webhook.create', target: `webhook:${endpoint.id}` });
    expect(JSON.stringify(latest)).not.toContain(secret.slice(6));
    await switchOff(endpoint.id);
  });

  it('signs a registration and retries a receiver that fails twice until it answers', async () => {
    const { endpoint, secret } = await addReceiver(['prospect.registered']);
    const prospect = await buildProspect(t.database.db, {
      universityId: w.uni.id,
      name: 'Lina',
      utm: { source: 'instagram', medium: 'social', campaign: 'open-day' },
    });
    // Another university's prospect is not this receiver's business.
    await buildProspect(t.database.db, { universityId: w.other.id });
    receiver.received.length = 0;
    receiver.answers.push(500, 503);

    await relay.flush();
    await relay.flush();
    await relay.flush();
    await relay.flush();

    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids).toEqual(new Set([`msg_prospect_registered_${prospect.id}`]));
    for (const request of receiver.received) {
      // Standard Webhooks, computed here by hand: base64 HMAC-SHA256 of id.timestamp.body.
      const signed = `${String(request.headers['webhook-id'])}.${String(request.headers['webhook-timestamp'])}.${request.body}`;
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      expect(request.headers['webhook-signature']).toBe(
        `v1,${createHmac('sha256', key).update(signed).digest('base64')}`,
      );
      expect(
        verifyWebhook(
          secret,
          {
            id: String(request.headers['webhook-id']),
            timestamp: String(request.headers['webhook-timestamp']),
            signature: String(request.headers['webhook-signature']),
          },
          request.body,
        ),
      ).toBe(true);
      // A body changed on the way fails the check.
      expect(
        verifyWebhook(
          secret,
          {
            id: String(request.headers['webhook-id']),
            timestamp: String(request.headers['webhook-timestamp']),
            signature: String(request.headers['webhook-signature']),
          },
          request.body.replace('Lina', 'Nina'),
        ),
      ).toBe(false);
    }
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'prospect.registered',
      data: {
        prospect: { id: prospect.id, name: 'Lina', utm: { source: 'instagram' } },
        university_id: w.uni.id,
      },
    });
    const log = await deliveries(`?endpoint_id=${endpoint.id}`);
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        event_type: 'prospect.registered',
        status: 'delivered',
        attempts: 3,
        last_status_code: 200,
      }),
    ]);
    await switchOff(endpoint.id);
  });

  it('retries in the order the events happened and gives up after the last attempt', async () => {
    const { endpoint } = await addReceiver(['prospect.registered']);
    const first = await buildProspect(t.database.db, { universityId: w.uni.id });
    const second = await buildProspect(t.database.db, { universityId: w.uni.id });
    receiver.received.length = 0;
    receiver.answers.push(500, 500);
    await relay.flush();
    expect(receiver.received).toHaveLength(2);
    await relay.flush();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      `msg_prospect_registered_${first.id}`,
      `msg_prospect_registered_${second.id}`,
      `msg_prospect_registered_${first.id}`,
      `msg_prospect_registered_${second.id}`,
    ]);

    const third = await buildProspect(t.database.db, { universityId: w.uni.id });
    receiver.received.length = 0;
    receiver.answers.push(...Array<number>(MAX_WEBHOOK_ATTEMPTS + 2).fill(500));
    for (let i = 0; i < MAX_WEBHOOK_ATTEMPTS + 2; i += 1) await relay.flush();
    expect(
      receiver.received.filter(
        (r) => r.headers['webhook-id'] === `msg_prospect_registered_${third.id}`,
      ),
    ).toHaveLength(MAX_WEBHOOK_ATTEMPTS);
    const failed = (await deliveries(`?endpoint_id=${endpoint.id}&status=failed`)).deliveries;
    expect(failed).toEqual([
      expect.objectContaining({
        attempts: MAX_WEBHOOK_ATTEMPTS,
        last_status_code: 500,
        next_attempt_at: null,
      }),
    ]);
    receiver.answers.length = 0;
    await switchOff(endpoint.id);
  });

  it('sends new chats, first replies and live-event registrations', async () => {
    const { endpoint } = await addReceiver([
      'dialog.created',
      'message.first_reply',
      'live_event.registered',
    ]);
    const db = t.database.db;
    const prospect = await buildProspect(db, { universityId: w.uni.id });
    const { account: ambassador } = await buildAmbassador(db, w.uni.id);
    const dialog = await buildIndividualDialog(db, prospect, ambassador);
    await buildMessages(db, dialog.id, prospect, 1);
    const [reply] = await buildMessages(db, dialog.id, ambassador, 2);
    const { event: liveEvent } = await buildLiveEvent(db, { universityId: w.uni.id });
    await db
      .insert(liveEventRegistrations)
      .values({ liveEventId: liveEvent.id, accountId: prospect.id });
    receiver.received.length = 0;

    await relay.flush();
    await relay.flush();

    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((body) => body.type).sort()).toEqual([
      'dialog.created',
      'live_event.registered',
      'message.first_reply',
    ]);
    expect(bodies.find((body) => body.type === 'message.first_reply').data).toMatchObject({
      dialog_id: dialog.id,
      message_id: reply!.id,
      ambassador_id: ambassador.id,
      prospect_id: prospect.id,
    });
    expect(bodies.find((body) => body.type === 'live_event.registered').data).toMatchObject({
      live_event_id: liveEvent.id,
      prospect_id: prospect.id,
    });
    await switchOff(endpoint.id);
  });

  it('in production, refuses receivers on this machine or a private network', async () => {
    const { endpoint } = await addReceiver(['prospect.registered']);
    const guarded = createWebhookRelay({
      db: t.database.db,
      secrets: createSecretBox(t.app.ctx.config.secretsKey),
      log: t.app.log,
      sweepMs: null,
      allowPrivateAddresses: false,
    });
    await buildProspect(t.database.db, { universityId: w.uni.id });
    receiver.received.length = 0;
    await guarded.flush();
    await guarded.stop();
    expect(receiver.received).toHaveLength(0);
    const [refused] = (await deliveries(`?endpoint_id=${endpoint.id}`)).deliveries;
    expect(refused).toMatchObject({
      status: 'failed',
      last_error: "The receiver's address 127.0.0.1 is on a private network.",
    });
    expect(isPrivateAddress('10.1.2.3')).toBe(true);
    expect(isPrivateAddress('::ffff:192.168.0.1')).toBe(true);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:2800:220:1::')).toBe(false);
    await switchOff(endpoint.id);
  });
});

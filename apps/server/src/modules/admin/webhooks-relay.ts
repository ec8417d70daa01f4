import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_EVENT_TYPES } from '@quad/shared/contracts/admin-webhooks';
import type { SecretBox } from '../../core/auth/secret-box';
import type { Db } from '../../core/db/client';
import { coalesce } from '../../core/events/coalesce';
import { WEBHOOK_SOURCES } from './webhooks-sources.repository';
import { refusedAddress } from './webhooks-address';
import { signWebhook } from './webhooks-signing';
import {
  claimDueDeliveries,
  findEnabledEndpoints,
  findEndpointsByIds,
  insertDeliveries,
  markAttemptFailed,
  markDelivered,
  readCursor,
  writeCursor,
  type DeliveryInsert,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.repository';

/** Attempts before a delivery is given up (the first and seven retries). */
export const MAX_WEBHOOK_ATTEMPTS = 8;
/** Seconds to wait after the n-th failed attempt: 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h. */
const BACKOFF_SECONDS = [10, 60, 300, 1800, 7200, 21_600, 43_200];
const CLAIM_BATCH = 20;
/** A claimed delivery is retried after this long if its sender died mid-request. */
const CLAIM_SECONDS = 60;
const REQUEST_TIMEOUT_MS = 10_000;

/** The purpose a receiver's secret is sealed under. */
export const webhookSecretPurpose = (universityId: number) => `webhook:${universityId}`;

export interface WebhookRelay {
  /** Reads new events from the tables, then sends what is due. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export interface WebhookRelayDeps {
  db: Db;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  /** Null: no timer; the caller flushes (tests drive the relay themselves). */
  sweepMs: number | null;
  /** Seconds to wait after the given failed attempt (1-based). */
  backoffSeconds?: (attempt: number) => number;
  /** Let receivers on this machine or a private network be called (development and tests). */
  allowPrivateAddresses: boolean;
}

const defaultBackoff = (attempt: number) =>
  BACKOFF_SECONDS[Math.min(attempt, BACKOFF_SECONDS.length) - 1] ?? 43_200;

/** Turns new rows of the source tables into queued deliveries, one transaction per event type. */
export async function scanWebhookSources(db: Db): Promise<void> {
  const endpoints = await findEnabledEndpoints(db);
  for (const type of WEBHOOK_EVENT_TYPES) {
    const cursor = await readCursor(db, type);
    const scan = await WEBHOOK_SOURCES[type](db, cursor);
    const listening = endpoints.filter((endpoint) => endpoint.events.includes(type));
    const rows: DeliveryInsert[] = [];
    for (const event of scan.events) {
      for (const endpoint of listening) {
        // A receiver hears what happens after it was added, not the history before it.
        if (endpoint.universityId !== event.universityId) continue;
        if (event.occurredAt < endpoint.createdAt) continue;
        rows.push({
          endpointId: endpoint.id,
          universityId: endpoint.universityId,
          eventType: type,
          webhookId: `msg_${type.replace('.', '_')}_${event.key}`,
          payload: event.data,
        });
      }
    }
    if (rows.length === 0 && scan.cursor === cursor) continue;
    await db.transaction(async (tx) => {
      await insertDeliveries(tx, rows);
      if (scan.cursor !== cursor) await writeCursor(tx, type, scan.cursor);
    });
  }
}

/** The request body: the Standard Webhooks envelope, the same bytes on every attempt. */
export function webhookBody(delivery: Pick<DeliveryRow, 'eventType' | 'payload' | 'createdAt'>) {
  return JSON.stringify({
    type: delivery.eventType,
    timestamp: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
}

/** Posts one claimed delivery, outside any transaction, and records what happened. */
async function send(
  deps: WebhookRelayDeps,
  delivery: DeliveryRow,
  endpoint: EndpointRow | undefined,
): Promise<void> {
  const backoff = deps.backoffSeconds ?? defaultBackoff;
  const fail = (statusCode: number | null, error: string) =>
    markAttemptFailed(deps.db, delivery.id, {
      statusCode,
      error,
      retryInSeconds: delivery.attempts >= MAX_WEBHOOK_ATTEMPTS ? null : backoff(delivery.attempts),
    });
  const secret =
    endpoint && deps.secrets.open(endpoint.secret, webhookSecretPurpose(endpoint.universityId));
  if (!endpoint || !endpoint.isEnabled || !secret) {
    await markAttemptFailed(deps.db, delivery.id, {
      statusCode: null,
      error:
        !endpoint || !endpoint.isEnabled
          ? 'The receiver is switched off.'
          : 'The secret cannot be read.',
      retryInSeconds: null,
    });
    return;
  }
  const body = webhookBody(delivery);
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const refused = deps.allowPrivateAddresses ? null : await refusedAddress(endpoint.url);
    if (refused) {
      await markAttemptFailed(deps.db, delivery.id, {
        statusCode: null,
        error: refused,
        retryInSeconds: null,
      });
      return;
    }
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Quad-Webhooks/1',
        'webhook-id': delivery.webhookId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, delivery.webhookId, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) {
      await markDelivered(deps.db, delivery.id, response.status);
    } else {
      await fail(response.status, `The receiver answered HTTP ${response.status}.`);
    }
  } catch (error) {
    deps.log.warn({ err: error, deliveryId: delivery.id }, 'webhook not delivered; will retry');
    await fail(null, (error as Error).message || 'The receiver could not be reached.');
  }
}

/** Sends due deliveries until none is left. */
async function sendDue(deps: WebhookRelayDeps): Promise<void> {
  for (;;) {
    const claimed = await claimDueDeliveries(deps.db, CLAIM_BATCH, CLAIM_SECONDS);
    const endpoints = new Map(
      (await findEndpointsByIds(deps.db, [...new Set(claimed.map((row) => row.endpointId))])).map(
        (row) => [row.id, row],
      ),
    );
    for (const delivery of claimed) await send(deps, delivery, endpoints.get(delivery.endpointId));
    if (claimed.length < CLAIM_BATCH) return;
  }
}

/** The webhook outbox's relay: scans the tables for events, then delivers with back-off. */
export function createWebhookRelay(deps: WebhookRelayDeps): WebhookRelay {
  const { run: flush, idle } = coalesce(
    async () => {
      await scanWebhookSources(deps.db);
      await sendDue(deps);
    },
    (error) => deps.log.error({ err: error }, 'webhook relay failed; the sweep will retry'),
  );
  const timer = deps.sweepMs === null ? null : setInterval(() => void flush(), deps.sweepMs);
  timer?.unref();
  return {
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await idle();
    },
  };
}

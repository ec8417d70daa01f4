import type {
  WebhookDelivery,
  WebhookDeliveryListQuery,
  WebhookEndpoint,
  WebhookEndpointChange,
  WebhookEndpointCreate,
  WebhookEventType,
} from '@quad/shared/contracts/admin-webhooks';
import { MAX_WEBHOOK_ENDPOINTS } from '@quad/shared/contracts/admin-webhooks';
import type { SecretBox } from '../../core/auth/secret-box';
import { commit } from '../../core/db/transaction';
import { ConflictError, NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import type { AdminActor } from './admin-actor';
import { audit, changedFields } from './audit.service';
import { webhookSecretPurpose } from './webhooks-relay';
import { newWebhookSecret } from './webhooks-signing';
import {
  deleteEndpoint,
  findDeliveryPage,
  findEndpoint,
  findEndpoints,
  insertEndpoint,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.repository';
import { problem } from '../../core/errors/problems';

export type WebhooksContext = Pick<ServiceContext, 'db' | 'after'> & { secrets: SecretBox };

/** Receiver record → the console's shape; the secret never leaves after creation. */
function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    is_enabled: row.isEnabled,
    created_at: row.createdAt.toISOString(),
  };
}

function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_type: row.eventType as WebhookEventType,
    webhook_id: row.webhookId,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const snapshot = (endpoint: WebhookEndpoint) => ({
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  is_enabled: endpoint.is_enabled,
});

async function requireEndpoint(ctx: Pick<ServiceContext, 'db'>, actor: AdminActor, id: number) {
  const row = await findEndpoint(ctx.db, actor.universityId, id);
  if (!row) throw new NotFoundError('webhook');
  return row;
}

/** GET /admin/webhooks. */
export async function listWebhookEndpoints(ctx: Pick<ServiceContext, 'db'>, actor: AdminActor) {
  return { endpoints: (await findEndpoints(ctx.db, actor.universityId)).map(presentEndpoint) };
}

/** POST /admin/webhooks: a receiver and its signing secret, which is shown this once. */
export async function createWebhookEndpoint(
  ctx: WebhooksContext,
  actor: AdminActor,
  input: WebhookEndpointCreate,
) {
  const secret = newWebhookSecret();
  return commit(ctx.db, ctx.after, async (tx) => {
    if ((await findEndpoints(tx, actor.universityId)).length >= MAX_WEBHOOK_ENDPOINTS) {
      throw new ConflictError(problem('webhookLimit', { max: MAX_WEBHOOK_ENDPOINTS }));
    }
    const row = await insertEndpoint(tx, {
      universityId: actor.universityId,
      url: input.url,
      description: input.description,
      events: input.events,
      secret: ctx.secrets.seal(secret, webhookSecretPurpose(actor.universityId)),
      createdBy: actor.id,
    });
    const endpoint = presentEndpoint(row);
    await audit(tx, actor, {
      action: 'webhook.create',
      target: `webhook:${row.id}`,
      before: null,
      after: snapshot(endpoint),
    });
    return { endpoint, secret };
  });
}

/** PATCH /admin/webhooks/{id}: address, description, events, on or off; audited. */
export async function changeWebhookEndpoint(
  ctx: WebhooksContext,
  actor: AdminActor,
  id: number,
  change: WebhookEndpointChange,
): Promise<WebhookEndpoint> {
  const found = await requireEndpoint(ctx, actor, id);
  return commit(ctx.db, ctx.after, async (tx) => {
    const row = await updateEndpoint(tx, id, {
      ...(change.url !== undefined ? { url: change.url } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.events !== undefined ? { events: change.events } : {}),
      ...(change.is_enabled !== undefined ? { isEnabled: change.is_enabled } : {}),
    });
    const endpoint = presentEndpoint(row);
    const diff = changedFields(snapshot(presentEndpoint(found)), snapshot(endpoint));
    if (Object.keys(diff.after).length > 0) {
      await audit(tx, actor, { action: 'webhook.update', target: `webhook:${id}`, ...diff });
    }
    return endpoint;
  });
}

/** DELETE /admin/webhooks/{id}: the receiver and its delivery log; audited. */
export async function removeWebhookEndpoint(
  ctx: WebhooksContext,
  actor: AdminActor,
  id: number,
): Promise<void> {
  const found = await requireEndpoint(ctx, actor, id);
  await commit(ctx.db, ctx.after, async (tx) => {
    await deleteEndpoint(tx, id);
    await audit(tx, actor, {
      action: 'webhook.remove',
      target: `webhook:${id}`,
      before: snapshot(presentEndpoint(found)),
      after: null,
    });
  });
}

/** GET /admin/webhooks/deliveries: the delivery log, newest first. */
export async function listWebhookDeliveries(
  ctx: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  query: WebhookDeliveryListQuery,
) {
  const { rows, total } = await findDeliveryPage(ctx.db, actor.universityId, query);
  return { deliveries: rows.map(presentDelivery), total };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookEndpointChangeSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointCreateSchema,
  webhookEndpointListSchema,
  webhookEndpointRemovedSchema,
  webhookEndpointResponseSchema,
} from '@quad/shared/contracts/admin-webhooks';
import { idParamSchema } from '@quad/shared/contracts/common';
import { createSecretBox } from '../../core/auth/secret-box';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  type WebhooksContext,
} from './webhooks.service';

const TAGS = ['admin'];

/** Webhook receivers and their delivery log (/api/v1/admin/webhooks). */
export async function adminWebhooksRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;
  const secrets = createSecretBox(services.config.secretsKey);
  const context = (request: FastifyRequest): WebhooksContext => ({
    ...forRequest(services, request),
    secrets,
  });

  r.get(
    '/webhooks',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The university's webhook receivers (never their secrets)",
        response: okSchema(webhookEndpointListSchema),
      },
    },
    async (request) => ok(await listWebhookEndpoints(services, requireAdmin(request))),
  );

  r.post(
    '/webhooks',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          'Add a receiver for prospect.registered, dialog.created, message.first_reply or live_event.registered; answers its signing secret this once; audited',
        body: webhookEndpointCreateSchema,
        response: okSchema(webhookEndpointCreatedSchema),
      },
    },
    async (request) =>
      ok(await createWebhookEndpoint(context(request), requireAdmin(request), request.body)),
  );

  r.patch(
    '/webhooks/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "Change a receiver's address, description or events, or switch it off; audited",
        params: idParamSchema,
        body: webhookEndpointChangeSchema,
        response: okSchema(webhookEndpointResponseSchema),
      },
    },
    async (request) => {
      const endpoint = await changeWebhookEndpoint(
        context(request),
        requireAdmin(request),
        request.params.id,
        request.body,
      );
      return ok({ endpoint });
    },
  );

  r.delete(
    '/webhooks/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Remove a receiver and its delivery log; audited',
        params: idParamSchema,
        response: okSchema(webhookEndpointRemovedSchema),
      },
    },
    async (request) => {
      await removeWebhookEndpoint(context(request), requireAdmin(request), request.params.id);
      return ok({ removed: true as const });
    },
  );

  r.get(
    '/webhooks/deliveries',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'The delivery log: each event sent, its attempts, the last answer, newest first',
        querystring: webhookDeliveryListQuerySchema,
        response: okSchema(webhookDeliveryListSchema),
      },
    },
    async (request) =>
      ok(await listWebhookDeliveries(services, requireAdmin(request), request.query)),
  );
}

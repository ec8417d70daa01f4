import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import { errorEnvelopeSchema } from '@quad/shared/contracts/envelope';
import {
  notificationSettingsSchema,
  notificationSettingsStateSchema,
  pushPublicKeySchema,
  pushSubscribeResultSchema,
  pushSubscriptionSchema,
  pushUnsubscribeResultSchema,
  pushUnsubscribeSchema,
  unsubscribeQuerySchema,
} from '@quad/shared/contracts/notifications';
import { publicAccess, requireActor, signedIn } from '../../core/auth/access';
import { escapeHtml } from '../../core/http/html';
import { BadRequestError } from '../../core/errors/app-error';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest, type ServiceContext } from '../../core/service-context';
import {
  getSettings,
  subscribe,
  unsubscribe,
  unsubscribeByToken,
  updateSettings,
} from './push.service';
import { problem } from '../../core/errors/problems';

const TAGS = ['notifications'];

export interface NotificationRouteOptions {
  services: ServiceContext;
  publicKey: string;
}

/** Web push (spec §7 "Realtime and push") and the caller's notice settings, under /interactionSite. */
export async function pushRoutes(
  app: FastifyInstance,
  { services, publicKey }: NotificationRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/webPush/publicKey',
    {
      config: { access: publicAccess },
      schema: {
        tags: TAGS,
        summary: 'The public application (VAPID) key a browser subscribes to web push with',
        response: okSchema(pushPublicKeySchema),
      },
    },
    async () => ok({ publicKey }),
  );

  r.post(
    '/webPush/subscribe',
    {
      config: { access: signedIn(), rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "Creates this browser's web-push subscription for the caller, or fetches it",
        body: pushSubscriptionSchema,
        response: okSchema(pushSubscribeResultSchema),
      },
    },
    async (request) =>
      ok(await subscribe(forRequest(services, request), requireActor(request), request.body)),
  );

  r.post(
    '/webPush/unsubscribe',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: "Removes this browser's web-push subscription of the caller",
        body: pushUnsubscribeSchema,
        response: okSchema(pushUnsubscribeResultSchema),
      },
    },
    async (request) =>
      ok(
        await unsubscribe(
          forRequest(services, request),
          requireActor(request),
          request.body.endpoint,
        ),
      ),
  );

  r.get(
    '/notifications/settings',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Whether the caller is told of messages they miss while away',
        response: okSchema(notificationSettingsStateSchema),
      },
    },
    async (request) => ok(await getSettings(forRequest(services, request), requireActor(request))),
  );

  r.put(
    '/notifications/settings',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Turns offline notices on or off; the time zone sets whose night quiet hours are',
        body: notificationSettingsSchema,
        response: okSchema(notificationSettingsStateSchema),
      },
    },
    async (request) =>
      ok(await updateSettings(forRequest(services, request), requireActor(request), request.body)),
  );
}

/** The one-click unsubscribe link of notice mails (signed; no sign-in needed), under /public. */
export async function unsubscribeLinkRoutes(
  app: FastifyInstance,
  { services }: NotificationRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/notifications/unsubscribe',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Stops the mails about missed messages for the account the signed token names',
        querystring: unsubscribeQuerySchema,
        // A bad link gets the page; a malformed query, the error envelope.
        response: { 200: text(), 400: z.union([text(), errorEnvelopeSchema]) },
      },
    },
    async (request, reply) => {
      const done = await unsubscribeByToken(forRequest(services, request), request.query.token);
      const text = done
        ? 'You will no longer get emails about messages you missed. You can turn them on again in your notification settings.'
        : 'This unsubscribe link is not valid. Open your notification settings to turn these emails off.';
      return reply
        .code(done ? 200 : 400)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(text));
    },
  );
}

/**
 * RFC 8058 one-click unsubscribe: a mail app's own "Unsubscribe" button POSTs
 * `List-Unsubscribe=One-Click` (a form) to the link of the mail's List-Unsubscribe header.
 */
export async function oneClickUnsubscribeRoutes(
  app: FastifyInstance,
  { services }: NotificationRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Mail apps post a form; only this scope reads form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  r.post(
    '/notifications/unsubscribe',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'One-click unsubscribe (RFC 8058) from the mails about missed messages',
        querystring: unsubscribeQuerySchema,
        body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
        response: okSchema(z.object({ unsubscribed: z.literal(true) })),
      },
    },
    async (request) => {
      const done = await unsubscribeByToken(forRequest(services, request), request.query.token);
      if (!done) throw new BadRequestError(problem('unsubscribeInvalid'));
      return ok({ unsubscribed: true as const });
    },
  );
}

function page(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Notifications</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111"><h1 style="font-size:1.5rem">Notifications</h1><p>${escapeHtml(text)}</p></body></html>`;
}

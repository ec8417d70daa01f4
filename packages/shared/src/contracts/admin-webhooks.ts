import { z } from 'zod';
import { detailCode } from '../errors';
import { coercedIdSchema, dateTimeSchema, idSchema, pageFields, text } from './common';

export const WEBHOOK_EVENT_TYPES = [
  'prospect.registered',
  'dialog.created',
  'message.first_reply',
  'live_event.registered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const ADMIN_WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** The runtime's WHATWG URL parser (Node and browsers both have it; shared code has no DOM types). */
const WhatwgUrl = (
  globalThis as unknown as { URL: new (input: string) => { protocol: string; username: string } }
).URL;

const urlSchema = text()
  .trim()
  .max(2000, 'Keep the address under 2,000 characters.')
  .refine(
    (value) => {
      try {
        const url = new WhatwgUrl(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
      } catch {
        return false;
      }
    },
    {
      error: 'Enter a full http:// or https:// address without a user name.',
      params: detailCode('webhook_url_invalid'),
    },
  );

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'Choose at least one event.')
  .transform((events) => [...new Set(events)]);

/** A receiver as the console lists it: never its secret. */
export const webhookEndpointSchema = z
  .object({
    id: idSchema,
    url: text(),
    description: text(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    is_enabled: z.boolean(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointCreateSchema = z
  .object({
    url: urlSchema,
    description: text().trim().max(200, 'Keep the description under 200 characters.').default(''),
    events: eventsSchema,
  })
  .meta({ id: 'WebhookEndpointCreate' });
export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>;

export const webhookEndpointChangeSchema = z
  .object({
    url: urlSchema.optional(),
    description: text().trim().max(200, 'Keep the description under 200 characters.').optional(),
    events: eventsSchema.optional(),
    is_enabled: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Say what to change.',
    params: detailCode('nothing_to_change'),
  })
  .meta({ id: 'WebhookEndpointChange' });
export type WebhookEndpointChange = z.infer<typeof webhookEndpointChangeSchema>;

/** The answer to creating a receiver: the signing secret, shown this once. */
export const webhookEndpointCreatedSchema = z
  .object({ endpoint: webhookEndpointSchema, secret: text() })
  .meta({ id: 'WebhookEndpointCreated' });

export const webhookEndpointResponseSchema = z
  .object({ endpoint: webhookEndpointSchema })
  .meta({ id: 'WebhookEndpointResponse' });

export const webhookEndpointListSchema = z
  .object({ endpoints: z.array(webhookEndpointSchema) })
  .meta({ id: 'WebhookEndpointList' });

export const webhookDeliverySchema = z
  .object({
    id: idSchema,
    endpoint_id: idSchema,
    event_type: z.enum(WEBHOOK_EVENT_TYPES),
    webhook_id: text(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().min(0),
    last_status_code: z.number().int().nullable(),
    last_error: text().nullable(),
    next_attempt_at: dateTimeSchema.nullable(),
    delivered_at: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z
  .object({
    endpoint_id: coercedIdSchema.optional(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
    ...pageFields(ADMIN_WEBHOOK_DELIVERIES_PAGE_SIZE),
  })
  .meta({ id: 'WebhookDeliveryListQuery' });
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;

export const webhookDeliveryListSchema = z
  .object({ deliveries: z.array(webhookDeliverySchema), total: z.number().int().min(0) })
  .meta({ id: 'WebhookDeliveryList' });

export const webhookEndpointRemovedSchema = z
  .object({ removed: z.literal(true) })
  .meta({ id: 'WebhookEndpointRemoved' });

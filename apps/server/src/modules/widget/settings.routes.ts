import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  socialProofResponseSchema,
  widgetSettingsQuerySchema,
  widgetSettingsSchema,
} from '@quad/shared/contracts/widget-settings';
import { scopeQuerySchema } from '@quad/shared/contracts/common';
import { publicAccess } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { loadWidgetSettings, scopeSocialProof } from './settings.service';
import { presentWidgetSettings } from './settings.presenter';

const VISITOR_HEADER = 'x-visitor-id';

/** A stable visitor id for A/B buckets: the client's fingerprint header, else a random one. */
function visitorIdOf(request: FastifyRequest): string {
  const given = request.headers[VISITOR_HEADER];
  if (typeof given === 'string' && /^[\w-]{8,128}$/.test(given)) return given;
  return request.actor ? `account-${request.actor.id}` : randomUUID();
}

/** GET /widget/settings and /widget/social/proof (spec §7 Widget). */
export async function widgetSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/settings',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['widget'],
        summary: 'Everything a widget needs to render for a university or a group',
        querystring: widgetSettingsQuerySchema,
        response: okSchema(widgetSettingsSchema),
      },
    },
    async (request) => {
      const settings = await loadWidgetSettings(services, request.query, visitorIdOf(request));
      return ok(presentWidgetSettings(settings, services.storage));
    },
  );

  r.get(
    '/social/proof',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['widget'],
        summary: 'Counts of ambassadors, conversations and countries to show visitors',
        querystring: scopeQuerySchema,
        response: okSchema(socialProofResponseSchema),
      },
    },
    async (request) => ok({ social_proof_data: await scopeSocialProof(services, request.query) }),
  );
}

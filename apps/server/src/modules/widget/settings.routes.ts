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
import { loadWidgetSettings, socialProof } from './settings.service';
import { presentWidgetSettings } from './settings.presenter';
import { findGroupWithSettings } from './settings.repository';
import { NotFoundError } from '../../core/errors/app-error';

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
      const settings = await loadWidgetSettings(
        app.ctx.database.db,
        request.query,
        visitorIdOf(request),
      );
      return ok(presentWidgetSettings(settings, app.ctx.storage));
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
    async (request) => {
      const { db } = app.ctx.database;
      let ids: number[];
      if (request.query.groupId !== undefined) {
        const group = await findGroupWithSettings(db, request.query.groupId);
        if (!group) throw new NotFoundError('This university group');
        ids = group.universities.map((u) => u.id);
      } else {
        ids = [request.query.universityId ?? 0];
      }
      return ok({ social_proof_data: await socialProof(db, ids) });
    },
  );
}

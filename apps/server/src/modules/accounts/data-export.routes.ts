import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor, signedIn } from '../../core/auth/access';
import { NotFoundError } from '../../core/errors/app-error';
import { exportPersonData } from './data-export.service';

const TAGS = ['account'];

/** A person downloads everything Quad keeps about them (GET …/interactionSite/account/export). */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.services;

  r.get(
    '/account/export',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary:
          'Download your data as JSON: account, answers, conversations, messages, reports, live events',
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const data = await exportPersonData(db, requireActor(request).id, null);
      if (!data || data.account['deleted_at'] !== null) throw new NotFoundError('your_account');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="quad-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { developmentAccess } from '../../core/auth/access';
import { NotFoundError } from '../../core/errors/app-error';
import { escapeHtml } from '../../core/http/html';
import { findMail, listRecentMail } from './outbox.repository';

/**
 * The development outbox: every mail Quad wrote, readable in a browser on this machine (or by a
 * signed-in admin). Not registered in production.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/outbox',
    { config: { access: developmentAccess }, schema: { hide: true } },
    async (_request, reply) => {
      const rows = await listRecentMail(app.ctx.database.db, 100);
      const items = rows
        .map(
          (row) =>
            `<li><a href="/dev/outbox/${row.id}">${escapeHtml(row.subject)}</a> — ${escapeHtml(row.to)} <small>${row.createdAt.toISOString()}${row.sentAt ? ' · sent' : ''}</small></li>`,
        )
        .join('');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Quad outbox</title><body style="font-family:system-ui;max-width:720px;margin:32px auto"><h1>Development outbox</h1><ul>${items || '<li>No mail yet.</li>'}</ul></body>`,
        );
    },
  );
  r.get(
    '/dev/outbox/:id',
    {
      config: { access: developmentAccess },
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
      },
    },
    async (request, reply) => {
      const row = await findMail(app.ctx.database.db, request.params.id);
      if (!row) throw new NotFoundError('mail');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
        )
        .send(
          `<!doctype html><meta charset="utf-8"><title>${escapeHtml(row.subject)}</title><p><a href="/dev/outbox">← outbox</a> · To ${escapeHtml(row.to)}</p><h2>${escapeHtml(row.subject)}</h2>${row.html}<hr><pre>${escapeHtml(row.text)}</pre>`,
        );
    },
  );
}

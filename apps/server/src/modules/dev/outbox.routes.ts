import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox } from '../../core/db/schema';
import { publicAccess } from '../../core/auth/access';
import { NotFoundError } from '../../core/errors/app-error';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The development outbox: every mail Quad wrote, readable in a browser. Never in production. */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev/outbox',
    { config: { access: publicAccess }, schema: { hide: true } },
    async (_request, reply) => {
      const rows = await app.ctx.database.db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(100);
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
      config: { access: publicAccess },
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
      },
    },
    async (request, reply) => {
      const [row] = await app.ctx.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, request.params.id));
      if (!row) throw new NotFoundError('This mail');
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

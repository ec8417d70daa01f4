import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import { NotFoundError } from '../../core/errors/app-error';

const keySchema = z.object({
  '*': text()
    .min(1)
    .max(300)
    .regex(/^[\w./-]+$/, 'Not a file name.')
    .refine((key) => !key.split('/').includes('..'), 'Not a file name.'),
});

/** Uploaded and demo files (avatars, images, recordings) from the storage. */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/files/*',
      { config: { access: { kind: 'public' } }, schema: { hide: true, params: keySchema } },
      async (request, reply) => {
        const file = await app.ctx.storage.get(request.params['*']);
        if (!file) throw new NotFoundError('This file');
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.bytes));
      },
    );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import { IMAGE_WIDTHS } from '@quad/shared/rules/image-widths';
import { NotFoundError } from '../../core/errors/app-error';
import type { ByteRange, ObjectInfo } from '../../core/storage/storage';
import { createImageVariants } from './image-variants';

const keySchema = z.object({
  '*': text()
    .min(1)
    .max(300)
    .regex(/^[\w./-]+$/, 'Not a file name.')
    .refine((key) => !key.split('/').includes('..'), 'Not a file name.'),
});

const WIDTH_NAMES = IMAGE_WIDTHS.map(String) as [string, ...string[]];

/** `w`, written as one of the widths exactly (`0x40` or `64.0` would be another address). */
const variantQuery = z.object({
  w: z
    .enum(WIDTH_NAMES, { error: `w is a width in pixels: one of ${IMAGE_WIDTHS.join(', ')}.` })
    .transform(Number)
    .optional(),
});

/** A validator that changes whenever the object does (a new upload under one key too). */
function entityTag(info: ObjectInfo): string {
  return `"${info.size.toString(16)}-${info.modified.getTime().toString(16)}"`;
}

/**
 * The one range to answer with: null for the whole object (no Range, an If-Range that no longer
 * matches, several ranges, or a header that is not a byte range: RFC 9110 lets a server ignore
 * those), 'unsatisfiable' for a range wholly past the end.
 */
function requestedRange(
  request: FastifyRequest,
  info: ObjectInfo,
  tag: string,
): ByteRange | 'unsatisfiable' | null {
  const header = request.headers.range;
  if (!header) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange && ifRange !== tag && ifRange !== info.modified.toUTCString()) return null;
  const ranges = parseRange(info.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}

/**
 * Uploaded and demo files (avatars, images, recordings) from the storage, streamed: a player
 * seeks through a 2 GB recording with byte ranges and the server never holds the file in memory.
 * `?w=` asks for a picture at one of IMAGE_WIDTHS (the web's `srcset`): a narrower WebP copy,
 * or the stored file when it is no wider or not a picture that is resized.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const variants = createImageVariants(app.ctx.storage);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/*',
    {
      config: { access: { kind: 'public' } },
      schema: { hide: true, params: keySchema, querystring: variantQuery },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const info = await app.ctx.storage.stat(key);
      if (!info) throw new NotFoundError('file');
      const width = request.query.w;
      const variant = width === undefined ? null : await variants.get(key, info, width);
      const tag = entityTag(info);
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('last-modified', info.modified.toUTCString());
      if (variant && 'bytes' in variant) {
        // A copy of its own: its own validator, and no byte ranges (a picture is fetched whole).
        const variantTag = `${tag.slice(0, -1)}-w${width}"`;
        reply.header('etag', variantTag);
        if (request.headers['if-none-match'] === variantTag) return reply.code(304).send();
        return reply
          .header('content-type', variant.contentType)
          .header('content-length', variant.bytes.length)
          .send(variant.bytes);
      }
      reply.header('accept-ranges', 'bytes').header('etag', tag);
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();

      const range = requestedRange(request, info, tag);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }
      const body = await app.ctx.storage.read(key, range ?? undefined);
      if (!body) throw new NotFoundError('file');
      reply.header('content-type', info.contentType);
      if (!range) return reply.header('content-length', info.size).send(body);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    },
  );
}

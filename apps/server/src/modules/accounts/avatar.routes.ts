import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarResultSchema } from '@quad/shared/contracts/auth';
import { ERROR_CODES } from '@quad/shared/errors';
import { requireActor, signedIn } from '../../core/auth/access';
import { AppError, BadRequestError } from '../../core/errors/app-error';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import type { AccountsRouteOptions } from './accounts.deps';
import { requireLiveAccount } from './account-info.service';
import { IMAGE_TOO_LARGE, saveAvatar } from './avatar.service';
import { problem } from '../../core/errors/problems';

/** The 413 message of an image over the size limit. */

/** The bytes of the one uploaded file of a multipart request. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, problem('imageMultipart'));
  }
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw multipartFailure(error);
  }
  if (!part) throw new BadRequestError(problem('imageFieldFile'));
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw multipartFailure(error);
  }
  if (part.file.truncated) throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE);
  if (bytes.length === 0) throw new BadRequestError(problem('uploadEmpty'));
  return bytes;
}

/** Busboy and @fastify/multipart failures as the envelope's 400/413, never a 500. */
export function multipartFailure(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT'
  ) {
    return new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE);
  }
  return new BadRequestError(problem('uploadUnreadable'));
}

/** PUT /account/edit/avatar (multipart `file`). */
export async function avatarRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  r.put(
    '/account/edit/avatar',
    {
      config: { access: signedIn(), rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Upload a new avatar (multipart field "file", PNG, JPEG, GIF or WebP, up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: okSchema(avatarResultSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const bytes = await uploadedFile(request);
      const avatar = await saveAvatar(forRequest(services, request), account, bytes);
      return ok({ avatar });
    },
  );
}

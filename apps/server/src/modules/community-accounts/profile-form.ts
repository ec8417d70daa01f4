import type { FastifyRequest } from 'fastify';
import {
  communityProfileFieldsSchema,
  type CommunityProfileFields,
} from '@quad/shared/contracts/community-accounts';
import { ERROR_CODES } from '@quad/shared/errors';
import { AppError, BadRequestError, ValidationError } from '../../core/errors/app-error';
import { multipartFailure } from '../accounts/avatar.routes';
import { IMAGE_TOO_LARGE } from '../accounts/avatar.service';
import { problem } from '../../core/errors/problems';

const TEXT_FIELDS = ['firstName', 'lastName', 'subjectIds'] as const;

/** `subjectIds` arrives as one field holding a JSON array (see communityProfileFieldsSchema). */
function subjectIdsOf(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ValidationError([
      { path: 'body.subjectIds', message: 'Send the subject ids as a JSON array, like [3,14].' },
    ]);
  }
}

/**
 * Reads `PUT /account/profile/update`'s multipart body: the text fields, checked by the shared
 * schema, and the optional `avatar` file's bytes (its limits are the avatar upload's).
 */
export async function readProfileForm(
  request: FastifyRequest,
): Promise<{ fields: CommunityProfileFields; avatar: Buffer | null }> {
  if (!request.isMultipart()) {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, problem('profileMultipart'));
  }
  const values: Record<string, string> = {};
  let avatar: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar') {
          await part.toBuffer();
          throw new BadRequestError(problem('imageFieldAvatar'));
        }
        avatar = await part.toBuffer();
        if (part.file.truncated)
          throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE);
        if (avatar.length === 0) {
          throw new BadRequestError(problem('uploadEmpty'));
        }
      } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) {
        values[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw multipartFailure(error);
  }
  const parsed = communityProfileFieldsSchema.safeParse({
    firstName: values['firstName'],
    lastName: values['lastName'],
    subjectIds: subjectIdsOf(values['subjectIds']),
  });
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        path: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  return { fields: parsed.data, avatar };
}

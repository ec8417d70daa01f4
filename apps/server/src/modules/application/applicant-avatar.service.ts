import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@quad/shared/errors';
import { AVATAR_MAX_BYTES } from '@quad/shared/limits';
import type { Actor } from '../../core/auth/tokens';
import { commit } from '../../core/db/transaction';
import { AppError, BadRequestError } from '../../core/errors/app-error';
import { updateAccount } from '../accounts/accounts.repository';
import {
  removeStoredFile,
  resizeAvatar,
  sniffImageType,
  IMAGE_TOO_LARGE,
  UNSUPPORTED_IMAGE,
} from '../accounts/avatar.service';
import { requireLiveAccount } from '../accounts/account-info.service';
import type { ApplicationContext } from './application.context';
import { currentApplication, requireApplication } from './applicant.service';
import { updateApplication } from './application.repository';
import type { Application } from '@quad/shared/contracts/application';
import { problem } from '../../core/errors/problems';

/**
 * POST /account/avatar: the photo as base64 (no `data:` prefix). Checked by its bytes (PNG,
 * JPEG, GIF or WebP, up to 5 MB), turned upright, cropped square to the size cards and profiles
 * show, re-encoded as WebP without metadata (no location or camera data survives).
 */
export async function saveApplicantAvatar(
  ctx: ApplicationContext,
  actor: Actor,
  base64: string,
): Promise<Application> {
  await requireApplication(ctx.db, actor.id);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new BadRequestError(problem('imageEmpty'));
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE);
  }
  if (!sniffImageType(bytes)) {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_IMAGE);
  }
  const image = await resizeAvatar(bytes);
  const account = await requireLiveAccount(ctx.db, actor.id);
  const key = `avatars/${account.id}/${randomUUID()}.webp`;
  await ctx.storage.put(key, image, 'image/webp');
  await commit(ctx.db, ctx.after, async (tx) => {
    await updateAccount(tx, account.id, { avatarKey: key });
    await updateApplication(tx, account.id, { avatarSavedAt: new Date() });
  });
  if (account.avatarKey) await removeStoredFile(ctx, account.avatarKey);
  return currentApplication(ctx, actor.id);
}

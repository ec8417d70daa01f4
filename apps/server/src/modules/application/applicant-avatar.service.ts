import type { Actor } from '../../core/auth/tokens';
import { commit } from '../../core/db/transaction';
import { updateAccount } from '../accounts/accounts.repository';
import { removeStoredFile, storeAvatar, uploadedImage } from '../accounts/avatar.service';
import { requireLiveAccount } from '../accounts/account-info.service';
import type { ApplicationContext } from './application.context';
import { currentApplication, requireApplication } from './applicant.service';
import { updateApplication } from './application.repository';
import type { Application } from '@quad/shared/contracts/application';

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
  const bytes = uploadedImage(base64);
  const account = await requireLiveAccount(ctx.db, actor.id);
  const key = await storeAvatar(ctx, account.id, bytes);
  await commit(ctx.db, ctx.after, async (tx) => {
    await updateAccount(tx, account.id, { avatarKey: key });
    await updateApplication(tx, account.id, { avatarSavedAt: new Date() });
  });
  if (account.avatarKey) await removeStoredFile(ctx, account.avatarKey);
  return currentApplication(ctx, actor.id);
}

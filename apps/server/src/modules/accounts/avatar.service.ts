import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ERROR_CODES } from '@quad/shared/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { commit, type AfterCommit } from '../../core/db/transaction';
import { AppError, BadRequestError } from '../../core/errors/app-error';
import type { Storage } from '../../core/storage/storage';
import { updateAccount, type AccountRow } from './accounts.repository';
import { AVATAR_MAX_BYTES } from '@quad/shared/limits';
import { problem } from '../../core/errors/problems';

/** Side of the stored square avatar, in pixels (shown at up to 256 px on 2x screens). */
export const AVATAR_SIZE = 512;
/** Larger images are refused before decoding: a small file can still decode to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The image type of some bytes by their signature, whatever the upload claimed; null if none. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  // GIF87a or GIF89a.
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'image/gif';
  }
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** 415: bytes that are none of the image types Quad takes. */
export const UNSUPPORTED_IMAGE = problem('imageType');
/** 413: an image over the upload limit (avatars, applicants' photos and post pictures alike). */
export const IMAGE_TOO_LARGE = problem('imageTooLarge', { max: AVATAR_MAX_BYTES / 1024 / 1024 });

/** 415 unless the bytes are one of the image types Quad takes. */
function requireImageType(bytes: Uint8Array): void {
  if (!sniffImageType(bytes)) {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_IMAGE);
  }
}

/** The bytes of an image sent as base64: refused when empty, over the limit or not an image. */
export function uploadedImage(base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new BadRequestError(problem('imageEmpty'));
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE);
  }
  requireImageType(bytes);
  return bytes;
}

/** A square, EXIF-rotated, metadata-free WebP of the avatar. */
async function resizeAvatar(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BadRequestError(problem('imageUnreadable'));
  }
}

/** Stores the square avatar of an image's bytes under the account; answers its key. */
export async function storeAvatar(
  { storage }: { storage: Storage },
  accountId: number,
  bytes: Uint8Array,
): Promise<string> {
  const image = await resizeAvatar(bytes);
  const key = `avatars/${accountId}/${randomUUID()}.webp`;
  await storage.put(key, image, 'image/webp');
  return key;
}

/** Stores a new avatar for the account and removes the previous one. */
export async function saveAvatar(
  deps: { db: Db; after: AfterCommit; storage: Storage; log: FastifyBaseLogger },
  account: AccountRow,
  bytes: Uint8Array,
): Promise<string> {
  requireImageType(bytes);
  const key = await storeAvatar(deps, account.id, bytes);
  await commit(deps.db, deps.after, (tx) => updateAccount(tx, account.id, { avatarKey: key }));
  if (account.avatarKey) await removeStoredFile(deps, account.avatarKey);
  return deps.storage.url(key);
}

/** Deletes a stored file; a failure is logged, never shown to the person. */
export async function removeStoredFile(
  deps: { storage: Storage; log: FastifyBaseLogger },
  key: string,
): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'old avatar not removed');
  }
}

import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import type { AdminPostChange, AdminPostMedia } from '@quad/shared/contracts/admin-content';
import type { PostMedia } from '../../core/db/schema';
import { BadRequestError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import type { Storage } from '../../core/storage/storage';
import { uploadedImage } from '../accounts/avatar.service';
import type { AdminActor } from './admin-actor';
import { problem, problemDetail } from '../../core/errors/problems';

/** The longest side of a stored post picture, in pixels. */
const MAX_SIDE = 1600;
const MAX_INPUT_PIXELS = 40_000_000;

/** Where a university's post pictures live; the size rides in the name, so no lookup is needed. */
const keyPattern = (universityId: number) =>
  new RegExp(`^posts/${universityId}/[0-9a-f-]{36}-(\\d{1,5})x(\\d{1,5})\\.webp$`);

/**
 * POST /admin/posts/images: a picture for a post, checked by its bytes, turned upright, scaled
 * to fit 1600 px and stored as WebP without metadata. The post references it by its key.
 */
export async function uploadPostImage(
  { storage }: Pick<ServiceContext, 'storage'>,
  actor: AdminActor,
  base64: string,
) {
  const bytes = uploadedImage(base64);
  let image: { data: Buffer; info: OutputInfo };
  try {
    image = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new BadRequestError(problem('imageUnreadable'));
  }
  const { width, height } = image.info;
  const key = `posts/${actor.universityId}/${randomUUID()}-${width}x${height}.webp`;
  await storage.put(key, image.data, 'image/webp');
  return { key, url: storage.url(key), width, height };
}

/**
 * The media a change asks for, checked: pictures uploaded for this university (and still
 * stored), then the linked video. Left out, the post keeps what it had of that kind.
 */
export async function mediaFor(
  storage: Storage,
  actor: AdminActor,
  change: Pick<AdminPostChange, 'images' | 'video_url'>,
  current: PostMedia[],
): Promise<PostMedia[]> {
  const pattern = keyPattern(actor.universityId);
  let images = current.filter((media) => media.type === 'image');
  if (change.images !== undefined) {
    images = [];
    for (const { key, alt } of change.images) {
      const match = pattern.exec(key);
      if (!match || !(await storage.stat(key))) {
        throw new BadRequestError(problem('imageUploadAgain'), [
          problemDetail('images', problem('imageUploadAgain')),
        ]);
      }
      images.push({ type: 'image', key, width: Number(match[1]), height: Number(match[2]), alt });
    }
  }
  let videos = current.filter((media) => media.type === 'video');
  if (change.video_url !== undefined) {
    videos = change.video_url
      ? [{ type: 'video', key: '', url: change.video_url, width: 0, height: 0, alt: '' }]
      : [];
  }
  return [...images, ...videos];
}

/** The media as the console shows them. */
export function presentAdminMedia(media: PostMedia[], storage: Storage): AdminPostMedia[] {
  return media.map((item) => ({
    type: item.type,
    url: item.url ?? storage.url(item.key),
    key: item.url ? null : item.key,
    alt: item.alt,
  }));
}

import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ObjectInfo, Storage } from '../../core/storage/storage';

/** A stored picture made narrower, or `original` when the stored one should be served as is. */
export type ImageVariant = { bytes: Buffer; contentType: 'image/webp' } | { original: true };

const ORIGINAL: ImageVariant = { original: true };
/** Types that are resized; GIF keeps its animation and SVG scales by itself, so both go as they are. */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);
/** Larger stored files are served whole rather than decoded on a request. */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariants {
  /** The picture at `width`, made once and then served from memory while it stays in use. */
  get(key: string, info: ObjectInfo, width: number): Promise<ImageVariant>;
}

/**
 * Narrower copies of stored pictures (`/files/<key>?w=<width>`), kept in memory up to `maxBytes`
 * on each node, least recently used out first; one resize runs per copy however many ask for it
 * at once. A copy is keyed by the stored object's size and change time too, so a picture stored
 * again under the same key is resized again. A picture that is already no wider, would not get
 * smaller, or cannot be decoded is served as stored.
 */
export function createImageVariants(
  storage: Storage,
  options: { maxBytes?: number } = {},
): ImageVariants {
  const cache = new LRUCache<string, ImageVariant, { key: string; width: number }>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (variant) => ('bytes' in variant ? variant.bytes.length : 1),
    fetchMethod: async (_cacheKey, _stale, { context }) =>
      resize(storage, context.key, context.width),
  });
  return {
    async get(key, info, width) {
      if (!RESIZABLE.has(info.contentType) || info.size > MAX_SOURCE_BYTES) return ORIGINAL;
      const cacheKey = `${width}:${info.size}:${info.modified.getTime()}:${key}`;
      return (await cache.fetch(cacheKey, { context: { key, width } })) ?? ORIGINAL;
    },
  };
}

async function resize(storage: Storage, key: string, width: number): Promise<ImageVariant> {
  const stored = await storage.get(key);
  if (!stored) return ORIGINAL;
  try {
    const image = sharp(stored.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is the stored height.
    const shownWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    if (!shownWidth || shownWidth <= width) return ORIGINAL;
    const bytes = await image.rotate().resize({ width }).webp({ quality: 80 }).toBuffer();
    return bytes.length < stored.bytes.length ? { bytes, contentType: 'image/webp' } : ORIGINAL;
  } catch {
    return ORIGINAL;
  }
}

/**
 * The widths, in pixels, at which the server hands out a stored picture
 * (`/files/<key>?w=<width>`, resized as WebP, never enlarged). A browser picks one through
 * `srcset`: a 40 px avatar on a 3× phone fetches 128 pixels, not the 512 stored. Few widths keep
 * the resized copies few; each is cached.
 */
export const IMAGE_WIDTHS = [64, 128, 256, 384, 640, 960, 1280] as const;

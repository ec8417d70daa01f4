import { IMAGE_WIDTHS } from '@quad/shared/rules/image-widths';

/** The attributes an `<img>` of a picture is given. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Where the server serves stored files; only those addresses can be asked for another width. */
const STORED_FILE = /^\/files\/[^?#]/;

/**
 * The `srcset` of a stored picture at every width the server serves, or undefined for an address
 * that is not one of its stored files (a sign-in provider's photo, a data URL, one already
 * sized), which is shown as it is. `base` resolves a relative address (the page's own).
 */
export function storedImageSrcSet(src: string, base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || !STORED_FILE.test(url.pathname) || url.search) {
    return undefined;
  }
  return IMAGE_WIDTHS.map((width) => {
    url.searchParams.set('w', String(width));
    return `${url.href} ${width}w`;
  }).join(', ');
}

/**
 * The `<img>` attributes of a picture: for a file stored by the server, a `srcset` at the widths
 * it serves and `sizes`, how wide the picture shows (a CSS length or media conditions), so the
 * browser fetches about the pixels it paints; any other address alone.
 */
export function storedImage(src: string, sizes: string): ImageSource {
  const srcSet = storedImageSrcSet(src, window.location.href);
  return srcSet ? { src, srcSet, sizes } : { src };
}

/** How wide a card in a `Rail` is: 78 % of a phone, half from 751 px, a quarter from 1001 px. */
export const RAIL_CARD_SIZES = '(max-width: 750px) 78vw, (max-width: 1000px) 50vw, 25vw';

/** How wide a card in a `ContentGrid` is: the whole phone, then 2, 3 and 4 columns. */
export const GRID_CARD_SIZES =
  '(max-width: 650px) 100vw, (max-width: 900px) 50vw, (max-width: 1300px) 34vw, 25vw';

/** How wide a picture across the page's content is: the screen, up to the content's 1160 px. */
export const PAGE_WIDTH_SIZES = '(max-width: 1160px) 100vw, 1160px';

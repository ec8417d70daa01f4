import { AVATAR_PALETTE, DEFAULT_AVATAR_COLOR } from '../limits';

/** The avatar background of a user: always the same palette colour for the same id. */
export function avatarColorFor(userId: number | null | undefined): string {
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId)) return DEFAULT_AVATAR_COLOR;
  return AVATAR_PALETTE[Math.abs(userId) % AVATAR_PALETTE.length] ?? DEFAULT_AVATAR_COLOR;
}

/**
 * Made on first use: a segmenter loads the language's break rules, which took a phone's first
 * load tens of milliseconds while nobody needed initials yet (every avatar had a photo).
 */
let graphemes: Intl.Segmenter | undefined;

function firstGrapheme(word: string | undefined): string {
  if (!word) return '';
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = graphemes.segment(word)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toLocaleUpperCase();
}

/**
 * Up to two initials for an avatar without a photo: first letters of the first name and the
 * last name; with no last name, of the first and last word of the name.
 */
export function initials(name: string | null | undefined, lastName?: string | null): string {
  const first = (name ?? '').trim().split(/\s+/u);
  const last = (lastName ?? '').trim();
  if (last) return firstGrapheme(first[0]) + firstGrapheme(last.split(/\s+/u)[0]);
  return first.length > 1
    ? firstGrapheme(first[0]) + firstGrapheme(first[first.length - 1])
    : firstGrapheme(first[0]);
}

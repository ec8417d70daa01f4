import { MAX_ID } from '../limits';

/** Slugs are cut at about this many characters, at a word break (spec §2). */
export const SLUG_MAX_LENGTH = 37;

// Letters (with their combining marks), digits, whitespace, apostrophes, connector punctuation, hyphens.
const DISALLOWED = /[^\p{L}\p{M}\p{N}\s'’\p{Pc}-]/gu;

function cutAtWordBreak(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= SLUG_MAX_LENGTH) return text;
  const head = chars.slice(0, SLUG_MAX_LENGTH);
  if (chars[SLUG_MAX_LENGTH] === ' ') return head.join('');
  const lastSpace = head.lastIndexOf(' ');
  // A single word longer than the limit is cut at the limit.
  return lastSpace > 0 ? head.slice(0, lastSpace).join('') : head.join('');
}

/** The link slug of a name (spec §2): allowed characters, cut at a word break, hyphens, lowercase. */
export function slugify(name: string): string {
  const cleaned = name.normalize('NFC').replace(DISALLOWED, '').replace(/\s+/gu, ' ').trim();
  return cutAtWordBreak(cleaned)
    .replace(/[\s-]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .toLowerCase();
}

/** `{slug}-{id}` for a link, or just the id when the name leaves no slug. */
export function toSlugAndId(name: string, id: number): string {
  const slug = slugify(name);
  return slug ? `${slug}-${id}` : String(id);
}

/** The trailing positive id of a `{slug}-{id}` value (or of a bare id); null when there is none. */
export function idFromSlugAndId(value: string): number | null {
  // The id follows either nothing or a hyphen that ends a non-empty slug.
  const match = /^(?:.*[^-]-)?([1-9]\d{0,9})$/u.exec(value.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id <= MAX_ID ? id : null;
}

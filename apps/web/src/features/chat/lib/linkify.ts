/** A run of message text: plain text, or a web link that is safe to open. */
export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidates start at http:// or https:// and run to whitespace or a character that never belongs
// to a link typed in chat. Everything else stays text: `javascript:`, `data:`, `mailto:` …
const CANDIDATE = /https?:\/\/[^\s<>"'`{}|\\^]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Drops sentence punctuation and unbalanced closing brackets that follow a link. */
function trimLink(raw: string): string {
  let link = raw;
  for (;;) {
    const before = link;
    link = link.replace(TRAILING_PUNCTUATION, '');
    const last = link.at(-1);
    const pairs: Record<string, string> = { ')': '(', ']': '[' };
    const open = last ? pairs[last] : undefined;
    if (open && last) {
      const opens = link.split(open).length - 1;
      const closes = link.split(last).length - 1;
      if (closes > opens) link = link.slice(0, -1);
    }
    if (link === before) return link;
  }
}

/** The href of a candidate, or null unless it parses as an http(s) URL with a host. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits message text into text and http(s) links. It never produces markup: the caller renders
 * each segment as a text node or an anchor, so `<script>` and entities stay literal text.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  const push = (segment: TextSegment) => {
    const previous = segments.at(-1);
    if (segment.kind === 'text' && previous?.kind === 'text') previous.text += segment.text;
    else if (segment.text) segments.push(segment);
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    // A link glued to a word ("foohttp://") is not a link someone meant to share.
    if (start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1] ?? '')) continue;
    const link = trimLink(match[0]);
    const href = safeHref(link);
    if (!href || link.length <= 'https://'.length) continue;
    push({ kind: 'text', text: text.slice(cursor, start) });
    push({ kind: 'link', text: link, href });
    cursor = start + link.length;
  }
  push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}

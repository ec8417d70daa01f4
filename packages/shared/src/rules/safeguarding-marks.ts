/**
 * The mark that stands in a message where contact details were hidden to protect a minor. It is
 * plain readable text, so every surface that shows a message (a notification, a mail, an old
 * client) still says what happened; the web app finds it and renders it as a labelled badge.
 */

/** What was hidden: a phone number, an email address, a web link or a messenger handle. */
export const CONTACT_KINDS = ['phone', 'email', 'link', 'handle'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

const WORDS: Readonly<Record<ContactKind, string>> = {
  phone: 'phone number',
  email: 'email address',
  link: 'link',
  handle: 'contact handle',
};

/** The mark written in place of one contact detail, e.g. `[phone number hidden for safety]`. */
export function safetyMark(kind: ContactKind): string {
  return `[${WORDS[kind]} hidden for safety]`;
}

const KIND_BY_WORDS = new Map(CONTACT_KINDS.map((kind) => [WORDS[kind], kind]));
const MARK = /\[(phone number|email address|link|contact handle) hidden for safety\]/g;

/** A run of message text: plain text, or a mark that stands for one hidden contact detail. */
export type MarkedSegment = { kind: 'text'; text: string } | { kind: 'hidden'; what: ContactKind };

/** Splits a message into plain runs and the safety marks between them. */
export function splitSafetyMarks(text: string): MarkedSegment[] {
  const segments: MarkedSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const what = KIND_BY_WORDS.get(match[1] ?? '');
    if (!what) continue;
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'hidden', what });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

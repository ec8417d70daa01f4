/**
 * Safeguarding for minors: finds contact details in a chat message (phone numbers, email
 * addresses, web links, messenger handles) and hides them behind a readable mark. Phone numbers
 * come from libphonenumber-js and links and emails from linkify-it; only messenger handles, which
 * no library knows, use narrow patterns of their own. Over-hiding is the safe mistake here, but
 * dates, prices, years, times and course codes must still read as written.
 */
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import LinkifyIt from 'linkify-it';
import { ageOn } from './age-of-consent';
import { safetyMark, type ContactKind } from './safeguarding-marks';

/** One contact detail found in a text: what it is and where (`end` exclusive). */
export interface ContactSpan {
  kind: ContactKind;
  start: number;
  end: number;
}

/**
 * Regions whose national formats are tried. Numbers written with a `+` or `00` prefix are found
 * whatever the region; these cover the prospects a UK university mostly hears from.
 */
const REGIONS: readonly CountryCode[] = ['GB', 'US', 'IN', 'CN', 'ES', 'FR', 'DE', 'AE', 'NG'];

/** Fewer digits than this is a price, a score or a room, not a phone number. */
const MIN_PHONE_DIGITS = 7;
/** Any run of this many digits (spaces, dots, dashes and brackets between) is read as a number. */
const LONG_DIGIT_RUN = /(?<![\p{Nd}])\+?\p{Nd}(?:[\s().-]{0,3}\p{Nd}){8,}(?![\p{Nd}])/gu;
/** `2024-2025`, `2025/26`, `14.06.2025`: periods and dates that a region may accept as a number. */
const YEARS_OR_DATE = /^(?:19|20)\d\d\s*[-/–]\s*(?:19|20)?\d\d$/;
const DATE = /(?<!\p{Nd})\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d\d(?!\p{Nd})/gu;
/** `9 9 8 8 7 7 6`: single digits in a row are grades or a list, unless there are enough of them. */
const SINGLE_DIGITS = /^\p{Nd}(?:\s\p{Nd})+$/u;

function digitCount(text: string): number {
  return (text.match(/\p{Nd}/gu) ?? []).length;
}

/** Whether a number the library found reads as something else: a date, a period, a grade list. */
function readsAsOtherNumber(raw: string, start: number, end: number, dates: Range[]): boolean {
  const digits = digitCount(raw);
  if (digits < MIN_PHONE_DIGITS || YEARS_OR_DATE.test(raw.trim())) return true;
  if (SINGLE_DIGITS.test(raw.trim()) && digits < 9) return true;
  return dates.some((date) => start < date.end && date.start < end);
}

interface Range {
  start: number;
  end: number;
}

function findPhones(text: string): ContactSpan[] {
  const spans: ContactSpan[] = [];
  const dates = [...text.matchAll(DATE)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  for (const region of REGIONS) {
    for (const found of findPhoneNumbersInText(text, region)) {
      const raw = text.slice(found.startsAt, found.endsAt);
      if (readsAsOtherNumber(raw, found.startsAt, found.endsAt, dates)) continue;
      spans.push({ kind: 'phone', start: found.startsAt, end: found.endsAt });
    }
  }
  for (const match of text.matchAll(LONG_DIGIT_RUN)) {
    spans.push({ kind: 'phone', start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

const linkify = new LinkifyIt(undefined, { fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false });

/** Academic letters that happen to be country domains: `B.Sc`, `M.Sc`, `Ph.D`, `B.Ed` … */
const ACADEMIC_ABBREVIATION = /^(?:[a-z]{1,3}\.)+[a-z]{1,3}\.?$/i;

function findLinks(text: string): ContactSpan[] {
  return (linkify.match(text) ?? []).flatMap((match) => {
    const isEmail = match.schema === 'mailto:' || (match.schema === '' && match.raw.includes('@'));
    const plainDomain = match.schema === '' && !isEmail && !match.raw.includes('/');
    if (plainDomain && ACADEMIC_ABBREVIATION.test(match.raw) && match.raw.length <= 6) return [];
    return [{ kind: isEmail ? 'email' : 'link', start: match.index, end: match.lastIndex }];
  });
}

/** Apps people swap handles on, as they are written in chat (several languages and scripts). */
const APPS =
  'snap(?:chat)?|sc|insta(?:gram)?|ig|tele(?:gram)?|tg|discord|tiktok|tik tok|kik|wechat|weixin|微信|vx|line|skype|signal|whats ?app|wa|facebook|fb|twitter|threads|bereal|wickr|viber|qq|انستغرام|انستقرام|سناب(?:شات)?|تيليجرام|تلغرام|واتساب|इंस्टाग्राम|स्नैपचैट';
/** An app's name not inside a Latin word ("line" but not "deadline"); scripts without spaces need no gap. */
const APP = `(?<![\\p{Script=Latin}\\p{N}])(?:${APPS})`;
/** A handle: letters, digits and `._-`, as the apps allow them. */
const HANDLE = '[\\p{L}\\p{N}][\\p{L}\\p{N}._-]{2,31}';
/** Whether a word looks like a handle rather than an ordinary word of the sentence. */
const HANDLE_LIKE = /[\d._#]/u;

const HANDLE_PATTERNS: readonly { pattern: RegExp; needsHandleLike: boolean }[] = [
  // "@jenny.x", "mon @ est jules_22"; an email's @ is found as an email first.
  { pattern: /(?<![\p{L}\p{N}._-])@([\p{L}\p{N}_][\p{L}\p{N}._]{2,31})/gu, needsHandleLike: false },
  // "snap: jenny_x", "insta - jules.m", "微信号：abc123", "discord = kai#0420"
  {
    pattern: new RegExp(
      `${APP}(?:\\s*(?:id|号|name|user(?:name)?|handle))?\\s*[:：=-]\\s*(${HANDLE}(?:#\\d{4})?)`,
      'giu',
    ),
    needsHandleLike: false,
  },
  // "my snap is jenny_x", "add me on insta jules.m", "mi insta es sofi_23", "加我微信 abc_123"
  {
    pattern: new RegExp(
      `${APP}(?:号|\\s*id)?(?:\\s+(?:is|its|it's|es|est|ist|handle|name|c'est|c’est|:))?\\s+@?(${HANDLE}(?:#\\d{4})?)`,
      'giu',
    ),
    needsHandleLike: true,
  },
  // "jenny_x on snap", "jules.m sur insta", "sofi_23 en ig", "kai99 auf insta"
  {
    pattern: new RegExp(
      `(${HANDLE})\\s+(?:on|sur|en|auf|في|पर)\\s+(?:${APPS})(?![\\p{L}\\p{N}])`,
      'giu',
    ),
    needsHandleLike: true,
  },
];

function findHandles(text: string): ContactSpan[] {
  const spans: ContactSpan[] = [];
  for (const { pattern, needsHandleLike } of HANDLE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const handle = match[1];
      if (!handle || (needsHandleLike && !HANDLE_LIKE.test(handle))) continue;
      const start = match.index + match[0].lastIndexOf(handle);
      // "@" belongs to the handle it introduces.
      const from = text[start - 1] === '@' ? start - 1 : start;
      spans.push({ kind: 'handle', start: from, end: start + handle.length });
    }
  }
  return spans;
}

const PRIORITY: Readonly<Record<ContactKind, number>> = { email: 0, link: 1, phone: 2, handle: 3 };

/** Overlapping finds become one: the widest run, named by the strongest kind among them. */
function merge(spans: ContactSpan[]): ContactSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactSpan[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      if (PRIORITY[span.kind] < PRIORITY[last.kind]) last.kind = span.kind;
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/** Every contact detail in a text, in order, without overlaps. */
export function findContactDetails(text: string): ContactSpan[] {
  if (text.trim() === '') return [];
  return merge([...findLinks(text), ...findPhones(text), ...findHandles(text)]);
}

/** The text with each contact detail replaced by its "hidden for safety" mark. */
export function maskContactDetails(text: string): string {
  const spans = findContactDetails(text);
  let out = '';
  let last = 0;
  for (const span of spans) {
    out += text.slice(last, span.start) + safetyMark(span.kind);
    last = span.end;
  }
  return out + text.slice(last);
}

/** Below this age a prospect's chats with ambassadors hide contact details. */
export const SAFEGUARDING_AGE = 18;

/**
 * Whether a prospect of this birth date is a minor whose chats hide contact details. An unknown
 * birth date is not treated as a minor: the university's own switch covers that case.
 */
export function isSafeguardedAge(birthDate: string | null | undefined, now = new Date()): boolean {
  if (!birthDate) return false;
  const age = ageOn(birthDate, now);
  return age !== null && age < SAFEGUARDING_AGE;
}

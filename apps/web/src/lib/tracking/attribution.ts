import type { ParsedBase } from '@quad/shared/rules/base-path';

/** `utm_*` query parameters → the field names registration and utmData take (spec §3, §7). */
export const UTM_PARAMS = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'campaign'],
  ['utm_term', 'term'],
  ['utm_content', 'content'],
] as const;

export type UtmField = (typeof UTM_PARAMS)[number][1];
export type Utm = Partial<Record<UtmField, string>>;
/** What `utmData_{group}` holds: the campaign of the first visit that carried one. */
export type StoredUtm = Utm & { captured_at?: string; sent_to?: number[] };

/** The API's limit for one value (`utmField` of @quad/shared/contracts/auth). */
export const MAX_VALUE = 200;

/** Spec §3 `utmData_{group}`: one per widget, `utmData_1` for a university, `utmData_group-1` for a group. */
export function utmStorageKey(base: ParsedBase): string {
  return base.kind === 'group' ? `utmData_group-${base.groupId}` : `utmData_${base.universityId}`;
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_VALUE) : undefined;
}

/** The UTM fields of a query (with `state` pairs already merged in). */
export function utmFromParams(params: URLSearchParams): Utm {
  const utm: Utm = {};
  for (const [param, field] of UTM_PARAMS) {
    const value = clean(params.get(param));
    if (value) utm[field] = value;
  }
  return utm;
}

export function hasUtm(utm: Utm | null | undefined): boolean {
  return UTM_PARAMS.some(([, field]) => Boolean(utm?.[field]));
}

/** Only the UTM fields of a stored value, each a non-empty string within the limit. */
export function utmOf(value: unknown): Utm {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const utm: Utm = {};
  for (const [, field] of UTM_PARAMS) {
    const entry = record[field];
    if (typeof entry === 'string') {
      const cleaned = clean(entry);
      if (cleaned) utm[field] = cleaned;
    }
  }
  return utm;
}

/**
 * First touch: the campaign already kept stays whole (its fields are never mixed with a later
 * campaign's, nor erased by a visit without one); with none kept, the new one is taken.
 */
export function firstTouch(stored: StoredUtm | null, incoming: Utm, now: Date): StoredUtm | null {
  if (stored && hasUtm(stored)) return null;
  if (!hasUtm(incoming)) return null;
  return { ...incoming, captured_at: now.toISOString() };
}

/**
 * `user_came_from`: the page the person was on — the host page embed.js names, else an outside
 * referrer — as origin and path only (a query may carry someone's tokens). Null when neither.
 */
export function cameFrom(
  params: URLSearchParams,
  referrer: string,
  ownOrigin: string,
): string | null {
  const given = pageAddress(params.get('user_came_from'));
  if (given) return given;
  const referred = pageAddress(referrer);
  if (!referred || new URL(referred).origin === ownOrigin) return null;
  return referred;
}

function pageAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname}`.slice(0, MAX_VALUE);
  } catch {
    return null;
  }
}

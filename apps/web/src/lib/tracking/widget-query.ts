import { gtmContainerOf } from '@quad/shared/rules/tag-manager';

/**
 * The widget's own query parameters of spec §2 beyond the embedding ids: `state` (key=value
 * pairs split by two underscores), `tap-dashboard=true` (dashboard mode) and `customGtm`.
 */

export const STATE_PARAM = 'state';
export const DASHBOARD_PARAM = 'tap-dashboard';
export const CUSTOM_GTM_PARAM = 'customGtm';

const PAIR_SEPARATOR = '__';
const STATE_KEY = /^[A-Za-z][\w-]{0,63}$/;
const MAX_STATE_LENGTH = 2000;
const MAX_STATE_VALUE = 500;

/**
 * `a=1__b=two` → `{ a: '1', b: 'two' }`. A pair without `=`, with an empty or odd key, or an
 * empty value is skipped; the first of a repeated key wins; a value keeps any further `=`.
 */
export function parseStateParam(value: string | null | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  if (!value || value.length > MAX_STATE_LENGTH) return pairs;
  for (const pair of value.split(PAIR_SEPARATOR)) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    const entry = pair.slice(at + 1).trim();
    if (!STATE_KEY.test(key) || entry === '' || entry.length > MAX_STATE_VALUE) continue;
    if (!Object.hasOwn(pairs, key)) pairs[key] = entry;
  }
  return pairs;
}

/**
 * The page's query with the pairs of its `state` added: a parameter written in the query itself
 * wins over the same key inside `state`.
 */
export function widgetParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  const merged = new URLSearchParams();
  for (const [key, value] of Object.entries(parseStateParam(params.get(STATE_PARAM)))) {
    if (!params.has(key)) merged.set(key, value);
  }
  for (const [key, value] of params) merged.append(key, value);
  return merged;
}

/** Dashboard mode: `tap-dashboard=true`, exactly (spec §2). */
export function isDashboardParam(params: URLSearchParams): boolean {
  return params.get(DASHBOARD_PARAM) === 'true';
}

export type CustomGtmParam =
  { kind: 'absent' } | { kind: 'off' } | { kind: 'on' } | { kind: 'container'; id: string };

/**
 * `customGtm` as the page gives it: absent; `false`/`0`/`off` (the host page measures itself);
 * `true`/`1`/`on`; or a container id. Anything else counts as absent.
 */
export function readCustomGtmParam(params: URLSearchParams): CustomGtmParam {
  const value = params.get(CUSTOM_GTM_PARAM)?.trim();
  if (!value) return { kind: 'absent' };
  const lower = value.toLowerCase();
  if (lower === 'false' || lower === '0' || lower === 'off') return { kind: 'off' };
  if (lower === 'true' || lower === '1' || lower === 'on') return { kind: 'on' };
  const id = gtmContainerOf(value);
  return id ? { kind: 'container', id } : { kind: 'absent' };
}

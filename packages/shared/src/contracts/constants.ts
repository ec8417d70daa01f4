import type { ContentListQuery } from './content';
import type { Permission } from './widget-settings';

// The names and keys the contracts use, without their schemas: code that must not load zod
// (the widget's first screen) imports them from here. Each contract re-exports its own.

/** Engagement types that decide where single sign-on lands (spec §2); others open a direct chat. */
export const ENGAGEMENT_TYPES = [
  'live-stream',
  'group-chat',
  'forum',
  'user',
  'post',
  'faq',
  'university',
] as const;

/** Feature permissions of spec §6 carried in `permissions`. */
export const PERMISSION_KEYS = {
  displayAmbassadorCountryFlag: 'display_ambassador_country_flag',
  ssoProspect: 'ssoProspect',
  ssoAmbassador: 'ssoAmbassador',
  ssoOnly: 'ssoOnly',
  ssoEncrypted: 'ssoEncrypted',
} as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[keyof typeof PERMISSION_KEYS];

/** Keys of the fixed filters of spec §3. */
export const FIXED_FILTER_KEYS = {
  universityCountries: 'university_countries',
  countries: '_countries',
  accountType: 'account_type',
  subject: '_subject',
  groupUniversities: 'group_universities',
} as const;
export type FixedFilterKey = (typeof FIXED_FILTER_KEYS)[keyof typeof FIXED_FILTER_KEYS];

/** The address parameter that carries a widget's search terms; filters use their settings key. */
export const SEARCH_PARAM = 'search';

/**
 * Which list query field each fixed filter of spec §3 sets with the ids of its chosen options.
 * A custom filter's chosen option names are sent as `searchItems`.
 */
export const FILTER_QUERY_FIELDS = {
  [FIXED_FILTER_KEYS.universityCountries]: 'groupCountryIds',
  [FIXED_FILTER_KEYS.countries]: 'countryIds',
  [FIXED_FILTER_KEYS.accountType]: 'profileTypeIds',
  [FIXED_FILTER_KEYS.subject]: 'subjectIds',
  [FIXED_FILTER_KEYS.groupUniversities]: 'universityIds',
} as const satisfies Record<string, keyof ContentListQuery>;

/** Dialog type numbers (spec §3); forum is not numbered in the spec and takes 7. */
export const DIALOG_TYPES = {
  individual: 1,
  groupChat: 4,
  speakers: 5,
  liveChat: 6,
  forum: 7,
} as const;
export type DialogType = (typeof DIALOG_TYPES)[keyof typeof DIALOG_TYPES];

/** Whether a feature permission is on; a key that is not listed is off. */
export function isPermissionAllowed(
  permissions: readonly Permission[],
  key: PermissionKey,
): boolean {
  return permissions.some((permission) => permission.key === key && permission.isAllowed);
}

/** The id of the `<script type="application/json">` in which index.html carries a first screen. */
export const FIRST_SCREEN_ELEMENT_ID = 'quad-first-screen';

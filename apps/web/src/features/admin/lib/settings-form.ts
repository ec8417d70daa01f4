import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  adminSettingsChangeSchema,
  type AdminSettings,
  type AdminSettingsChange,
} from '@quad/shared/contracts/admin';
import { CONTENT_TYPES, type ContentType } from '@quad/shared/contracts/common';
import {
  FIXED_FILTER_KEYS,
  PERMISSION_KEYS,
  type PermissionKey,
} from '@quad/shared/contracts/widget-settings';
import { formErrorMap, issueMessages } from '../../../lib/forms/validation';

export const PERMISSION_KEY_LIST = Object.values(PERMISSION_KEYS);
export const FIXED_FILTER_KEY_LIST = Object.values(FIXED_FILTER_KEYS);
export const TITLE_KEYS = [
  'page_title',
  'page_desc',
  'profile_title',
  'content_title',
  'faq_title',
  'group_chat_title',
] as const;
export type TitleKey = (typeof TITLE_KEYS)[number];

/** One filter row of the form; a custom filter's options are written one per line. */
export type FilterRow = { type: 'fixed' | 'custom'; key: string; name: string; options: string };

/** What the settings form edits: lists as text (one item per line), switches as booleans. */
export type SettingsFormValues = {
  primary_color: string;
  titles: Record<TitleKey, string> & { display_search_bar: boolean; display_tap_logo: boolean };
  permissions: Record<PermissionKey, boolean>;
  filters: FilterRow[];
  prefilterItems: string;
  contentTypes: Record<ContentType, boolean>;
  show_number_likes_views: boolean;
  allowedOrigins: string;
  hideKeywords: string;
  timeLimitMinutes: string;
  timeLimitPeriod: 'week' | 'month';
  ageOfConsent16: boolean;
  maintenance: boolean;
  customGtm: string;
};

/** Lines of a text area, trimmed, blank ones dropped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** An option key from its name: `North campus` → `north-campus`. */
export function keyOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'option'
  );
}

/** The stored settings as form values. */
export function formValuesOf(settings: AdminSettings): SettingsFormValues {
  const titleText = (key: TitleKey) => settings.titles[key] ?? '';
  return {
    primary_color: settings.primary_color,
    titles: {
      page_title: titleText('page_title'),
      page_desc: titleText('page_desc'),
      profile_title: titleText('profile_title'),
      content_title: titleText('content_title'),
      faq_title: titleText('faq_title'),
      group_chat_title: titleText('group_chat_title'),
      display_search_bar: settings.titles.display_search_bar,
      display_tap_logo: settings.titles.display_tap_logo,
    },
    permissions: Object.fromEntries(
      PERMISSION_KEY_LIST.map((key) => [
        key,
        settings.permissions.some((p) => p.key === key && p.isAllowed),
      ]),
    ) as Record<PermissionKey, boolean>,
    filters: settings.filters.map((filter) => ({
      type: filter.type,
      key: filter.key,
      name: filter.name,
      options: (filter.options ?? []).map((option) => option.name).join('\n'),
    })),
    prefilterItems: settings.prefilterItems.join('\n'),
    contentTypes: Object.fromEntries(
      CONTENT_TYPES.map((type) => [type, settings.contentTypes.includes(type)]),
    ) as Record<ContentType, boolean>,
    show_number_likes_views: settings.show_number_likes_views,
    allowedOrigins: settings.allowedOrigins.join('\n'),
    hideKeywords: settings.hideKeywords.join('\n'),
    timeLimitMinutes:
      settings.ambassadorTimeLimit.minutes === null
        ? ''
        : String(settings.ambassadorTimeLimit.minutes),
    timeLimitPeriod: settings.ambassadorTimeLimit.period,
    ageOfConsent16: settings.ageOfConsent16,
    maintenance: settings.maintenance,
    customGtm: settings.customGtm ?? '',
  };
}

/** Form values → the PUT body, before the shared schema checks it. */
export function changeOf(values: SettingsFormValues): AdminSettingsChange {
  const blank = (text: string) => (text.trim() === '' ? null : text.trim());
  const minutes = values.timeLimitMinutes.trim();
  return {
    primary_color: values.primary_color.trim(),
    titles: {
      page_title: blank(values.titles.page_title),
      page_desc: blank(values.titles.page_desc),
      profile_title: blank(values.titles.profile_title),
      content_title: blank(values.titles.content_title),
      faq_title: blank(values.titles.faq_title),
      group_chat_title: blank(values.titles.group_chat_title),
      display_search_bar: values.titles.display_search_bar,
      display_tap_logo: values.titles.display_tap_logo,
    },
    permissions: PERMISSION_KEY_LIST.map((key) => ({ key, isAllowed: values.permissions[key] })),
    filters: values.filters.map((row) =>
      row.type === 'fixed'
        ? { type: 'fixed', key: row.key, name: row.name.trim() }
        : {
            type: 'custom',
            key: row.key || keyOf(row.name),
            name: row.name.trim(),
            options: linesOf(row.options).map((name) => ({ key: keyOf(name), name })),
          },
    ),
    prefilterItems: linesOf(values.prefilterItems),
    contentTypes: CONTENT_TYPES.filter((type) => values.contentTypes[type]),
    show_number_likes_views: values.show_number_likes_views,
    allowedOrigins: linesOf(values.allowedOrigins),
    hideKeywords: linesOf(values.hideKeywords),
    ambassadorTimeLimit: {
      minutes: minutes === '' ? null : Number(minutes),
      period: values.timeLimitPeriod,
    },
    ageOfConsent16: values.ageOfConsent16,
    maintenance: values.maintenance,
    customGtm: blank(values.customGtm),
  };
}

/** The form field that shows a problem found at a path of the PUT body. */
export function formPathOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  switch (head) {
    case 'titles':
      return `titles.${second}`;
    case 'filters':
      return second === undefined ? 'filters.root' : `filters.${second}.${third ?? 'name'}`;
    case 'ambassadorTimeLimit':
      return 'timeLimitMinutes';
    default:
      return head ?? 'root';
  }
}

/** Sets `message` at a dotted path of a react-hook-form errors object (the first one wins). */
function setError(errors: Record<string, unknown>, dotted: string, message: string): void {
  const parts = dotted.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] ?? 'root';
  node[last] ??= { type: 'validate', message };
}

/**
 * Checks the form with the shared PUT schema: every problem next to its field, in a field's own
 * words from `ownMessage`, else by its code in the reader's language (as `useContractForm` does).
 */
export function settingsResolver(
  ownMessage: (formPath: string) => string | undefined,
  t: TFunction<'translation'>,
): Resolver<SettingsFormValues, unknown, AdminSettingsChange> {
  return (values) => {
    const parsed = adminSettingsChangeSchema.safeParse(changeOf(values), {
      error: formErrorMap(t),
    });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const translated = issueMessages(parsed.error.issues, t);
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const formPath = formPathOf(issue.path);
      const message =
        ownMessage(formPath) ?? translated.get(issue.path.map(String).join('.')) ?? issue.message;
      setError(errors, formPath, message);
    }
    return { values: {}, errors: errors as FieldErrors<SettingsFormValues> };
  };
}

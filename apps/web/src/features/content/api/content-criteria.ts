import { FILTER_QUERY_FIELDS } from '@quad/shared/contracts/constants';
import type { ContentListQueryInput } from '@quad/shared/contracts/content';
import type { ContentType } from '@quad/shared/contracts/common';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import { splitSearchTerms } from '@quad/shared/rules/search-terms';
import { widgetScope, type ParsedBase } from '@quad/shared/rules/base-path';

/** Selected filter values by filter key: ids of fixed filters, names of custom ones. */
export type SelectedFilters = Readonly<Record<string, readonly string[]>>;

/** What a visitor searched for and narrowed by; part of every list's query key. */
export type ContentCriteria = {
  searchItems: readonly string[];
  filters: SelectedFilters;
};

export const NO_CRITERIA: ContentCriteria = { searchItems: [], filters: {} };

/** Whose content a list holds: the widget's university or group, and its settings' narrowing. */
export type ListScope = {
  base: ParsedBase;
  /** Sent with every list call (settings `prefilterItems`). */
  prefilterItems: readonly string[];
  /** The sections the widget shows (settings `contentTypes`); all when absent. */
  contentTypes?: readonly ContentType[];
};

/** The list scope of a widget from its base and settings. */
export function listScopeOf(base: ParsedBase, settings: WidgetSettings): ListScope {
  return {
    base,
    prefilterItems: settings.prefilterItems ?? [],
    contentTypes: settings.contentTypes,
  };
}

type FilterField = (typeof FILTER_QUERY_FIELDS)[keyof typeof FILTER_QUERY_FIELDS];
const FIELD_OF_FIXED_FILTER: Readonly<Record<string, FilterField>> = FILTER_QUERY_FIELDS;

/** True when a visitor has searched or narrowed anything. */
export function hasCriteria(criteria: ContentCriteria): boolean {
  return (
    criteria.searchItems.length > 0 ||
    Object.values(criteria.filters).some((values) => values.length > 0)
  );
}

function toIds(values: readonly string[]): number[] {
  return values.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * The body of a content list call (spec §3 content list query): the widget's `universityId` or
 * `groupId`, its prefilter items, the search terms, and the filters — fixed ones as the id lists
 * of FILTER_QUERY_FIELDS, custom ones' option names as search terms (the contract's rule).
 */
export function contentListBody(
  scope: ListScope,
  criteria: ContentCriteria,
  extra: Partial<ContentListQueryInput> = {},
): ContentListQueryInput {
  const body: ContentListQueryInput = { ...widgetScope(scope.base) };
  if (scope.prefilterItems.length > 0) body.prefilterItems = [...scope.prefilterItems];
  const terms: string[] = [...criteria.searchItems];
  for (const [key, values] of Object.entries(criteria.filters)) {
    if (values.length === 0) continue;
    const field = FIELD_OF_FIXED_FILTER[key];
    if (!field) {
      terms.push(...values);
      continue;
    }
    const ids = toIds(values);
    if (ids.length > 0) body[field] = ids;
  }
  const searchItems = splitSearchTerms(terms);
  if (searchItems.length > 0) body.searchItems = searchItems;
  return { ...body, ...extra };
}

import { randomUUID } from 'node:crypto';
import {
  contentListQuerySchema,
  SEARCH_PARAM,
  type GetContentResponse,
} from '@quad/shared/contracts/content';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import type { FirstScreen } from '@quad/shared/contracts/first-screen';
import { parseBase, widgetScope } from '@quad/shared/rules/base-path';
import { randomSeed } from '@quad/shared/rules/random-seed';
import { NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import { loadHome, type HomeSnapshots } from '../content/home.service';
import { createSnapshotCache, type SnapshotCache } from '../content/home-snapshots';
import { abBucket, loadWidgetSettings, type WidgetScopeSettings } from './settings.service';
import { presentWidgetSettings } from './settings.presenter';

/** True when the address narrows the home (a search or a filter), which the home's cache is not. */
function narrows(search: URLSearchParams, settings: WidgetSettings): boolean {
  if (search.has(SEARCH_PARAM)) return true;
  return settings.filters.some((filter) => search.has(filter.key));
}

/**
 * The settings first screens carry, per widget base and node: a page load reads none once they
 * are there, so a page cannot be used to hammer the database. Dropped with the home snapshots
 * (a university's settings or content changing, on every node), else after 60 s like them.
 */
export type FirstScreenSettings = SnapshotCache<WidgetScopeSettings>;

export function createFirstScreenSettings(): FirstScreenSettings {
  return createSnapshotCache<WidgetScopeSettings>({
    universitiesOf: (settings) => settings.universities.map((university) => university.id),
    rowsOf: () => 1,
  });
}

/**
 * A widget path's settings as the first screen's cache holds them; null outside a widget or for
 * an unknown one. The page's colour and its tag manager read them here too, so an admin's save
 * shows on the next page load, on every node.
 */
export function createWidgetSettingsLookup(
  services: Pick<ServiceContext, 'db'>,
  settings: FirstScreenSettings,
): (pathname: string) => Promise<WidgetScopeSettings | null> {
  return async (pathname) => {
    const base = parseBase(pathname);
    if (!base) return null;
    return settings
      .get(base.base, () => loadWidgetSettings(services, widgetScope(base), ''))
      .catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
  };
}

export interface FirstScreenOptions {
  services: Pick<ServiceContext, 'db' | 'storage'>;
  snapshots: HomeSnapshots;
  /** The widget's settings (createWidgetSettingsLookup). */
  settingsOf(pathname: string): Promise<WidgetScopeSettings | null>;
  /** Whether a university's widget is in maintenance: its page then carries nothing. */
  inMaintenance(universityId: number): Promise<boolean>;
}

/**
 * What index.html carries for a widget page so that its first screen needs no call: the
 * widget's settings (`GET /widget/settings`) and, on the home, an anonymous visitor's home
 * (`POST /widget/getContent`) with the visit's random seed, the same answers the API gives.
 * Null outside a widget, for an unknown one or one in maintenance: the app then asks itself.
 */
export function createFirstScreen(
  options: FirstScreenOptions,
): (pathname: string, search: URLSearchParams) => Promise<FirstScreen | null> {
  const { services, snapshots } = options;
  return async (pathname, search) => {
    const base = parseBase(pathname);
    if (!base) return null;
    if (base.kind === 'university' && (await options.inMaintenance(base.universityId))) {
      return null;
    }
    const scope = widgetScope(base);
    const found = await options.settingsOf(pathname);
    if (!found) return null;
    // Each page draws its A/B bucket, as a settings call that names no visitor does.
    const bucket = abBucket(randomUUID());
    const settings = presentWidgetSettings({ ...found, bucket }, services.storage);
    if (base.rest !== '' || narrows(search, settings)) return { base: base.base, settings };
    const seed = randomSeed();
    const query = contentListQuerySchema.parse({
      ...scope,
      ...(settings.prefilterItems?.length ? { prefilterItems: settings.prefilterItems } : {}),
      ...(settings.contentTypes ? { contentTypes: settings.contentTypes } : {}),
      randomSeed: seed,
    });
    const context = { db: services.db, actorId: null, actorAdminOf: null, seed };
    const home = await loadHome(context, snapshots, services.storage, query);
    const content: GetContentResponse = home.content;
    return { base: base.base, settings, home: { randomSeed: seed, content } };
  };
}

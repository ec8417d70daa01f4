import { parseBase } from '@quad/shared/rules/base-path';
import { CUSTOM_GTM_SETTING, gtmContainerOf } from '@quad/shared/rules/tag-manager';
import type { Db } from '../../core/db/client';
import { findGroupWithSettings, findUniversityWithSettings } from './settings.repository';

const CACHE_MS = 60_000;

/**
 * Whether a widget path's settings name a Google Tag Manager container (`settings.customGtm`,
 * spec §2), so its page may load it; cached a minute per base, like the colour and the origins.
 */
export function createTagManagerLookup(db: Db): (pathname: string) => Promise<boolean> {
  const cache = new Map<string, { at: number; allowed: boolean }>();
  return async (pathname) => {
    const base = parseBase(pathname);
    if (!base) return false;
    const hit = cache.get(base.base);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.allowed;
    const found =
      base.kind === 'university'
        ? await findUniversityWithSettings(db, base.universityId)
        : await findGroupWithSettings(db, base.groupId);
    const allowed = gtmContainerOf(found?.settings?.settings[CUSTOM_GTM_SETTING]) !== null;
    if (cache.size > 10_000) cache.clear();
    cache.set(base.base, { at: Date.now(), allowed });
    return allowed;
  };
}

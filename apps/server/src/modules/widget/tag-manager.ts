import { CUSTOM_GTM_SETTING, gtmContainerOf } from '@quad/shared/rules/tag-manager';
import type { WidgetScopeSettings } from './settings.service';

/**
 * Whether a widget's settings name a Google Tag Manager container (`settings.customGtm`,
 * spec §2), so its page may load it.
 */
export function usesTagManager(found: WidgetScopeSettings | null): boolean {
  return gtmContainerOf(found?.row?.settings[CUSTOM_GTM_SETTING]) !== null;
}

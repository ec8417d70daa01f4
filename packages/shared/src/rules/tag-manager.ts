/** The widget settings key (`settings.customGtm`) naming a university's Google Tag Manager container (spec §2). */
export const CUSTOM_GTM_SETTING = 'customGtm';

/** A Google Tag Manager container id: `GTM-` and a few capitals or digits. */
export const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The container a settings value names, normalised to capitals, or null when it names none. */
export function gtmContainerOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim().toUpperCase();
  return GTM_CONTAINER_ID.test(id) ? id : null;
}

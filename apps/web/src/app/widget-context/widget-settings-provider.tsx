import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParsedBase } from '@quad/shared/rules/base-path';
import { useSessionKnown } from '../session/use-session-token';
import { useWidgetSettingsQuery } from './get-widget-settings';
import { brandingFor } from './branding';
import { useWidgetSettingsRealtime } from './settings-realtime';
import { WidgetContext, type WidgetContextValue } from './use-widget';
import { WidgetTracking } from './widget-tracking';
import { applyDefaultTheme, applyTheme } from './theme';
import { cachedPrimaryColor, rememberPrimaryColor } from './theme-cache';

type WidgetSettingsProviderProps = {
  base: ParsedBase;
  /**
   * Shown while the settings (or the session) load: a skeleton of the page, told whether the
   * university colour is already known (from the settings, or remembered from the last visit).
   */
  pending: ReactNode | ((branded: boolean) => ReactNode);
  /** Shown when they fail; retry asks again. */
  renderError: (error: Error, retry: () => void) => ReactNode;
  /**
   * The page shows before the session is known: it is the same for everyone until then (the
   * home an anonymous visit of this page carried, whose marks come again with a session).
   */
  sessionOptional?: boolean;
  children: ReactNode;
};

/**
 * Loads the widget settings of the base, dresses the page in the university colour and names
 * the document after the university or group, then renders its children with useWidget().
 */
export function WidgetSettingsProvider({
  base,
  pending,
  renderError,
  sessionOptional = false,
  children,
}: WidgetSettingsProviderProps) {
  const { t } = useTranslation();
  const query = useWidgetSettingsQuery(base);
  const settings = query.data;
  // The session restores from the refresh cookie beside the settings call: no page decides
  // "signed out" before it knows.
  const sessionKnown = useSessionKnown();
  useWidgetSettingsRealtime(
    base,
    base.kind === 'group'
      ? (settings?.universities.map((university) => university.id) ?? [])
      : [base.universityId],
  );

  const value = useMemo<WidgetContextValue | null>(
    () => (settings ? { base, settings, branding: brandingFor(settings, base) } : null),
    [base, settings],
  );

  const [remembered] = useState(() => cachedPrimaryColor(base.base));
  const color = settings?.primary_color ?? remembered;
  // Before paint, so the page never flashes the default colour once the colour is known.
  useLayoutEffect(() => {
    if (!color) return;
    applyTheme(color);
    return () => applyDefaultTheme();
  }, [color]);
  useEffect(() => {
    if (settings) rememberPrimaryColor(base.base, settings.primary_color);
  }, [base.base, settings]);
  const skeleton = typeof pending === 'function' ? pending(color !== null) : pending;

  const name = value?.branding.name;
  useEffect(() => {
    document.title = name ? t('document.title', { name }) : t('app.name');
  }, [name, t]);

  // A failed background refetch keeps the page it already has.
  if (!value)
    return query.isError ? renderError(query.error, () => void query.refetch()) : skeleton;
  if (!sessionKnown && !sessionOptional) return skeleton;
  return (
    <WidgetContext value={value}>
      <WidgetTracking />
      {children}
    </WidgetContext>
  );
}

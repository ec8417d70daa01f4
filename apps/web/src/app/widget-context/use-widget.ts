import { createContext, useContext } from 'react';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import type { ParsedBase } from '@quad/shared/rules/base-path';
import type { Branding } from './branding';

export type WidgetContextValue = {
  base: ParsedBase;
  settings: WidgetSettings;
  branding: Branding;
};

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The settings, base and branding of the current widget; only inside WidgetSettingsProvider. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget must be used inside WidgetSettingsProvider.');
  return value;
}

import { useMemo } from 'react';
import { useWidget } from '../../../app/widget-context/use-widget';
import { listScopeOf, type ListScope } from '../api/content-criteria';

/** The list scope of the current widget: its base, prefilter items and sections. */
export function useListScope(): ListScope {
  const { base, settings } = useWidget();
  return useMemo(() => listScopeOf(base, settings), [base, settings]);
}

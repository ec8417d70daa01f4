import type { ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../api-client';
import { utmFromParams } from './attribution';
import { openingParams } from './tracking';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const widgetVisitResultSchema = () =>
  import('@quad/shared/contracts/widget-visits').then(
    (contract) => contract.widgetVisitResultSchema,
  );

let counted = false;

/**
 * Counts this page load of the widget for the console's analytics (`POST /widget/visits`, the
 * first step of its funnel), with the campaign the page was opened from. Once per page load,
 * never in dashboard mode (the caller checks), quiet on failure. Nothing is stored in the
 * browser: the server counts a browser once a day by a hash it cannot follow across days.
 */
export async function recordVisit(base: ParsedBase): Promise<boolean> {
  if (counted) return false;
  counted = true;
  const { source, medium, campaign } = utmFromParams(openingParams());
  try {
    const result = await apiClient.post(
      '/widget/visits',
      {
        ...(base.kind === 'university'
          ? { universityId: base.universityId }
          : { groupId: base.groupId }),
        ...(source ? { source } : {}),
        ...(medium ? { medium } : {}),
        ...(campaign ? { campaign } : {}),
      },
      { schema: widgetVisitResultSchema },
    );
    return result.counted;
  } catch {
    return false;
  }
}

/** Forgets that this page load was counted (tests). */
export function resetRecordedVisit(): void {
  counted = false;
}

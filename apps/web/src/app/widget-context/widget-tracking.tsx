import { useEffect } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { isProspect } from '@quad/shared/roles';
import { CUSTOM_GTM_SETTING } from '@quad/shared/rules/tag-manager';
import { useAccount } from '../session/get-account-info';
import { useSessionKnown, useSessionToken } from '../session/use-session-token';
import { browserAsksNoTracking, decideGtm, loadGtm } from '../../lib/tracking/gtm';
import { recordVisit } from '../../lib/tracking/record-visit';
import { sendUtmData } from '../../lib/tracking/send-utm-data';
import {
  forgetEngagement,
  isDashboardMode,
  openingParams,
  recordEngagement,
} from '../../lib/tracking/tracking';
import { readCustomGtmParam } from '../../lib/tracking/widget-query';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useWidget } from './use-widget';

/**
 * The widget's tracking of spec §2/§3, rendered once inside the widget: what a signed-out visitor
 * opens (`engagementData`), the kept campaign sent for a signed-in prospect (`utmData`), and the
 * university's tag manager container where `customGtm` allows it. Renders nothing.
 */
export function WidgetTracking() {
  const { base, settings } = useWidget();
  const { account } = useAccount();
  const dashboard = isDashboardMode();

  const accountId = account?.id ?? null;
  const prospect = account ? isProspect(account.key) : false;
  const universityId =
    base.kind === 'university'
      ? base.universityId
      : (account?.university_id ?? settings.universities[0]?.id ?? null);
  useEffect(() => {
    if (accountId === null) return;
    forgetEngagement();
    if (dashboard || !prospect || universityId === null) return;
    void sendUtmData(base, universityId, accountId);
  }, [accountId, base, dashboard, prospect, universityId]);

  // Counted once the session is known, so staff opening their own widget are left out, and
  // once the first frame is painted: the count (and its contract's code) never delays it.
  const sessionKnown = useSessionKnown();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (sessionKnown && painted && !dashboard) void recordVisit(base);
  }, [base, dashboard, painted, sessionKnown]);

  const gtmSetting = settings.settings[CUSTOM_GTM_SETTING];
  useEffect(() => {
    const decision = decideGtm({
      setting: gtmSetting,
      param: readCustomGtmParam(openingParams()),
      dashboard,
      privacySignal: browserAsksNoTracking(),
    });
    return decision.load ? loadGtm(decision.containerId) : undefined;
  }, [dashboard, gtmSetting]);

  return useInRouterContext() && !dashboard ? <EngagementTracking /> : null;
}

/** Keeps the item a signed-out visitor opens (`engagementData`) as they browse. */
function EngagementTracking() {
  const { pathname } = useLocation();
  const token = useSessionToken();
  const sessionKnown = useSessionKnown();
  useEffect(() => {
    if (sessionKnown && token === null) recordEngagement(pathname);
  }, [pathname, sessionKnown, token]);
  return null;
}

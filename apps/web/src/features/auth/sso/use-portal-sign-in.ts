import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { widgetScope } from '@quad/shared/rules/base-path';
import { openAuthDialog } from '../../../app/session/auth-dialog-store';
import { useWidget } from '../../../app/widget-context/use-widget';
import { currentAccessType, startSession } from '../session';
import { formErrorFor } from '../validation';
import { welcomeMessage } from '../welcome';
import { portalSignIn, signInScope } from './sso-api';

/** The query parameter a university's portal opens the widget with (spec §3 ssoSignInData). */
export const PORTAL_PARAM = 'ssoSignInData';

/**
 * Sign-in from the university's own portal: the widget opened with `?ssoSignInData=…` signs the
 * person in (or carries on to registration or linking in the popup). The data leaves the
 * address at once, so it is neither bookmarked nor sent on as a referrer.
 */
export function usePortalSignIn(): void {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const url = new URL(window.location.href);
    const signedData = url.searchParams.get(PORTAL_PARAM);
    if (!signedData) return;
    started.current = true;
    url.searchParams.delete(PORTAL_PARAM);
    window.history.replaceState(window.history.state, '', url.toString());
    const scope = widgetScope(base);
    portalSignIn({ signedData, ...signInScope(scope), accessType: currentAccessType() })
      .then((result) => {
        if (result.status === 'signedIn') {
          const { status: _status, ...signedIn } = result;
          startSession(queryClient, signedIn, scope);
          toast.success(welcomeMessage(t, signedIn.account, 'signed-in'));
          return;
        }
        openAuthDialog({
          mode: result.status === 'newUser' ? 'sign-up' : 'sign-in',
          ssoOutcome: { result, provider: 'sso' },
        });
      })
      .catch((error: unknown) => toast.error(formErrorFor(error, t)));
  }, [base, queryClient, t]);
}

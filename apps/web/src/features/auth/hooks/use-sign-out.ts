import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWidget } from '../../../app/widget-context/use-widget';
import { accountKeys } from '../../../app/session/get-account-info';
import { toast } from '../../../lib/toast';
import { logout } from '../api/logout';
import { clearUserData, currentAccessType, endSession } from '../session';
import { useSessionToken } from '../../../app/session/use-session-token';

/**
 * Signs out on this device (spec §4): the server revokes the refresh token and clears its
 * cookie, while tokens, single-sign-on data and every cached user query go at once.
 */
export function useSignOut() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { base } = useWidget();
  return (options: { redirectTo?: string; quiet?: boolean } = {}) => {
    // The refresh cookie names the sign-in to end; the call reads the access token synchronously,
    // before the session below is ended.
    void logout({
      accessType: currentAccessType(),
      ...(base.kind === 'university'
        ? { universityId: base.universityId }
        : { universityGroupId: base.groupId }),
    }).catch(() => {
      // Signed out here whatever the server says; the refresh token expires on its own.
    });
    endSession(queryClient);
    if (!options.quiet) toast.success(t('signedOut'));
    void navigate(options.redirectTo ?? base.base, { replace: true });
  };
}

/**
 * Clears the cached account when the token disappears without useSignOut — the API client's
 * sign-out after a failed refresh, or another tab — so the header stops showing the person.
 */
export function useSessionGuard(): void {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (token !== null) return;
    const stale = queryClient
      .getQueryCache()
      .findAll({ queryKey: accountKeys.all })
      .some((query) => query.state.data !== undefined);
    if (stale) clearUserData(queryClient);
  }, [token, queryClient]);
}

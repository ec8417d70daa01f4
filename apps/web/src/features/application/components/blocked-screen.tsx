import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { apiClient } from '../../../lib/api-client';
import { announceSession } from '../../../lib/session-channel';
import { tokenStore } from '../../../lib/token-store';
import { accountKeys } from '../../../app/session/get-account-info';
import { useWidget } from '../../../app/widget-context/use-widget';
import { ApplyFrame } from './apply-frame';
import styles from './apply.module.css';

/** Signs out here (the server ends the sign-in and clears its cookie). */
function useSignOutHere() {
  const queryClient = useQueryClient();
  return () => {
    void apiClient.post('/interactionSite/auth/logout', {}).catch(() => {
      // Signed out here whatever the server says; the refresh token expires on its own.
    });
    tokenStore.clear('main');
    queryClient.removeQueries({ queryKey: accountKeys.all });
    announceSession('signedOut');
  };
}

/**
 * Someone signed in who cannot apply: a prospect (an application needs its own account), or an
 * ambassador or admin whose account was set up without an application.
 */
export function BlockedScreen({ reason }: { reason: 'prospect' | 'noApplication' }) {
  const { t } = useTranslation('application');
  const { base } = useWidget();
  const signOut = useSignOutHere();
  return (
    <ApplyFrame
      screen="status"
      title={t(reason === 'prospect' ? 'blocked.prospectTitle' : 'blocked.noApplicationTitle')}
      intro={t(reason === 'prospect' ? 'blocked.prospect' : 'blocked.noApplication')}
    >
      <div className={styles.actions}>
        {reason === 'prospect' ? (
          <Button type="button" size="lg" fullWidth onClick={signOut}>
            {t('blocked.signOut')}
          </Button>
        ) : (
          <ButtonLink to={`${base.base}/interaction/dialogs`} size="lg" fullWidth>
            {t('blocked.openChats')}
          </ButtonLink>
        )}
      </div>
    </ApplyFrame>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DeferredModal } from '../../../components/ui/deferred-modal';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useAcceptTerms } from '../api/accept-terms';
import { useAccount } from '../../../app/session/get-account-info';
import { useSignOut } from '../hooks/use-sign-out';
import styles from './auth-form.module.css';

/**
 * The accept-terms popup (spec §2): an account that has not accepted the terms (one made by
 * single sign-on, or before the terms changed) is asked to accept them, or to sign out.
 */
export function AcceptTermsDialog() {
  const { t } = useTranslation('auth');
  const { settings } = useWidget();
  const { account } = useAccount();
  const accept = useAcceptTerms();
  const signOut = useSignOut();
  // Closing asks again on the next visit; the two buttons are the real answers.
  const [dismissed, setDismissed] = useState(false);
  const open = account !== null && !account.termsAccepted && !dismissed;
  return (
    <DeferredModal
      open={open}
      onOpenChange={(next) => setDismissed(!next)}
      title={t('terms.title')}
      description={t('terms.description', {
        name: settings.institution?.name ?? t('common.theUniversity'),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={() => signOut()} disabled={accept.isPending}>
            {t('menu.signOut')}
          </Button>
          <Button onClick={() => accept.mutate()} loading={accept.isPending}>
            {t('terms.accept')}
          </Button>
        </>
      }
    >
      <ul className={styles.termsList}>
        <li>{t('terms.pointRespect')}</li>
        <li>{t('terms.pointData')}</li>
        <li>{t('terms.pointLeave')}</li>
      </ul>
    </DeferredModal>
  );
}

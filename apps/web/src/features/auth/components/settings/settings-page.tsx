import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ArrowLeftIcon } from '../../../../components/ui/icons';
import { ButtonLink, Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorIllustration } from '../../../../components/ui/illustrations';
import { useAccount } from '../../../../app/session/get-account-info';
import { useSessionToken } from '../../../../app/session/use-session-token';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { AccountSection } from './account-section';
import { EmailChange } from './email-change';
import { NotificationsSection } from './notifications-section';
import { PasswordChange } from './password-change';
import { ProfileSection } from './profile-section';
import { SettingsSection } from './settings-section';
import { SettingsSkeleton } from './settings-skeleton';
import styles from './settings-page.module.css';

/** {base}/settings: profile, sign-in details, notifications and the account itself. */
export function SettingsPage({ notificationControls }: { notificationControls?: ReactNode }) {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const location = useLocation();
  const token = useSessionToken();
  const { account, isError, refetch } = useAccount();
  // Only a visitor who arrives signed out is sent to sign in; signing out here leaves by itself.
  const [arrivedSignedOut] = useState(() => token === null);
  if (arrivedSignedOut) {
    return (
      <Navigate
        to={`${base.base}/interaction/sign-in`}
        replace
        state={{ redirectTo: `${location.pathname}${location.search}` }}
      />
    );
  }

  let content;
  if (account) {
    content = (
      <>
        <ProfileSection account={account} />
        <SettingsSection
          id="settings-sign-in"
          title={t('settings.signIn.title')}
          description={t('settings.signIn.description')}
        >
          <EmailChange account={account} />
          <PasswordChange account={account} />
        </SettingsSection>
        <NotificationsSection account={account} controls={notificationControls} />
        <AccountSection account={account} />
      </>
    );
  } else if (isError) {
    content = (
      <EmptyState
        illustration={<ErrorIllustration />}
        title={t('settings.loadError.title')}
        text={t('settings.loadError.text')}
        action={<Button onClick={refetch}>{t('settings.loadError.retry')}</Button>}
      />
    );
  } else {
    content = <SettingsSkeleton />;
  }

  return (
    <div className={styles.page}>
      <ButtonLink
        to={base.base}
        variant="ghost"
        size="sm"
        className={styles.back}
        icon={<ArrowLeftIcon size={18} />}
      >
        {t('common.back')}
      </ButtonLink>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      {content}
    </div>
  );
}

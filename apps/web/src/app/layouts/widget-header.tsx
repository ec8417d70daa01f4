import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { AuthDialogHost } from '../../features/auth/components/auth-dialog';
import { ChatsLink } from '../../features/chat/components/chats-link';
import { useWidget } from '../widget-context/use-widget';
import { UniversityLogo } from './university-logo';
import styles from './widget-header.module.css';

/** The bar in the university colour: logo and name (home link) and the account area. */
export function WidgetHeader() {
  const { t } = useTranslation();
  const { base, branding } = useWidget();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          to={base.base}
          className={styles.brand}
          aria-label={t('nav.homeOf', { name: branding.name })}
        >
          <UniversityLogo name={branding.name} logo={branding.logo} />
          <span className={styles.name} data-testid="university-name">
            {branding.name}
          </span>
        </Link>
        <div className={styles.actions}>
          <ChatsLink />
          <AccountMenu />
        </div>
        <AuthDialogHost />
      </div>
    </header>
  );
}

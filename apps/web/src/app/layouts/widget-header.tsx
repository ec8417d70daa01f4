import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { ChatsLink } from '../../features/chat/components/chats-link';
import { scopeForPath } from '../../lib/token-store';
import { useWidget } from '../widget-context/use-widget';
import { LazyAuthDialogHost } from './lazy-extras';
import { LanguageMenu } from './language-menu';
import { UniversityLogo } from './university-logo';
import styles from './widget-header.module.css';

/**
 * The bar in the university colour: logo and name (home link) and the account area. The
 * community area has its own account (spec §2) and its own navigation, so there the widget's
 * account area stays out of the bar.
 */
export function WidgetHeader() {
  const { t } = useTranslation();
  const { base, branding } = useWidget();
  const inCommunity = scopeForPath(useLocation().pathname) === 'community';
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
          <LanguageMenu />
          {inCommunity ? null : (
            <>
              <ChatsLink />
              <AccountMenu />
            </>
          )}
        </div>
        <LazyAuthDialogHost />
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SettingsIcon, SignOutIcon } from '../../../components/ui/account-icons';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { UserIcon } from '../../../components/ui/icons';
import { deferredModule } from '../../../components/ui/deferred-module';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useAccount } from '../../../app/session/get-account-info';
import { accountTexts } from '../../../app/session/account-texts';
import { useSessionGuard, useSignOut } from '../hooks/use-sign-out';
import { AcceptTermsDialog } from './accept-terms-dialog';
import styles from './account-menu.module.css';

// The menu's code (Radix) and the texts of a signed-in person's header are not on the page's
// first load: they are fetched for a signed-in person only, whose area waits for their account
// anyway (both arrive alongside).
const menus = deferredModule(() => import('../../../components/ui/menu'), {
  afterFirstPaint: false,
});

/**
 * The header's account area: "Sign in" for visitors; for a signed-in person their avatar and
 * name, opening a menu with Settings and Sign out.
 */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const { t: tShell } = useTranslation();
  const { base } = useWidget();
  const location = useLocation();
  const { account, isPending } = useAccount();
  const signOut = useSignOut();
  useSessionGuard();
  const code = menus.useModuleState(account !== null);
  const texts = accountTexts.useModuleState(account !== null);

  const pending = (
    <span className={styles.pending} role="status" aria-label={tShell('common.loading')}>
      <Skeleton shape="circle" width={36} />
    </span>
  );
  if (isPending) return pending;

  if (!account) {
    return (
      <ButtonLink
        to={`${base.base}/interaction/sign-in`}
        state={{ redirectTo: `${location.pathname}${location.search}` }}
        variant="ghost"
        size="sm"
        icon={<UserIcon size={18} />}
        data-testid="header-sign-in"
      >
        {tShell('nav.signIn')}
      </ButtonLink>
    );
  }

  const fullName = [account.name, account.last_name].filter(Boolean).join(' ');
  const face = (
    <Avatar
      id={account.id}
      name={account.name}
      lastName={account.last_name}
      src={account.avatar}
      size="xs"
    />
  );
  const menu = texts.module && code.module;
  if (!menu && (code.failed || texts.failed)) {
    // The menu's code or its texts could not be fetched (both are tried again): the settings
    // page, which also signs out, stays one press away instead of a skeleton. Without the texts
    // the person's name labels it, and the terms wait for their words.
    const worded = texts.module !== null;
    return (
      <>
        {worded && <AcceptTermsDialog />}
        <Link
          to={`${base.base}/settings`}
          className={styles.button}
          aria-label={worded ? `${t('menu.settings')}, ${fullName}` : fullName}
        >
          {face}
          <span className={styles.name}>{account.name}</span>
        </Link>
      </>
    );
  }
  if (!menu) return pending;
  const { Menu } = menu;
  return (
    <>
      <AcceptTermsDialog />
      <Menu
        label={t('menu.label', { name: fullName })}
        buttonClassName={styles.button}
        button={
          <>
            {face}
            <span className={styles.name}>{account.name}</span>
            <ChevronDownIcon size={16} className={styles.chevron} />
          </>
        }
        header={
          <div className={styles.who}>
            <Avatar
              id={account.id}
              name={account.name}
              lastName={account.last_name}
              src={account.avatar}
              size="sm"
            />
            <div className={styles.whoText}>
              <strong>{fullName}</strong>
              <span>{account.email}</span>
            </div>
          </div>
        }
        items={[
          {
            key: 'settings',
            label: t('menu.settings'),
            icon: <SettingsIcon size={20} />,
            to: `${base.base}/settings`,
          },
          {
            key: 'sign-out',
            label: t('menu.signOut'),
            icon: <SignOutIcon size={20} />,
            onSelect: () => signOut(),
          },
        ]}
      />
    </>
  );
}

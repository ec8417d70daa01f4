import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { ROLES } from '@quad/shared/roles';
import { parsePathId } from '@quad/shared/rules/base-path';
import { useAccount } from '../../../app/session/get-account-info';
import { useSessionKnown, useSessionToken } from '../../../app/session/use-session-token';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { useAdminSettings } from '../api/admin-api';
import { useModerationCounts } from '../api/moderation-api';
import { brandStyle } from '../lib/brand-style';
import styles from './admin.module.css';
import queueStyles from './moderation.module.css';

const CONSOLE_MAIN_ID = 'admin-main';

/** What the console shows while it learns who is signed in. */
function ConsoleSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.guard}>
      <SkeletonGroup label={t('guard.loading')}>
        <Skeleton width="40%" height={32} />
        <Skeleton width="100%" height={160} />
      </SkeletonGroup>
    </div>
  );
}

/** Signed in, but not an admin of this university. */
function NotAllowed({
  universityId,
  ownUniversityId,
}: {
  universityId: number;
  ownUniversityId: number | null;
}) {
  const { t } = useTranslation('admin');
  const isOtherAdmin = ownUniversityId !== null;
  return (
    <main className={styles.guard} id={CONSOLE_MAIN_ID} tabIndex={-1}>
      <EmptyState
        headingLevel={1}
        title={t('guard.notAllowedTitle')}
        text={isOtherAdmin ? t('guard.otherUniversityText') : t('guard.notAllowedText')}
        action={
          isOtherAdmin ? (
            <ButtonLink to={`/${ownUniversityId}/admin`}>{t('guard.openMine')}</ButtonLink>
          ) : (
            <ButtonLink to={`/${universityId}`} variant="secondary">
              {t('guard.backToWidget')}
            </ButtonLink>
          )
        }
      />
    </main>
  );
}

/** The console frame: a header, the side navigation (a menu on phones) and the screen. */
function ConsoleFrame({ universityId }: { universityId: number }) {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  const moderation = useModerationCounts();
  const waiting = moderation.data?.open ?? 0;
  const { pathname } = useLocation();
  // The phone menu closes by itself on the next page: it is open only for the page it opened on.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const navId = useId();
  const name = settings.data?.university.name;

  useEffect(() => {
    document.title = name ? t('documentTitle', { name }) : t('title');
  }, [name, t]);

  const base = `/${universityId}/admin`;
  const links = [
    { to: `${base}/settings`, label: t('nav.settings') },
    { to: `${base}/moderation`, label: t('nav.moderation'), count: waiting },
    { to: `${base}/people`, label: t('nav.people') },
    { to: `${base}/prospects`, label: t('nav.prospects') },
    { to: `${base}/analytics`, label: t('nav.analytics') },
    { to: `${base}/crm`, label: t('nav.crm') },
    { to: `${base}/data-requests`, label: t('nav.dataRequests') },
    { to: `${base}/posts`, label: t('nav.posts') },
    { to: `${base}/faqs`, label: t('nav.faqs') },
    { to: `${base}/group-chats`, label: t('nav.groupChats') },
    { to: `${base}/live-events`, label: t('nav.liveEvents') },
    { to: `${base}/sign-in`, label: t('nav.signIn') },
    { to: `${base}/audit`, label: t('nav.audit') },
  ];
  return (
    <div className={styles.console} style={brandStyle(settings.data?.primary_color)}>
      <a href={`#${CONSOLE_MAIN_ID}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <header className={styles.topBar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
        >
          {t('nav.menu')}
        </button>
        <p className={styles.product}>
          <span className={styles.productName}>{t('title')}</span>
          {name && <span className={styles.university}>{name}</span>}
        </p>
        {waiting > 0 && (
          // On a phone only the number shows; the words stay in the link's name.
          <Link to={`${base}/moderation`} className={queueStyles.headerAlert}>
            {waiting} <span className={queueStyles.headerAlertWords}>{t('nav.toReview')}</span>{' '}
            <span className="visually-hidden">{t('nav.toReviewWhere')}</span>
          </Link>
        )}
        <Link to={`/${universityId}`} className={styles.widgetLink}>
          {t('nav.backToWidget')}
        </Link>
      </header>
      <div className={styles.body}>
        <nav
          id={navId}
          aria-label={t('nav.label')}
          className={cx(styles.sideNav, menuOpen && styles.sideNavOpen)}
        >
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => cx(styles.navLink, isActive && styles.navLinkActive)}
                >
                  {link.label}
                  {!!link.count && (
                    <span className={queueStyles.headerCount}>
                      <span aria-hidden="true">{link.count}</span>
                      <span className="visually-hidden">
                        {t('nav.moderationCount', { count: link.count })}
                      </span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={CONSOLE_MAIN_ID} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * `/{universityId}/admin/…`: the university's admins get the console; anyone else signed in a
 * "not allowed" screen; signed-out people go to sign in and come back here.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const { pathname } = useLocation();
  const sessionKnown = useSessionKnown();
  const token = useSessionToken();
  const { account, isPending, isError, refetch } = useAccount();
  const universityId = parsePathId(params.universityId);

  if (universityId === null) return <Navigate to="/" replace />;
  if (!sessionKnown) return <ConsoleSkeleton />;
  if (token === null) {
    return (
      <Navigate
        to={`/${universityId}/interaction/sign-in?redirectTo=${encodeURIComponent(pathname)}`}
        replace
        state={{ redirectTo: pathname }}
      />
    );
  }
  if (isError) {
    return (
      <main className={styles.guard}>
        <EmptyState
          headingLevel={1}
          title={t('title')}
          text={t('guard.loadError')}
          action={<Button onClick={refetch}>{t('guard.retry')}</Button>}
        />
      </main>
    );
  }
  if (isPending || !account) return <ConsoleSkeleton />;
  if (account.roleKey !== ROLES.admin || account.university_id !== universityId) {
    return (
      <NotAllowed
        universityId={universityId}
        ownUniversityId={account.roleKey === ROLES.admin ? account.university_id : null}
      />
    );
  }
  return <ConsoleFrame universityId={universityId} />;
}

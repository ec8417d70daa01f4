import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ChatIcon, UsersIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { useCommunity } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import styles from './community-nav.module.css';

/** The community's own navigation: home, people, and one's profile. */
export function CommunityNav() {
  const { t } = useTranslation('community');
  const { root, account } = useCommunity();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cx(styles.link, isActive && styles.active);
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <p className={styles.title}>{t('nav.title')}</p>
      <ul className={styles.links}>
        <li>
          <NavLink to={communityPaths.home(root)} end className={linkClass}>
            <ChatIcon size={18} aria-hidden="true" />
            {t('nav.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to={communityPaths.members(root)} className={linkClass}>
            <UsersIcon size={18} aria-hidden="true" />
            {t('nav.members')}
          </NavLink>
        </li>
        <li>
          <NavLink to={communityPaths.profile(root)} className={linkClass}>
            {account && (
              <Avatar
                id={account.id}
                name={account.firstName}
                lastName={account.lastName}
                src={account.avatar}
                size="xs"
              />
            )}
            {t('nav.profile')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

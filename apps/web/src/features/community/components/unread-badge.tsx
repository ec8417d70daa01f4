import { useTranslation } from 'react-i18next';
import styles from './community-lists.module.css';

/** The unread count of a conversation, named for screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('community');
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('dialogs.unread', { count })}</span>
    </span>
  );
}

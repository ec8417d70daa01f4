import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon } from '../../../components/ui/icons';
import { useAccount } from '../../auth/api/get-account-info';
import { useWidget } from '../../widget/hooks/use-widget';
import { useUnreadCounterQuery } from '../api/get-unread-counter';
import styles from './chats-link.module.css';

/**
 * "Chats" with the unread total (GET …/dialogs/new/messagesCounter), for the widget header:
 * shown only to a signed-in person.
 */
export function ChatsLink({ className }: { className?: string }) {
  const { t } = useTranslation('chat');
  const { base } = useWidget();
  const { isSignedIn } = useAccount();
  const unread = useUnreadCounterQuery(isSignedIn).data ?? 0;
  if (!isSignedIn) return null;
  return (
    <Link
      to={`${base.base}/interaction/dialogs`}
      className={[styles.link, className].filter(Boolean).join(' ')}
      aria-label={unread > 0 ? t('header.chatsUnread', { count: unread }) : t('header.chats')}
    >
      <ChatIcon size={20} />
      <span className={styles.label} aria-hidden="true">
        {t('header.chats')}
      </span>
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon } from '../../../components/ui/icons';
import { useAccount } from '../../../app/session/get-account-info';
import { accountTexts } from '../../../app/session/account-texts';
import { useWidget } from '../../../app/widget-context/use-widget';
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
  const texts = accountTexts.useModule(isSignedIn);
  if (!isSignedIn || !texts) return null;
  return (
    <Link
      to={`${base.base}/interaction/dialogs`}
      className={[styles.link, className].filter(Boolean).join(' ')}
    >
      <ChatIcon size={20} />
      {/* The name is what shows ("Chats 3"), said in full: "Chats 3 unread messages". */}
      <span className={styles.label}>{t('header.chats')}</span>
      {unread > 0 && (
        <>
          {' '}
          <span className={styles.badge} data-testid="unread-badge">
            {unread > 99 ? '99+' : unread}
          </span>
          <span className="visually-hidden"> {t('header.unreadSuffix', { count: unread })}</span>
        </>
      )}
    </Link>
  );
}

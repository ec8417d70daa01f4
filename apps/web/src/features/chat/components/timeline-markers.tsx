import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES, type Message } from '@quad/shared/contracts/dialogs';
import { useSystemText } from '../hooks/use-system-text';
import { LockClosedIcon, UnlockIcon } from '../../../components/ui/chat-icons';
import { daysAgo, formatDay, formatTime } from '../lib/format';
import styles from './timeline-markers.module.css';

/** "Today", "Yesterday" or the date, between the messages of two days. */
export function DaySeparator({ date }: { date: Date }) {
  const { t } = useTranslation('chat');
  const days = daysAgo(date);
  const label = days === 0 ? t('day.today') : days === 1 ? t('day.yesterday') : formatDay(date);
  return (
    <div className={styles.day} role="separator" aria-label={label}>
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** A special message (types 4, 5, 6 of spec §4): centred and quiet. */
export function SystemMessage({ message }: { message: Message }) {
  const text = useSystemText(message);
  const icon =
    message.type === MESSAGE_TYPES.closed ? (
      <LockClosedIcon size={14} />
    ) : message.type === MESSAGE_TYPES.opened ? (
      <UnlockIcon size={14} />
    ) : null;
  return (
    <div className={styles.system}>
      <p className={styles.systemText}>
        {icon}
        <span dir="auto">{text}</span>
        <span className={styles.systemTime}>{formatTime(message.created_at)}</span>
      </p>
    </div>
  );
}

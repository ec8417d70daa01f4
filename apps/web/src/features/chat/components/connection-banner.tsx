import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../../../components/ui/chat-icons';
import { cx } from '../../../lib/cx';
import styles from './connection-banner.module.css';

/** Offline and reconnecting, said in the chat itself (DESIGN.md, honest states). */
export function ConnectionBanner({
  online,
  reconnecting,
}: {
  online: boolean;
  reconnecting: boolean;
}) {
  const { t } = useTranslation('chat');
  const text = !online ? t('connection.offline') : reconnecting ? t('connection.reconnecting') : '';
  return (
    <div role="status" aria-live="polite">
      {text && (
        <p className={cx(styles.banner, !online && styles.offline)}>
          {!online ? <WifiOffIcon size={16} /> : <span className={styles.dot} aria-hidden="true" />}
          {text}
        </p>
      )}
    </div>
  );
}

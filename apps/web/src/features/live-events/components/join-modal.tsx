import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { openAuthDialog, type AuthMode } from '../../../app/session/auth-dialog-store';
import styles from './join-card.module.css';

type JoinModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventName: string;
};

/**
 * The live-stream join modal (spec §2): a visitor signs in or creates an account, and opening
 * the page as them then joins the live chat.
 */
export function JoinModal({ open, onOpenChange, eventName }: JoinModalProps) {
  const { t } = useTranslation('liveEvents');
  const start = (mode: AuthMode) => {
    onOpenChange(false);
    openAuthDialog({ mode });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('join.title', { name: eventName })}
      description={t('join.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => start('sign-in')}>
            {t('join.signIn')}
          </Button>
          <Button onClick={() => start('sign-up')}>{t('join.signUp')}</Button>
        </>
      }
    >
      <ul className={styles.perks}>
        <li>{t('join.perks.chat')}</li>
        <li>{t('join.perks.questions')}</li>
        <li>{t('join.perks.recording')}</li>
      </ul>
    </Modal>
  );
}

/**
 * In the chat tab of a visitor: what joining gives, and the way in; once the event is over, the
 * chat it had is there to read.
 */
export function JoinCard({ onJoin, over }: { onJoin: () => void; over: boolean }) {
  const { t } = useTranslation('liveEvents');
  return (
    <div className={styles.card}>
      <h2 className={styles.title}>{over ? t('join.over.title') : t('join.cardTitle')}</h2>
      <p className={styles.text}>{over ? t('join.over.text') : t('join.cardText')}</p>
      <Button onClick={onJoin}>{over ? t('join.over.action') : t('join.action')}</Button>
    </div>
  );
}

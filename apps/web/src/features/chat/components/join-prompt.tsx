import { useTranslation } from 'react-i18next';
import type { Dialog } from '@quad/shared/contracts/dialogs';
import { Button } from '../../../components/ui/button';
import { useJoinDialogMutation } from '../api/join-dialog';
import { ConversationIntro } from './conversation-intro';
import styles from './join-prompt.module.css';
import { useSafetyText } from '../hooks/use-safety-text';

type JoinPromptProps = { dialog: Dialog; title: string; privateCode?: string };

/** A group chat or forum the person is not in yet: what it is about, and one button to join. */
export function JoinPrompt({ dialog, title, privateCode }: JoinPromptProps) {
  const { t } = useTranslation('chat');
  const readable = useSafetyText();
  const join = useJoinDialogMutation(dialog.id, privateCode);
  const preview = dialog.last_message;
  return (
    <div className={styles.prompt}>
      <ConversationIntro dialog={dialog} person={null} title={title} />
      {preview?.user && (
        <p className={styles.preview}>
          <span className={styles.previewText}>
            <span className={styles.previewAuthor}>{preview.user.name}</span>{' '}
            {readable(preview.text)}
          </span>
        </p>
      )}
      <div className={styles.action}>
        <Button size="lg" loading={join.isPending} onClick={() => join.mutate()}>
          {t('actions.join')}
        </Button>
        <p className={styles.hint}>{t('state.join.text')}</p>
      </div>
    </div>
  );
}

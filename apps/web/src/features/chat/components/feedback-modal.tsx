import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { StarRating } from '../../../components/ui/star-rating';
import { useSendFeedbackMutation } from '../api/send-feedback';
import styles from './chat-modals.module.css';

type FeedbackModalProps = {
  dialogId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** General feedback about a conversation (sendFeedback): what to say, and an optional score. */
export function FeedbackModal({ dialogId, open, onOpenChange }: FeedbackModalProps) {
  const { t } = useTranslation('chat');
  const [comments, setComments] = useState('');
  const [score, setScore] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const mutation = useSendFeedbackMutation();
  const empty = comments.trim() === '';

  const close = () => {
    setComments('');
    setScore(null);
    setTouched(false);
    mutation.reset();
    onOpenChange(false);
  };
  const submit = () => {
    setTouched(true);
    if (empty) return;
    mutation.mutate(
      { dialog_id: dialogId, comments: comments.trim(), ...(score ? { score } : {}) },
      {
        onSuccess: () => {
          toast.success(t('generalFeedback.thanks'));
          close();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('generalFeedback.title')}
      description={t('generalFeedback.body')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={mutation.isPending}>
            {t('generalFeedback.submit')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <TextArea
          label={t('generalFeedback.comments')}
          maxLength={2000}
          rows={4}
          required
          value={comments}
          error={touched && empty ? t('generalFeedback.required') : undefined}
          onChange={(event) => setComments(event.target.value)}
        />
        <StarRating
          legend={t('generalFeedback.score')}
          value={score}
          onChange={setScore}
          labelFor={(value) => t('feedback.stars', { count: value })}
        />
      </div>
    </Modal>
  );
}

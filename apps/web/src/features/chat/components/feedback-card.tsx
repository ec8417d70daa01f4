import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { useAfterDialogReportMutation } from '../api/send-after-dialog-report';
import styles from './feedback-card.module.css';

type FeedbackCardProps = {
  dialogId: number;
  /** Who the prospect talked to, and where they study. */
  ambassadorName: string;
  universityName: string;
};

/** After a chat is closed, the prospect rates the student and the university (afteDialogReport). */
export function FeedbackCard({ dialogId, ambassadorName, universityName }: FeedbackCardProps) {
  const { t } = useTranslation('chat');
  const [userMark, setUserMark] = useState<number | null>(null);
  const [universityMark, setUniversityMark] = useState<number | null>(null);
  const mutation = useAfterDialogReportMutation(dialogId);
  const stars = (value: number) => t('feedback.stars', { count: value });

  if (mutation.isSuccess) {
    return <p className={styles.thanks}>{t('feedback.thanks')}</p>;
  }
  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        if (userMark && universityMark) {
          mutation.mutate({ user_mark: userMark, university_mark: universityMark });
        }
      }}
    >
      <p className={styles.title}>{t('feedback.title')}</p>
      <div className={styles.questions}>
        <StarRating
          legend={t('feedback.userMark', { name: ambassadorName })}
          value={userMark}
          onChange={setUserMark}
          labelFor={stars}
        />
        <StarRating
          legend={t('feedback.universityMark', { name: universityName })}
          value={universityMark}
          onChange={setUniversityMark}
          labelFor={stars}
        />
      </div>
      <Button
        type="submit"
        disabled={!userMark || !universityMark}
        loading={mutation.isPending}
        className={styles.submit}
      >
        {t('feedback.submit')}
      </Button>
    </form>
  );
}

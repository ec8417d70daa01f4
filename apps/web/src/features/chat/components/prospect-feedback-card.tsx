import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonLite } from '@quad/shared/contracts/common';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { StarRating } from '../../../components/ui/star-rating';
import { useProspectFeedbackMutation } from '../api/send-feedback';
import { fullName } from '../lib/people';
import styles from './feedback-card.module.css';

/**
 * After a chat is closed, its ambassador (or an admin) rates the prospect: how promising the
 * conversation was, with an optional note for the university team (sendProspectFeedback).
 */
export function ProspectFeedbackCard({
  dialogId,
  prospect,
}: {
  dialogId: number;
  prospect: PersonLite;
}) {
  const { t } = useTranslation('chat');
  const [score, setScore] = useState<number | null>(null);
  const [comments, setComments] = useState('');
  const mutation = useProspectFeedbackMutation(dialogId);
  const name = fullName(prospect);

  if (mutation.isSuccess) {
    return <p className={styles.thanks}>{t('prospectFeedback.thanks', { name: prospect.name })}</p>;
  }
  return (
    <form
      className={styles.card}
      aria-label={t('prospectFeedback.title', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        if (score) {
          mutation.mutate({ prospect_id: prospect.id, score, comments: comments.trim() });
        }
      }}
    >
      <p className={styles.title}>{t('prospectFeedback.title', { name })}</p>
      <StarRating
        legend={t('prospectFeedback.score', { name: prospect.name })}
        value={score}
        onChange={setScore}
        labelFor={(value) => t('feedback.stars', { count: value })}
      />
      {score !== null && (
        <TextArea
          label={t('prospectFeedback.comments')}
          hint={t('prospectFeedback.commentsHint')}
          maxLength={2000}
          rows={2}
          value={comments}
          onChange={(event) => setComments(event.target.value)}
        />
      )}
      <Button
        type="submit"
        disabled={!score}
        loading={mutation.isPending}
        className={styles.submit}
      >
        {t('prospectFeedback.submit')}
      </Button>
    </form>
  );
}

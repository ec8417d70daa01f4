import { useTranslation } from 'react-i18next';
import type { LiveQuestion } from '@quad/shared/contracts/live-events';
import { cx } from '../../../lib/cx';
import { VoteButton } from './vote-button';
import styles from './question-addon.module.css';

type QuestionAddonProps = {
  own: boolean;
  question: LiveQuestion | undefined;
  canAsk: boolean;
  canVote: boolean;
  text: string;
  onAsk: () => void;
  onVote: (vote: boolean) => void;
  asking: boolean;
};

/**
 * Under a live-chat message: a question shows its votes (and lets members upvote it); one's own
 * message can be asked as a question.
 */
export function QuestionAddon({
  own,
  question,
  canAsk,
  canVote,
  text,
  onAsk,
  onVote,
  asking,
}: QuestionAddonProps) {
  const { t } = useTranslation('liveEvents');
  if (question) {
    return (
      <div className={cx(styles.addon, own && styles.own)}>
        <span className={cx(styles.tag, question.answered && styles.answered)}>
          {question.answered ? t('questions.answeredTag') : t('questions.tag')}
        </span>
        <VoteButton
          compact
          count={question.vote_count}
          voted={question.isVoted}
          disabled={!canVote || own}
          question={text}
          onChange={onVote}
        />
      </div>
    );
  }
  if (!own || !canAsk) return null;
  return (
    <div className={cx(styles.addon, styles.own)}>
      <button type="button" className={styles.ask} onClick={onAsk} disabled={asking}>
        {t('questions.askThis')}
      </button>
    </div>
  );
}

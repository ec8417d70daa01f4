import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import styles from './vote-button.module.css';

type VoteButtonProps = {
  count: number;
  voted: boolean;
  disabled: boolean;
  /** The question's text, so the button's name says which one. */
  question: string;
  onChange: (vote: boolean) => void;
  compact?: boolean;
};

/** An upvote toggle with its count: pressed once per person, pressed again to take it back. */
export function VoteButton({
  count,
  voted,
  disabled,
  question,
  onChange,
  compact,
}: VoteButtonProps) {
  const { t } = useTranslation('liveEvents');
  return (
    <button
      type="button"
      className={cx(styles.vote, voted && styles.voted, compact && styles.compact)}
      aria-pressed={voted}
      disabled={disabled}
      onClick={() => onChange(!voted)}
    >
      <span className="visually-hidden">
        {t('questions.upvoteLabel', { count, text: question })}
      </span>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 5l7 8h-4.5v6h-5v-6H5z" fill="currentColor" />
      </svg>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </button>
  );
}

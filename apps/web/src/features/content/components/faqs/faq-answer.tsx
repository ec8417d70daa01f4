import { useTranslation } from 'react-i18next';
import type { FaqAnswer as Answer } from '@quad/shared/contracts/content';
import { cx } from '../../../../lib/cx';
import { useLikeFaqAnswerMutation } from '../../api/like-faq-answer';
import { fullName } from '../../links';
import { LikeButton } from '../shared/like-button';
import { AuthorByline } from '../shared/author-byline';
import styles from './faq-answer.module.css';

type FaqAnswerProps = {
  faqId: number;
  answer: Answer;
  /** Clamp long answers (profile lists); the FAQ screen shows them whole. */
  clamp?: boolean;
  /** Hide the byline where the author is obvious (their own profile). */
  showAuthor?: boolean;
};

/** An ambassador's answer: who, when, what, and a like with its count. */
export function FaqAnswer({ faqId, answer, clamp = false, showAuthor = true }: FaqAnswerProps) {
  const { t } = useTranslation('content');
  const like = useLikeFaqAnswerMutation(faqId, answer.id);
  const name = fullName(answer.author);
  return (
    <article className={styles.answer} aria-label={t('faq.answerBy', { name })}>
      {showAuthor && <AuthorByline author={answer.author} date={answer.created_at} size="sm" />}
      <p className={cx(styles.text, clamp && styles.clamped)} dir="auto">
        {answer.text}
      </p>
      <footer className={styles.footer}>
        <LikeButton
          subject="answer"
          size="sm"
          liked={answer.isLiked}
          count={answer.like_count}
          onToggle={(next) => like.mutate(next)}
        />
      </footer>
    </article>
  );
}

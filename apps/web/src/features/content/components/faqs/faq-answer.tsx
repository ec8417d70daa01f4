import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FaqAnswer as Answer } from '@quad/shared/contracts/content';
import { Avatar } from '../../../../components/ui/avatar';
import { cx } from '../../../../lib/cx';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useLikeFaqAnswerMutation } from '../../api/like-faq-answer';
import { ambassadorPath, fullName } from '../../links';
import { LikeButton } from '../shared/like-button';
import { RelativeTime } from '../shared/relative-time';
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
  const { base } = useWidget();
  const like = useLikeFaqAnswerMutation(faqId, answer.id);
  const name = fullName(answer.author);
  return (
    <article className={styles.answer} aria-label={t('faq.answerBy', { name })}>
      {showAuthor && (
        <header className={styles.byline}>
          <Avatar
            id={answer.author.id}
            name={answer.author.name}
            lastName={answer.author.last_name}
            src={answer.author.avatar}
            size="sm"
          />
          <div className={styles.who}>
            <Link to={ambassadorPath(base.base, answer.author)} className={styles.author}>
              {name}
            </Link>
            <RelativeTime date={answer.created_at} className={styles.time} />
          </div>
        </header>
      )}
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

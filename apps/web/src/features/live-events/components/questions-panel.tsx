import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { LiveQuestion, LiveStreamAbilities } from '@quad/shared/contracts/live-events';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChatIllustration } from '../../../components/ui/illustrations';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { CheckIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { useDraftFaqsMutation } from '../api/draft-faqs';
import { useQuestionMutations } from '../api/question-mutations';
import type { useQuestions } from '../hooks/use-questions';
import { VoteButton } from './vote-button';
import styles from './questions-panel.module.css';

type QuestionsPanelProps = {
  eventId: number;
  query: ReturnType<typeof useQuestions>;
  abilities: LiveStreamAbilities;
};

/**
 * Live Q&A: the event's questions, most votes first. Members upvote (once each, again to take
 * it back); the event's people mark them answered; after the event an admin turns the answered
 * ones into FAQ drafts.
 */
export function QuestionsPanel({ eventId, query, abilities }: QuestionsPanelProps) {
  const { t } = useTranslation('liveEvents');
  const { vote, answer } = useQuestionMutations(eventId);
  const drafts = useDraftFaqsMutation(eventId);

  if (query.isPending) {
    return (
      <SkeletonGroup label={t('questions.loading')} className={styles.list}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeleton}>
            <Skeleton shape="rect" width={44} height={52} />
            <div className={styles.lines}>
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </div>
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('questions.error.title')}
        text={t('questions.error.text')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  }
  const questions = query.data;
  const answeredCount = questions.filter((question) => question.answered).length;
  return (
    <div className={styles.panel}>
      {abilities.canDraftFaqs && answeredCount > 0 && (
        <div className={styles.drafts}>
          <p>{t('questions.drafts.text', { count: answeredCount })}</p>
          <Button
            variant="secondary"
            size="sm"
            loading={drafts.isPending}
            onClick={() =>
              drafts.mutate(undefined, {
                onSuccess: (result) =>
                  toast.success(t('questions.drafts.done', { count: result.faqs.length })),
              })
            }
          >
            {t('questions.drafts.action')}
          </Button>
        </div>
      )}
      {questions.length === 0 ? (
        <EmptyState
          headingLevel={2}
          illustration={<ChatIllustration />}
          title={t('questions.empty.title')}
          text={
            abilities.canAskQuestions ? t('questions.empty.textAsk') : t('questions.empty.text')
          }
        />
      ) : (
        <ol className={styles.list} aria-label={t('questions.listLabel')}>
          {questions.map((question) => (
            <QuestionRow
              key={question.messageId}
              question={question}
              canVote={abilities.canVoteQuestions}
              canAnswer={abilities.canAnswerQuestions}
              onVote={(on) => vote.mutate({ messageId: question.messageId, vote: on })}
              onAnswer={() => answer.mutate(question.messageId)}
              answering={answer.isPending && answer.variables === question.messageId}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function QuestionRow({
  question,
  canVote,
  canAnswer,
  onVote,
  onAnswer,
  answering,
}: {
  question: LiveQuestion;
  canVote: boolean;
  canAnswer: boolean;
  onVote: (on: boolean) => void;
  onAnswer: () => void;
  answering: boolean;
}) {
  const { t } = useTranslation('liveEvents');
  const author = question.author;
  const name = author ? `${author.name} ${author.last_name}`.trim() : t('questions.someone');
  return (
    <li className={cx(styles.item, question.answered && styles.answered)}>
      <VoteButton
        count={question.vote_count}
        voted={question.isVoted}
        disabled={!canVote}
        question={question.text}
        onChange={onVote}
      />
      <div className={styles.body}>
        <p className={styles.text}>{question.text}</p>
        <p className={styles.meta}>
          {author && (
            <Avatar
              id={author.id}
              name={author.name}
              lastName={author.last_name}
              src={author.avatar}
              size="xs"
              className={styles.avatar}
            />
          )}
          <span>{name}</span>
          {question.answered && (
            <span className={styles.answeredTag}>
              <CheckIcon size={14} />
              {t('questions.answered')}
            </span>
          )}
        </p>
      </div>
      {canAnswer && !question.answered && (
        <Button
          variant="ghost"
          size="sm"
          loading={answering}
          onClick={onAnswer}
          aria-label={t('questions.markAnsweredLabel', { text: question.text })}
        >
          {t('questions.markAnswered')}
        </Button>
      )}
    </li>
  );
}

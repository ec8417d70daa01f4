import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Question } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextArea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import {
  useExperienceQuestionsQuery,
  useSaveExperienceAnswersMutation,
} from '../api/experience-questions';
import styles from './feedback-card.module.css';
import modalStyles from './chat-modals.module.css';

type Answer = string | string[];
const MULTIPLE = new Set(['multiselect', 'multi_select', 'multiple', 'checkbox', 'checkboxes']);

/** Picks from a list (one or several), or free text. */
function kindOf(question: Question): 'one' | 'several' | 'text' {
  const type = question.answer_type.trim().toLowerCase();
  if (question.predefined_answers.length === 0) return type === 'rating' ? 'one' : 'text';
  return MULTIPLE.has(type) ? 'several' : 'one';
}

const asText = (answer: Answer | undefined) =>
  (Array.isArray(answer) ? answer.join(', ') : (answer ?? '')).trim();

function QuestionInput({
  question,
  value,
  onChange,
  error,
}: {
  question: Question;
  value: Answer | undefined;
  onChange: (value: Answer) => void;
  error: string | undefined;
}) {
  const kind = kindOf(question);
  const scale = question.predefined_answers.length
    ? question.predefined_answers
    : ['1', '2', '3', '4', '5'];
  const options = scale.map((answer) => ({ value: answer, label: answer }));
  if (kind === 'several') {
    return (
      <ChoiceGroup
        multiple
        legend={question.question}
        options={options}
        value={Array.isArray(value) ? value : []}
        onChange={onChange}
        error={error}
      />
    );
  }
  if (kind === 'one') {
    return (
      <ChoiceGroup
        legend={question.question}
        options={options}
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
        error={error}
        layout={options.every((option) => option.label.length <= 3) ? 'row' : 'list'}
      />
    );
  }
  return (
    <TextArea
      label={question.question}
      rows={2}
      maxLength={2000}
      value={asText(value)}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The experience-based questions (spec §2 modal), asked of a prospect once their chat with an
 * ambassador is over: a short prompt under the closed chat, the questions in a dialog.
 */
export function ExperienceQuestionsPrompt({ universityId }: { universityId: number | null }) {
  const { t } = useTranslation('chat');
  const query = useExperienceQuestionsQuery(universityId, true);
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [tried, setTried] = useState(false);
  const save = useSaveExperienceAnswersMutation(universityId ?? 0);
  const data = query.data;
  if (!data || data.questions.length === 0 || universityId === null) return null;
  if (data.isAnswered) {
    return save.isSuccess ? <p className={styles.thanks}>{t('experience.thanks')}</p> : null;
  }
  const questions = [...data.questions].sort((a, b) => a.order - b.order);
  const missing = (question: Question) =>
    (question.is_required || question.isMandatory) && asText(answers[question.id]) === '';

  const submit = () => {
    setTried(true);
    if (questions.some(missing)) return;
    save.mutate(
      questions.flatMap((question) => {
        const answer = asText(answers[question.id]);
        return answer ? [{ question_id: question.id, answer }] : [];
      }),
      {
        onSuccess: () => {
          toast.success(t('experience.thanks'));
          setOpen(false);
        },
      },
    );
  };

  return (
    <div className={styles.card}>
      <p className={styles.title}>{t('experience.title')}</p>
      <p>{t('experience.body', { count: questions.length })}</p>
      <Button variant="secondary" className={styles.submit} onClick={() => setOpen(true)}>
        {t('experience.open')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('experience.title')}
        description={t('experience.body', { count: questions.length })}
        footer={
          <Button onClick={submit} loading={save.isPending}>
            {t('experience.submit')}
          </Button>
        }
      >
        <div className={modalStyles.stack}>
          {questions.map((question) => (
            <QuestionInput
              key={question.id}
              question={question}
              value={answers[question.id]}
              onChange={(value) => setAnswers((all) => ({ ...all, [question.id]: value }))}
              error={tried && missing(question) ? t('experience.required') : undefined}
            />
          ))}
        </div>
      </Modal>
    </div>
  );
}

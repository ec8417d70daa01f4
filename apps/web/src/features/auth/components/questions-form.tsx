import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSchema, type Question, type QuestionAnswer } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import {
  answersToSend,
  isRequiredQuestion,
  MULTIPLE_SEPARATOR,
  sortQuestions,
  type AnswerValue,
} from '../questions';
import { fieldError, type FieldErrors } from '../validation';
import { QuestionField } from './question-field';
import styles from './auth-form.module.css';

type QuestionsFormProps = {
  questions: readonly Question[];
  /** Answers already given, to start from. */
  initialAnswers?: readonly QuestionAnswer[];
  onSubmit: (answers: QuestionAnswer[]) => void;
  /** Offered when no question is required. */
  onSkip?: () => void;
  submitting: boolean;
  formError?: string;
  submitLabel: string;
};

function initialValues(
  questions: readonly Question[],
  answers: readonly QuestionAnswer[] = [],
): Record<number, AnswerValue> {
  const values: Record<number, AnswerValue> = {};
  for (const answer of answers) {
    const question = questions.find((item) => item.id === answer.question_id);
    if (!question) continue;
    values[question.id] = answer.answer;
  }
  return values;
}

/** Optional, mandatory or experience-based questions, each asked the way its type needs. */
export function QuestionsForm({
  questions,
  initialAnswers,
  onSubmit,
  onSkip,
  submitting,
  formError,
  submitLabel,
}: QuestionsFormProps) {
  const { t } = useTranslation('auth');
  const ordered = sortQuestions(questions);
  const [values, setValues] = useState(() => initialValues(ordered, initialAnswers));
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const anyRequired = ordered.some(isRequiredQuestion);

  const handleChange = (question: Question, value: AnswerValue) => {
    setValues((current) => ({ ...current, [question.id]: value }));
    setErrors((current) => ({ ...current, [question.id]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<string> = {};
    for (const question of ordered) {
      const value = values[question.id];
      const text = Array.isArray(value) ? value.join(MULTIPLE_SEPARATOR) : (value ?? '').trim();
      const message = isRequiredQuestion(question)
        ? fieldError(answerSchema.shape.answer, text, t, t('questions.required'))
        : text
          ? fieldError(answerSchema.shape.answer, text, t)
          : undefined;
      if (message) found[question.id] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    onSubmit(answersToSend(ordered, values));
  };

  return (
    <form
      ref={formRef}
      className={`${styles.form} ${styles.questions}`}
      noValidate
      onSubmit={handleSubmit}
    >
      <FormAlert message={formError} />
      {ordered.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={values[question.id]}
          onChange={(value) => handleChange(question, value)}
          error={errors[question.id]}
        />
      ))}
      <div className={onSkip && !anyRequired ? styles.actionsRow : styles.actions}>
        {onSkip && !anyRequired && (
          <Button variant="ghost" size="lg" onClick={onSkip} disabled={submitting}>
            {t('questions.skip')}
          </Button>
        )}
        <Button type="submit" size="lg" fullWidth={!onSkip || anyRequired} loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { answerSchema, type Question, type QuestionAnswer } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useContractForm } from '../hooks/use-contract-form';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import {
  answersToSend,
  isRequiredQuestion,
  MULTIPLE_SEPARATOR,
  sortQuestions,
  type AnswerValue,
} from '../questions';
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

type Answers = Record<string, AnswerValue | undefined>;

/** A question's field in the form (a bare id would read as an array index). */
const fieldName = (question: Question) => `q${question.id}`;

/** Each answer as the contract's answer text (several choices joined); required ones given. */
function answersSchema(questions: readonly Question[]) {
  const entries = questions.map((question) => {
    const text = answerSchema.shape.answer;
    const answer = z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (Array.isArray(value) ? value.join(MULTIPLE_SEPARATOR) : (value ?? '')))
      .pipe(isRequiredQuestion(question) ? text.min(1) : text);
    return [fieldName(question), answer] as const;
  });
  return z.object(Object.fromEntries(entries));
}

function initialValues(
  questions: readonly Question[],
  answers: readonly QuestionAnswer[] = [],
): Answers {
  const values: Answers = {};
  for (const question of questions) {
    values[fieldName(question)] = answers.find((item) => item.question_id === question.id)?.answer;
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
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const anyRequired = ordered.some(isRequiredQuestion);
  const form = useContractForm(answersSchema(ordered), {
    defaultValues: initialValues(ordered, initialAnswers),
    required: Object.fromEntries(
      ordered
        .filter(isRequiredQuestion)
        .map((question) => [fieldName(question), t('questions.required')]),
    ),
  });

  const handleSubmit = form.handleSubmit(
    () => {
      const values = form.getValues();
      const byId = Object.fromEntries(
        ordered.map((question) => [question.id, values[fieldName(question)] ?? '']),
      );
      onSubmit(answersToSend(ordered, byId));
    },
    () => focusFirstError(),
  );

  return (
    <form
      ref={formRef}
      className={`${styles.form} ${styles.questions}`}
      noValidate
      onSubmit={handleSubmit}
    >
      <FormAlert message={formError} />
      {ordered.map((question) => (
        <Controller
          key={question.id}
          control={form.control}
          name={fieldName(question)}
          render={({ field, fieldState }) => (
            <QuestionField
              question={question}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors(field.name);
              }}
              error={fieldState.error?.message}
            />
          )}
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

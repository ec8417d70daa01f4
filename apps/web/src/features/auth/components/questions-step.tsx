import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionAnswer } from '@quad/shared/contracts/auth';
import { widgetScope } from '@quad/shared/rules/base-path';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useSaveMandatoryAnswers } from '../api/save-mandatory-answers';
import { useSaveOptionalAnswers } from '../api/save-optional-answers';
import type { AuthPhase } from '../hooks/use-auth-flow';
import { formErrorFor } from '../validation';
import { QuestionsForm } from './questions-form';

type QuestionsStepProps = {
  phase: Extract<AuthPhase, { name: 'questions' | 'mandatory' }>;
  onDone: () => void;
};

/**
 * The university's questions after sign-up (optional; skipping records empty answers) or after
 * sign-in (mandatory: every one must be answered before going on).
 */
export function QuestionsStep({ phase, onDone }: QuestionsStepProps) {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const [formError, setFormError] = useState('');
  const saveOptional = useSaveOptionalAnswers();
  const saveMandatory = useSaveMandatoryAnswers();
  const mandatory = phase.name === 'mandatory';

  const save = (answers: QuestionAnswer[], options: { skipping: boolean }) => {
    setFormError('');
    const callbacks = {
      onSuccess: onDone,
      // Skipping optional questions never blocks anyone.
      onError: (error: unknown) =>
        options.skipping ? onDone() : setFormError(formErrorFor(error, t)),
    };
    if (phase.name === 'mandatory') {
      saveMandatory.mutate({ scope: widgetScope(base), answers }, callbacks);
    } else {
      saveOptional.mutate(
        { universityId: phase.universityId, groupId: phase.groupId, answers },
        callbacks,
      );
    }
  };

  return (
    <QuestionsForm
      questions={phase.questions}
      initialAnswers={phase.name === 'mandatory' ? phase.answers : undefined}
      submitLabel={mandatory ? t('questions.submitMandatory') : t('questions.submit')}
      submitting={saveOptional.isPending || saveMandatory.isPending}
      formError={formError}
      onSubmit={(answers) => save(answers, { skipping: false })}
      onSkip={mandatory ? undefined : () => save([], { skipping: true })}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { widgetScope } from '@quad/shared/rules/base-path';
import { Modal } from '../../../components/ui/modal';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useExperienceQuestions } from '../api/get-experience-questions';
import { useSaveExperienceAnswers } from '../api/save-experience-answers';
import { formErrorFor } from '../validation';
import { QuestionsForm } from './questions-form';
import { StepSkeleton } from './step-skeleton';

type ExperienceQuestionsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The experience-based questions popup (spec §2), for a prospect after a chat: "How helpful
 * was your conversation?". The chat feature opens it; answering once is enough.
 */
export function ExperienceQuestionsDialog({ open, onOpenChange }: ExperienceQuestionsDialogProps) {
  const { t } = useTranslation('auth');
  const { base, branding } = useWidget();
  const scope = widgetScope(base);
  const query = useExperienceQuestions(scope, open);
  const save = useSaveExperienceAnswers();
  const [formError, setFormError] = useState('');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('experience.title')}
      description={t('experience.description', { name: branding.name })}
    >
      {query.data ? (
        <QuestionsForm
          questions={query.data.questions}
          initialAnswers={query.data.answers}
          submitLabel={t('experience.submit')}
          submitting={save.isPending}
          formError={formError}
          onSkip={() => onOpenChange(false)}
          onSubmit={(answers) =>
            save.mutate(
              { scope, answers },
              {
                onSuccess: () => {
                  onOpenChange(false);
                  toast.success(t('experience.thanks'));
                },
                onError: (error) => setFormError(formErrorFor(error, t)),
              },
            )
          }
        />
      ) : (
        <StepSkeleton fields={1} />
      )}
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorIllustration } from '../components/ui/illustrations';

/** The widget could not load its settings: say so, and offer to try again. */
export function LoadErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={1}
      illustration={<ErrorIllustration />}
      title={t('spec.somethingWentWrong')}
      text={t('loadError.text')}
      action={<Button onClick={onRetry}>{t('common.tryAgain')}</Button>}
    />
  );
}

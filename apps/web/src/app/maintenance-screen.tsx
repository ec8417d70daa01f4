import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { MaintenanceIllustration } from '../components/ui/illustrations';
import { maintenanceStore } from '../lib/maintenance-store';

/** Shown instead of every screen while the server answers 503 (spec §4). */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  // The screens come back and ask again on mount; another 503 brings this screen straight back.
  const handleRetry = () => maintenanceStore.disable();
  return (
    <EmptyState
      headingLevel={1}
      illustration={<MaintenanceIllustration />}
      title={t('maintenance.title')}
      text={t('maintenance.text')}
      action={<Button onClick={handleRetry}>{t('common.tryAgain')}</Button>}
    />
  );
}

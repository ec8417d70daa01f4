import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { parseBase } from '@quad/shared/rules/base-path';
import { ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LostIllustration } from '../components/ui/illustrations';

/** A path that leads nowhere: an unknown university or group, or an unknown screen. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = parseBase(pathname);
  // Under a known base the way out is its home; otherwise the start page.
  const inside = base && base.rest !== '';
  return (
    <EmptyState
      headingLevel={1}
      illustration={<LostIllustration />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <ButtonLink to={inside ? base.base : '/'} variant="secondary">
          {inside ? t('notFound.backHome') : t('notFound.backToStart')}
        </ButtonLink>
      }
    />
  );
}

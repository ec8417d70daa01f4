import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ERROR_CODES } from '@quad/shared/errors';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorIllustration } from '../../../components/ui/illustrations';
import { ApiError } from '../../../lib/api-client';
import { errorToastFor } from '../../../lib/error-toast';
import { useCommunity } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import { isSubjectsRequired } from '../lib/subjects-required';

/** A screen whose address names nothing (a bad id). */
export const NOT_FOUND = new ApiError({ status: 404, code: ERROR_CODES.NOT_FOUND, message: '' });

/**
 * A list or screen that failed to load: what happened and a retry; an account that must pick
 * its subjects first is taken to the subject picker instead.
 */
export function CommunityErrorState({
  error,
  onRetry,
  headingLevel = 2,
}: {
  error: unknown;
  onRetry: () => void;
  headingLevel?: 1 | 2 | 3;
}) {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  if (isSubjectsRequired(error)) return <Navigate to={communityPaths.subjects(root)} replace />;
  const status = error instanceof ApiError ? error.status : null;
  return (
    <EmptyState
      illustration={<ErrorIllustration />}
      headingLevel={headingLevel}
      title={status === 404 ? t('errors.notFoundTitle') : t('errors.loadTitle')}
      text={
        status === 404
          ? t('errors.notFoundText')
          : (errorToastFor(error)?.description ?? t('errors.loadText'))
      }
      action={
        status === 404 ? undefined : (
          <Button variant="secondary" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        )
      }
    />
  );
}

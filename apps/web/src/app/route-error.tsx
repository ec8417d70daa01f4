import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorIllustration } from '../components/ui/illustrations';
import { ApiError } from '../lib/api-client';
import styles from './route-error.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error))
    return [error.status, error.statusText].filter(Boolean).join(' ');
  if (error instanceof ApiError)
    return [error.status, error.message || error.code].filter(Boolean).join(' ');
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The route error element of spec §8: 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = describe(error);
  return (
    <div role="alert">
      <EmptyState
        headingLevel={1}
        illustration={<ErrorIllustration />}
        title={t('spec.unexpectedApplicationError')}
        text={detail ? <span className={styles.detail}>{detail}</span> : undefined}
        action={
          <div className={styles.actions}>
            <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
          </div>
        }
      />
    </div>
  );
}

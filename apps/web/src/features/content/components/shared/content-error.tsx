import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@quad/shared/errors';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorIllustration, LostIllustration } from '../../../../components/ui/illustrations';
import { ApiError } from '../../../../lib/api-client';
import { useWidget } from '../../../../app/widget-context/use-widget';

type ContentErrorProps = {
  error: Error;
  onRetry: () => void;
  /** Where to go instead when the item does not exist: the widget's home unless told. */
  backTo?: string;
  backLabel?: string;
  /** What could not be found, in a few words ("This post"). */
  missing: string;
};

/** The error of an address whose id cannot exist (no id in the slug): shown as not found. */
export function notFoundError(): ApiError {
  return new ApiError({ status: 404, code: ERROR_CODES.NOT_FOUND, message: '' });
}

/** A load that failed: "not found" with a way out, or what happened with "Try again". */
export function ContentError({ error, onRetry, backTo, backLabel, missing }: ContentErrorProps) {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  if (error instanceof ApiError && error.code === ERROR_CODES.NOT_FOUND) {
    return (
      <EmptyState
        illustration={<LostIllustration />}
        title={t('errors.notFoundTitle', { item: missing })}
        text={t('errors.notFoundText')}
        action={
          <ButtonLink to={backTo ?? base.base} variant="secondary">
            {backLabel ?? t('errors.backHome')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <EmptyState
      illustration={<ErrorIllustration />}
      title={t('errors.loadTitle')}
      text={t('errors.loadText')}
      action={<Button onClick={onRetry}>{t('errors.tryAgain')}</Button>}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { coercedIdSchema } from '@quad/shared/contracts/common';
import { ENGAGEMENT_TYPES } from '@quad/shared/contracts/auth';
import { popupProviderSchema, signInAreaSchema } from '@quad/shared/contracts/sign-in';
import { ERROR_CODES } from '@quad/shared/errors';
import { widgetScope } from '@quad/shared/rules/base-path';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useWidget } from '../../../app/widget-context/use-widget';
import { signInScope, startSso } from './sso-api';
import styles from './sso-popup-page.module.css';

const engagementTypeSchema = z.enum(ENGAGEMENT_TYPES);

/**
 * `{base}/interaction/sign-in-redirect`, inside the popup: asks Quad where the provider is and
 * goes there. A university without a provider gets the spec §8 text.
 */
export function SignInRedirectPage() {
  const { t } = useTranslation('sso');
  const { t: tShell } = useTranslation();
  const { base } = useWidget();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const provider = popupProviderSchema.safeParse(params.get('provider') ?? 'sso').data ?? null;
  const guest = params.get('guest');
  const challenge = params.get('challenge');
  const complete = provider !== null && guest !== null && challenge !== null;
  const error = complete ? failure : t('redirect.badLink');

  useEffect(() => {
    if (started.current || !provider || !guest || !challenge) return;
    started.current = true;
    const engagementId = coercedIdSchema.safeParse(params.get('engagementId'));
    const engagementType = engagementTypeSchema.safeParse(params.get('engagementType'));
    startSso({
      ...signInScope(widgetScope(base)),
      provider,
      guest,
      challenge,
      // The community window trades the outcome for community tokens (spec §2).
      area: signInAreaSchema.safeParse(params.get('area')).data ?? 'main',
      engagementData:
        engagementId.success && engagementType.success
          ? { id: engagementId.data, type: engagementType.data }
          : null,
    })
      .then((url) => window.location.replace(url))
      .catch((problem: unknown) => {
        if (problem instanceof ApiError && problem.code === ERROR_CODES.SSO_PROVIDER_NOT_FOUND) {
          setFailure(tShell('spec.noSsoProvider'));
        } else {
          setFailure(problem instanceof ApiError ? problem.message : t('redirect.failed'));
        }
      });
  }, [base, params, provider, guest, challenge, t, tShell]);

  return (
    <main className={styles.page}>
      {error ? (
        <div className={styles.card} role="alert">
          <h1 className={styles.title}>{t('redirect.errorTitle')}</h1>
          <p className={styles.text}>{error}</p>
          <Button variant="secondary" onClick={() => window.close()}>
            {t('closeWindow')}
          </Button>
        </div>
      ) : (
        <div className={styles.card} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <h1 className={styles.title}>{t('redirect.title')}</h1>
          <p className={styles.text}>{t('redirect.text')}</p>
        </div>
      )}
    </main>
  );
}

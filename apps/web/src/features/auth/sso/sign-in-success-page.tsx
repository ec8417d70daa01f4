import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SSO_MESSAGE_TYPE, type SsoMessage } from './sso-popup';
import styles from './sso-popup-page.module.css';

/**
 * `{base}/interaction/sign-in-success`, inside the popup: hands the one-time code (or the error)
 * to the window that opened it, on this origin only, and closes. Without an opener the result
 * still reaches it through `users:guest:{random}`.
 */
export function SignInSuccessPage() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const code = params.get('code');
  const error = params.get('error');
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const message: SsoMessage | null = code
      ? { type: SSO_MESSAGE_TYPE, status: 'signedIn', code }
      : error
        ? { type: SSO_MESSAGE_TYPE, status: 'error', message: error }
        : null;
    const opener = window.opener as Window | null;
    if (!message || !opener) return;
    opener.postMessage(message, window.location.origin);
    if (message.status === 'signedIn') window.close();
  }, [code, error]);

  if (error || !code) {
    return (
      <main className={styles.page}>
        <div className={styles.card} role="alert">
          <h1 className={styles.title}>{t('success.errorTitle')}</h1>
          <p className={styles.text}>{error ?? t('success.noCode')}</p>
          <Button variant="secondary" onClick={() => window.close()}>
            {t('closeWindow')}
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <div className={styles.card} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <h1 className={styles.title}>{t('success.title')}</h1>
        <p className={styles.text}>{t('success.text')}</p>
        <Button variant="secondary" onClick={() => window.close()}>
          {t('closeWindow')}
        </Button>
      </div>
    </main>
  );
}

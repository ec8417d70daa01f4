import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { ErrorIllustration } from '../../../components/ui/illustrations';
import { loginWithCode } from '../api/login-with-code';
import { StepSkeleton } from './step-skeleton';
import styles from './forgot-password-sent.module.css';

// A link's code works once: the same code asked twice (StrictMode, a re-render) shares one call.
const pending = new Map<string, Promise<AuthResult>>();

function signInOnce(authCode: string): Promise<AuthResult> {
  let call = pending.get(authCode);
  if (!call) {
    call = loginWithCode(authCode);
    pending.set(authCode, call);
  }
  return call;
}

type CodeSignInProps = {
  authCode: string;
  onSignedIn: (result: AuthResult) => void;
  onFailed: () => void;
};

/** A one-time sign-in link (`?authCode=`): a placeholder while it signs in. */
export function CodeSignIn({ authCode, onSignedIn, onFailed }: CodeSignInProps) {
  useEffect(() => {
    let active = true;
    signInOnce(authCode).then(
      (result) => {
        if (active) onSignedIn(result);
      },
      () => {
        if (active) onFailed();
      },
    );
    return () => {
      active = false;
    };
    // One attempt per code; the callbacks are the caller's and may change identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authCode]);
  return <StepSkeleton fields={1} />;
}

/** What a used-up or expired link leaves: the way back to the password form. */
export function CodeSignInFailed({ onUsePassword }: { onUsePassword: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.failed}>
      <ErrorIllustration />
      <Button size="lg" fullWidth onClick={onUsePassword}>
        {t('codeSignIn.usePassword')}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { newUserDataSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import { coercedIdSchema } from '@quad/shared/contracts/common';
import { useWidget } from '../../../app/widget-context/use-widget';
import type { AuthMode } from '../../../app/session/auth-dialog-store';
import type { AuthEntry, AuthOutcome } from '../hooks/use-auth-flow';
import { useRedirectTarget, type AuthLocationState } from '../hooks/use-redirect-target';
import { useSessionToken } from '../../../app/session/use-session-token';
import { AuthAside } from './auth-aside';
import { welcomeMessage } from '../welcome';
import { AuthFlow } from './auth-flow';
import { AuthFrameView } from './auth-frame';
import styles from './auth-page.module.css';

/** Navigation state the auth screens understand, besides where to return. */
type AuthPageState = AuthLocationState & { email?: string; userInfo?: unknown };

const ENTRY_PARAMS = ['recovery', 'action', 'user_id', 'code', 'authCode'] as const;

/**
 * A mailed link's entry: `?recovery=1&user_id=…&code=…` (the server's mail writes
 * `action=reset-password` for the same) or `?authCode=…`.
 */
export function entryFromSearch(params: URLSearchParams): AuthEntry | null {
  const authCode = params.get('authCode');
  if (authCode) return { kind: 'code', authCode };
  if (params.get('recovery') === '1' || params.get('action') === 'reset-password') {
    const userId = coercedIdSchema.safeParse(params.get('user_id'));
    const code = params.get('code');
    if (userId.success && code) return { kind: 'reset', userId: userId.data, code };
  }
  return null;
}

function withoutEntry(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  ENTRY_PARAMS.forEach((name) => rest.delete(name));
  const text = rest.toString();
  return text ? `?${text}` : '';
}

/** The sign-in and sign-up screens ({base}/interaction/sign-in, /sign-up). */
function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const redirectTo = useRedirectTarget();
  const token = useSessionToken();
  const state = (location.state ?? null) as AuthPageState | null;
  const entry = mode === 'sign-in' ? entryFromSearch(searchParams) : null;
  // Only someone who arrives signed in leaves at once; signing in here runs its steps first.
  const [arrivedSignedIn] = useState(() => token !== null && entry === null);
  if (arrivedSignedIn) return <Navigate to={redirectTo} replace />;

  const userInfo = newUserDataSchema.safeParse(state?.userInfo).data ?? null;
  const linkFor = (next: AuthMode) => ({
    to: `${base.base}/interaction/${next}${withoutEntry(searchParams)}`,
    state: { redirectTo: state?.redirectTo, from: state?.from },
  });

  const handleModeChange = (next: AuthMode, options?: { email?: string }) => {
    const link = linkFor(next);
    void navigate(link.to, { replace: true, state: { ...link.state, email: options?.email } });
  };

  const handleFinished = (account: AccountInfo, outcome: AuthOutcome) => {
    toast.success(welcomeMessage(t, account, outcome));
    void navigate(redirectTo, { replace: true });
  };

  return (
    <div className={styles.page}>
      <AuthAside />
      <section className={styles.card}>
        <AuthFlow
          key={mode}
          mode={mode}
          entry={entry}
          userInfo={userInfo}
          initialEmail={state?.email}
          onModeChange={handleModeChange}
          onFinished={handleFinished}
          onEntryDone={() =>
            setSearchParams(new URLSearchParams(withoutEntry(searchParams)), { replace: true })
          }
        >
          {(frame) => (
            <AuthFrameView
              frame={frame}
              headingLevel={1}
              onModeChange={handleModeChange}
              linkFor={linkFor}
            />
          )}
        </AuthFlow>
      </section>
    </div>
  );
}

/** {base}/interaction/sign-in */
export function SignInPage() {
  return <AuthPage mode="sign-in" />;
}

/** {base}/interaction/sign-up */
export function SignUpPage() {
  return <AuthPage mode="sign-up" />;
}

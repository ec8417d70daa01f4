import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type {
  CommunityAuthResult,
  CommunityGoogleResult,
} from '@quad/shared/contracts/community-accounts';
import { ERROR_CODES } from '@quad/shared/errors';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { takeCommunityPath } from '../../lib/community-return-path';
import { openSsoPopup } from '../../features/auth/sso/sso-popup';
import { googleSignIn } from '../../features/community/api/google-sign-in';
import { joinFromTapFeed } from '../../features/community/api/join-from-tap-feed';
import { useCommunity } from '../../features/community/hooks/use-community';
import { useMainSessionToken } from '../../features/community/hooks/use-community-session';
import { formErrorOf } from '../../features/community/lib/form-error';
import { communityPaths } from '../../features/community/lib/paths';
import { startCommunitySession } from '../../features/community/session';
import { useWidget } from '../widget-context/use-widget';
import styles from './community-auth.module.css';

/**
 * After a community sign-in: the session starts, and the person goes back where they were
 * (spec §4 previous path), else to the community home.
 */
export function useCommunitySignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { root } = useCommunity();
  return (result: CommunityAuthResult) => {
    startCommunitySession(queryClient, result);
    const from = (location.state as { from?: unknown } | null)?.from;
    const stored = takeCommunityPath();
    const target = typeof from === 'string' && from.startsWith(root) ? from : (stored ?? root);
    void navigate(target.startsWith(root) ? target : root, { replace: true });
  };
}

/** The community sign-in screens' frame: a card with the title, lead and the other ways in. */
export function CommunityAuthFrame({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </header>
        {children}
      </div>
      {footer && <p className={styles.footer}>{footer}</p>}
    </div>
  );
}

/**
 * The ways in that need no password: "Join with your Quad account" when the widget has a
 * session (the tap-feed hand-off), and "Continue with Google" through the sign-in popup.
 */
export function QuickSignIn({ onLinkRequired }: { onLinkRequired: (email: string) => void }) {
  const { t } = useTranslation('community');
  const { t: tShell } = useTranslation();
  const { base } = useWidget();
  const { universityId } = useCommunity();
  const mainToken = useMainSessionToken();
  const signedIn = useCommunitySignedIn();
  const [busy, setBusy] = useState<'handoff' | 'google' | null>(null);
  const [error, setError] = useState('');

  const handleHandoff = () => {
    setBusy('handoff');
    setError('');
    joinFromTapFeed()
      .then(signedIn)
      .catch((failure: unknown) => setError(formErrorOf(failure, t('errors.saveText'))))
      .finally(() => setBusy(null));
  };

  const handleGoogle = () => {
    setError('');
    const popup = openSsoPopup({
      basePath: base.base,
      provider: 'google',
      area: 'community',
      onOutcome: (outcome) => {
        if (outcome.status === 'closed') {
          setBusy(null);
          return;
        }
        if (outcome.status === 'error') {
          setBusy(null);
          setError(outcome.message);
          return;
        }
        googleSignIn({ code: outcome.code, verifier: outcome.verifier, universityId })
          .then((result: CommunityGoogleResult) => {
            if (result.status === 'signedIn') signedIn(result);
            else onLinkRequired(result.email);
          })
          .catch((failure: unknown) =>
            setError(
              failure instanceof ApiError && failure.code === ERROR_CODES.SSO_PROVIDER_NOT_FOUND
                ? tShell('spec.noSsoProvider')
                : formErrorOf(failure, t('errors.saveText')),
            ),
          )
          .finally(() => setBusy(null));
      },
    });
    // Inline like the widget's sign-in: the person has to act on it, a toast would fade away.
    if (popup.opened) setBusy('google');
    else setError(tShell('spec.popupBlocked'));
  };

  return (
    <div className={styles.quick}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {mainToken && (
        <div className={styles.handoff}>
          <Button size="lg" fullWidth loading={busy === 'handoff'} onClick={handleHandoff}>
            {t('auth.joinWithQuad')}
          </Button>
          <p className={styles.hint}>{t('auth.joinWithQuadHint')}</p>
        </div>
      )}
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        loading={busy === 'google'}
        onClick={handleGoogle}
        aria-describedby={busy === 'google' ? 'community-google-waiting' : undefined}
      >
        {t('auth.google')}
      </Button>
      {busy === 'google' && (
        <p id="community-google-waiting" className={styles.hint} role="status">
          {t('auth.googleWaiting')}
        </p>
      )}
      <p className={styles.or}>
        <span>{t('auth.or')}</span>
      </p>
    </div>
  );
}

/** Where the other sign-in screens are. */
export const authPaths = {
  signIn: (root: string) => communityPaths.signIn(root),
  signUp: (root: string) => `${root}/sign-up`,
  forgot: (root: string) => `${root}/forgot-password`,
};

import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useSessionKnown, useSessionToken } from '../../../app/session/use-session-token';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useApplication } from '../api/get-application';
import { pendingCode } from '../lib/pending-code';
import { mayOpen, screenForStep, screenOf, screenPath, type Screen } from '../lib/steps';
import { AccountStep } from './account-step';
import { ApplyFrame } from './apply-frame';
import { BlockedScreen } from './blocked-screen';
import { CodeStep } from './code-step';
import { PhotoStep } from './photo-step';
import { ProfileStep } from './profile-step';
import { StatusScreen } from './status-screen';
import { WelcomeStep } from './welcome-step';
import styles from './apply.module.css';

/** A screen's shape while the application loads. */
function ApplySkeleton({ screen }: { screen: Screen }) {
  const { t } = useTranslation('application');
  return (
    <ApplyFrame screen={screen} title={t('title')}>
      <div className={styles.form} aria-hidden="true">
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={120} />
        <Skeleton height={48} />
      </div>
    </ApplyFrame>
  );
}

/**
 * `{base}/apply/…`: the ambassador application flow. Signed out, it starts with the access code;
 * signed in, the server's record decides the screen, so every step survives a reload and an
 * address typed by hand never skips a step.
 */
export function ApplyPage() {
  const { t } = useTranslation('application');
  const { base } = useWidget();
  const params = useParams();
  const location = useLocation();
  const token = useSessionToken();
  const sessionKnown = useSessionKnown();
  const query = useApplication();
  const screen = screenOf(params['screen']);
  const home = screenPath(base.base, 'code');

  if (!screen) return <Navigate to={home} replace />;
  if (!sessionKnown) return <ApplySkeleton screen={screen} />;

  if (token === null) {
    if (screen === 'code') {
      const state = location.state as { code?: unknown; problem?: unknown } | null;
      return (
        <CodeStep
          initialCode={typeof state?.code === 'string' ? state.code : ''}
          problem={typeof state?.problem === 'string' ? state.problem : undefined}
        />
      );
    }
    const code = pendingCode();
    if (screen === 'account' && code) return <AccountStep code={code} />;
    return <Navigate to={home} replace />;
  }

  if (query.isPending) return <ApplySkeleton screen={screen} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : null;
    if (status === 403) return <BlockedScreen reason="prospect" />;
    if (status === 404) return <BlockedScreen reason="noApplication" />;
    return (
      <ApplyFrame screen={screen} title={t('title')}>
        <FormAlert message={t('loadError')} />
        <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </ApplyFrame>
    );
  }

  const info = query.data;
  if (!mayOpen(info.application, screen)) {
    return (
      <Navigate to={screenPath(base.base, screenForStep(info.application.next_step))} replace />
    );
  }
  switch (screen) {
    case 'profile':
      return <ProfileStep key="profile" info={info} />;
    case 'photo':
      return <PhotoStep key="photo" info={info} />;
    case 'welcome':
      return <WelcomeStep key="welcome" info={info} />;
    default:
      return <StatusScreen key="status" info={info} />;
  }
}

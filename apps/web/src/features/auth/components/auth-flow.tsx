import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountInfo, NewUserData } from '@quad/shared/contracts/auth';
import { useWidget } from '../../../app/widget-context/use-widget';
import type { AuthMode } from '../../../app/session/auth-dialog-store';
import {
  useAuthFlow,
  type AuthEntry,
  type AuthFlowOptions,
  type AuthOutcome,
  type AuthPhase,
} from '../hooks/use-auth-flow';
import { CodeSignIn, CodeSignInFailed } from './code-sign-in';
import { ForgotPasswordForm } from './forgot-password-form';
import { ForgotPasswordSent } from './forgot-password-sent';
import { LoginForm } from './login-form';
import { NotificationStep } from './notification-step';
import { QuestionsStep } from './questions-step';
import { RegistrationStepOne } from './registration-step-one';
import { RegistrationStepTwo } from './registration-step-two';
import { ResetPasswordForm } from './reset-password-form';
import { StepSkeleton } from './step-skeleton';
import { SsoLinkStep } from '../sso/sso-link-step';
import { SsoSignIn } from '../sso/sso-sign-in';

/** What a screen or a popup needs to frame the current step. */
export type AuthFrame = {
  phase: AuthPhase['name'];
  title: string;
  description?: string;
  /** The mode the Sign in / Create account switch shows as current, when it is shown. */
  modeSwitch: AuthMode | null;
  progress?: { current: number; total: number };
  body: ReactNode;
};

type AuthFlowProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode, options?: { email?: string }) => void;
  entry?: AuthEntry | null;
  /** Known details of a new person (single sign-on, social): merged into the form (spec §5). */
  userInfo?: NewUserData | null;
  /** A provider's answer to carry on from (see useAuthFlow). */
  ssoOutcome?: AuthFlowOptions['ssoOutcome'];
  initialEmail?: string;
  /** The name of the person the visitor signs in or up to chat with: the titles say so. */
  chatWith?: string | null;
  onFinished: (account: AccountInfo, outcome: AuthOutcome) => void;
  /** Called when a mailed link's entry is used up, so the address can drop its code. */
  onEntryDone?: () => void;
  children: (frame: AuthFrame) => ReactNode;
};

/** Sign-in, registration and what follows them, rendered into the caller's frame. */
export function AuthFlow({
  mode,
  onModeChange,
  entry,
  userInfo,
  ssoOutcome,
  initialEmail,
  chatWith = null,
  onFinished,
  onEntryDone,
  children,
}: AuthFlowProps) {
  const { t } = useTranslation('auth');
  const { t: tSso } = useTranslation('sso');
  const { branding } = useWidget();
  const flow = useAuthFlow({ mode, entry, userInfo, ssoOutcome, onFinished });
  const { phase, setPhase, registration, dispatch } = flow;
  const name = branding.name;
  const email = registration.stepOne.email || initialEmail || '';

  const frame = (parts: Omit<AuthFrame, 'phase' | 'modeSwitch'> & { modeSwitch?: AuthMode }) =>
    children({ phase: phase.name, modeSwitch: parts.modeSwitch ?? null, ...parts });

  if (flow.continuing && ['sign-in', 'code-sign-in', 'reset'].includes(phase.name)) {
    return frame({ title: t('continuing.title'), body: <StepSkeleton fields={2} /> });
  }

  switch (phase.name) {
    case 'sign-in':
      return frame({
        title: chatWith ? t('signIn.titleToChat', { person: chatWith }) : t('signIn.title'),
        description: chatWith
          ? t('signIn.descriptionToChat', { person: chatWith })
          : t('signIn.description', { name }),
        modeSwitch: 'sign-in',
        body: (
          <>
            <SsoSignIn onOutcome={flow.onSsoOutcome} />
            <LoginForm
              initialEmail={initialEmail}
              notice={phase.notice}
              onSignedIn={(result) => void flow.afterSignIn(result)}
              onForgotPassword={(typed) => {
                if (typed) dispatch({ type: 'editStepOne', values: { email: typed } });
                setPhase({ name: 'forgot' });
              }}
            />
          </>
        ),
      });
    case 'sign-up':
      if (registration.step === 1) {
        return frame({
          title: chatWith ? t('signUp.titleToChat', { person: chatWith }) : t('signUp.title'),
          description: chatWith
            ? t('signUp.descriptionToChat', { person: chatWith, name })
            : t('signUp.description', { name }),
          modeSwitch: 'sign-up',
          progress: { current: 1, total: 2 },
          body: (
            <>
              {!flow.viaProvider && <SsoSignIn onOutcome={flow.onSsoOutcome} />}
              <RegistrationStepOne
                values={registration.stepOne}
                onEdit={(values) => dispatch({ type: 'editStepOne', values })}
                onNext={() => dispatch({ type: 'next' })}
                onSignInInstead={(typed) => onModeChange('sign-in', { email: typed })}
                serverError={flow.registerError}
              />
            </>
          ),
        });
      }
      return frame({
        title: t('signUp.stepTwoTitle'),
        description: t('signUp.stepTwoDescription'),
        progress: { current: 2, total: 2 },
        body: (
          <RegistrationStepTwo
            values={registration.stepTwo}
            onEdit={(values) => dispatch({ type: 'editStepTwo', values })}
            onBack={() => dispatch({ type: 'back' })}
            onSubmit={flow.submitRegistration}
            submitting={flow.registering}
            formError={flow.registerError}
            serverErrors={flow.registerFieldErrors}
            withoutPassword={flow.viaProvider}
          />
        ),
      });
    case 'forgot':
      return frame({
        title: t('forgot.title'),
        description: t('forgot.description'),
        body: (
          <ForgotPasswordForm
            initialEmail={email}
            onSent={(address) => setPhase({ name: 'forgot-sent', email: address })}
            onBack={() => setPhase({ name: 'sign-in' })}
          />
        ),
      });
    case 'forgot-sent':
      return frame({
        title: t('forgot.sentTitle'),
        body: (
          <ForgotPasswordSent
            email={phase.email}
            onBack={() => setPhase({ name: 'sign-in' })}
            onResend={() => setPhase({ name: 'forgot' })}
          />
        ),
      });
    case 'reset':
      return frame({
        title: t('reset.title'),
        description: t('reset.description'),
        body: (
          <ResetPasswordForm
            userId={phase.userId}
            code={phase.code}
            onDone={(result) => {
              onEntryDone?.();
              void flow.afterSignIn(result, 'password-reset');
            }}
            onRequestNewLink={() => {
              onEntryDone?.();
              setPhase({ name: 'forgot' });
            }}
          />
        ),
      });
    case 'code-sign-in':
      if (phase.failed) {
        return frame({
          title: t('codeSignIn.failedTitle'),
          description: t('codeSignIn.failedText'),
          body: <CodeSignInFailed onUsePassword={() => setPhase({ name: 'sign-in' })} />,
        });
      }
      return frame({
        title: t('codeSignIn.title'),
        body: (
          <CodeSignIn
            authCode={phase.authCode}
            onSignedIn={(result) => {
              onEntryDone?.();
              void flow.afterSignIn(result);
            }}
            onFailed={() => {
              onEntryDone?.();
              setPhase({ ...phase, failed: true });
            }}
          />
        ),
      });
    case 'questions':
    case 'mandatory':
      return frame({
        title: phase.name === 'mandatory' ? t('questions.mandatoryTitle') : t('questions.title'),
        description:
          phase.name === 'mandatory'
            ? t('questions.mandatoryDescription', { name })
            : t('questions.description', { name }),
        body: (
          <QuestionsStep
            phase={phase}
            onDone={() =>
              phase.name === 'mandatory' ? flow.finish() : setPhase({ name: 'notifications' })
            }
          />
        ),
      });
    case 'sso-link':
      return frame({
        title: tSso('link.title'),
        description: tSso('link.text', { email: phase.email }),
        body: (
          <SsoLinkStep
            email={phase.email}
            onSignedIn={(result) => void flow.afterSignIn(result)}
            onStartOver={() => setPhase({ name: 'sign-in' })}
          />
        ),
      });
    case 'notifications':
      return frame({
        title: t('notifications.title'),
        description: t('notifications.description'),
        body: <NotificationStep onDone={flow.finish} />,
      });
  }
}

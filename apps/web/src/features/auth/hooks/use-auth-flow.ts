import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AccountInfo,
  AuthResult,
  NewUserData,
  Question,
  QuestionAnswer,
} from '@quad/shared/contracts/auth';
import type { PopupProvider, SsoExchangeResult } from '@quad/shared/contracts/sign-in';
import { ERROR_CODES } from '@quad/shared/errors';
import { widgetScope } from '@quad/shared/rules/base-path';
import { ApiError } from '../../../lib/api-client';
import { useWidget } from '../../../app/widget-context/use-widget';
import type { AuthMode } from '../../../app/session/auth-dialog-store';
import { accountKeys } from '../../../app/session/get-account-info';
import { mandatoryQuestionsQueryOptions } from '../api/get-mandatory-questions';
import { optionalQuestionsQueryOptions } from '../api/get-optional-questions';
import { useRegister } from '../api/register';
import { saveOptionalAnswers } from '../api/save-optional-answers';
import { initialRegistrationState, mergeUserInfo, registrationReducer } from '../registration-data';
import { registrationPayload } from '../registration-payload';
import { currentAccessType, startSession } from '../session';
import { registerWithProvider, type ProviderRegistrationInput } from '../sso/sso-api';
import { formErrorFor } from '../validation';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/forms/validation';
import type { StepTwoField } from '../components/registration-step-two';

/** How the flow was entered from a mailed link on the sign-in screen. */
export type AuthEntry =
  { kind: 'reset'; userId: number; code: string } | { kind: 'code'; authCode: string };

export type AuthPhase =
  | { name: 'sign-in'; notice?: string }
  | { name: 'sign-up' }
  | { name: 'forgot' }
  | { name: 'forgot-sent'; email: string }
  | { name: 'reset'; userId: number; code: string }
  | { name: 'code-sign-in'; authCode: string; failed?: boolean }
  | { name: 'questions'; questions: Question[]; universityId: number; groupId: number | null }
  | { name: 'mandatory'; questions: Question[]; answers: QuestionAnswer[] }
  | { name: 'notifications' }
  /** The single sign-on's email has an account: the code mailed to it links the two. */
  | { name: 'sso-link'; email: string };

export type AuthOutcome = 'signed-in' | 'signed-up' | 'password-reset';

export type AuthFlowOptions = {
  mode: AuthMode;
  entry?: AuthEntry | null;
  userInfo?: NewUserData | null;
  /** A provider's answer the flow starts from (portal sign-in opens the popup with it). */
  ssoOutcome?: { result: SsoExchangeResult; provider: PopupProvider } | null;
  onFinished: (account: AccountInfo, outcome: AuthOutcome) => void;
};

function initialPhase(mode: AuthMode, entry: AuthEntry | null | undefined): AuthPhase {
  if (entry?.kind === 'reset') return { name: 'reset', userId: entry.userId, code: entry.code };
  if (entry?.kind === 'code') return { name: 'code-sign-in', authCode: entry.authCode };
  return mode === 'sign-up' ? { name: 'sign-up' } : { name: 'sign-in' };
}

const STEP_TWO_FIELDS: readonly StepTwoField[] = [
  'nationality',
  'residence_country',
  'birth_date',
  'password',
  'consent_confirmed',
  'terms',
];

/**
 * The sign-in and registration state machine shared by the screens and the popups: login,
 * the two registration steps, then the questions and notification steps that follow (spec §2),
 * and the recovery and one-time-link entries.
 */
export function useAuthFlow({ mode, entry, userInfo, ssoOutcome, onFinished }: AuthFlowOptions) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { base, settings } = useWidget();
  const scope = widgetScope(base);
  const [phase, setPhase] = useState<AuthPhase>(() => initialPhase(mode, entry));
  const [registration, dispatch] = useReducer(registrationReducer, userInfo, (info) =>
    mergeUserInfo(initialRegistrationState, info),
  );
  const [continuing, setContinuing] = useState(false);
  const [registerError, setRegisterError] = useState('');
  const [registerFieldErrors, setRegisterFieldErrors] = useState<FieldErrors<StepTwoField>>({});
  const outcome = useRef<AuthOutcome>('signed-in');
  const account = useRef<AccountInfo | null>(null);
  const registerMutation = useRegister();
  /** What a sign-in provider vouched for, when the person signs up through it. */
  const [provider, setProvider] = useState<{ type: PopupProvider; signedData: string } | null>(
    null,
  );
  const providerRegistration = useMutation({
    mutationFn: ({ type, body }: { type: PopupProvider; body: ProviderRegistrationInput }) =>
      registerWithProvider(type, body),
    meta: { toastErrors: false },
  });

  const finish = () => {
    const latest =
      queryClient.getQueryData<AccountInfo>(accountKeys.info(scope)) ?? account.current;
    if (latest) onFinished(latest, outcome.current);
  };

  /** Login or a one-time link worked: mandatory questions first when some are unanswered. */
  const afterSignIn = async (result: AuthResult, how: AuthOutcome = 'signed-in') => {
    outcome.current = how;
    account.current = result.account;
    startSession(queryClient, result, scope);
    if (!result.account.isAnsweredMandatoryQuestion) {
      setContinuing(true);
      try {
        const data = await queryClient.fetchQuery(mandatoryQuestionsQueryOptions(scope));
        if (!data.isAnsweredMandatoryQuestion && data.questions.length > 0) {
          return setPhase({ name: 'mandatory', questions: data.questions, answers: data.answers });
        }
      } catch {
        // The questions can wait for the next visit; signing in must not.
      } finally {
        setContinuing(false);
      }
    }
    finish();
  };

  /** The account exists: the university's questions (or their auto-save), then notifications. */
  const afterRegistration = async (result: AuthResult) => {
    outcome.current = 'signed-up';
    account.current = result.account;
    startSession(queryClient, result, scope);
    const universityId =
      base.kind === 'university'
        ? base.universityId
        : (result.account.university_id ?? settings.universities[0]?.id ?? null);
    const groupId = base.kind === 'group' ? base.groupId : null;
    if (universityId !== null) {
      setContinuing(true);
      try {
        const questions = await queryClient.fetchQuery(
          optionalQuestionsQueryOptions(universityId, groupId),
        );
        if (questions.length > 0) {
          return setPhase({ name: 'questions', questions, universityId, groupId });
        }
        // Spec §5: a non-mandatory flow with no questions records empty answers.
        await saveOptionalAnswers({ universityId, groupId, answers: [] });
      } catch {
        // Questions are optional: a failure here must not undo a finished registration.
      } finally {
        setContinuing(false);
      }
    }
    setPhase({ name: 'notifications' });
  };

  /**
   * The popup's answer (spec §4): signed in; new to Quad (registration with the provider's
   * fields, no password); or an account to link with a mailed code.
   */
  const onSsoOutcome = (result: SsoExchangeResult, via: PopupProvider) => {
    if (result.status === 'signedIn') {
      const { status: _status, ...signedIn } = result;
      return void afterSignIn(signedIn);
    }
    if (result.status === 'linkRequired') {
      return setPhase({ name: 'sso-link', email: result.email });
    }
    setProvider({ type: via, signedData: result.signedData });
    dispatch({ type: 'reset' });
    dispatch({ type: 'merge', info: result.userData });
    setPhase({ name: 'sign-up' });
  };

  const submitRegistration = (details: { needsConsent: boolean }) => {
    setRegisterError('');
    setRegisterFieldErrors({});
    const payload = registrationPayload(registration, {
      base,
      accessType: currentAccessType(),
      needsConsent: details.needsConsent,
      search: window.location.search,
    });
    const handlers = {
      onSuccess: (result: AuthResult) => void afterRegistration(result),
      onError: (error: Error) => {
        if (error instanceof ApiError && error.code === ERROR_CODES.EMAIL_TAKEN) {
          dispatch({ type: 'back' });
        }
        setRegisterFieldErrors(
          fieldErrorsFromApi(error, STEP_TWO_FIELDS, {
            nationality_id: 'nationality',
            residence_country_id: 'residence_country',
          }),
        );
        setRegisterError(formErrorFor(error, t));
      },
    };
    if (!provider) return registerMutation.mutate(payload, handlers);
    const { password: _password, ...withoutPassword } = payload;
    providerRegistration.mutate(
      { type: provider.type, body: { ...withoutPassword, signedData: provider.signedData } },
      handlers,
    );
  };

  // A provider's answer handed in from outside is applied once, when the flow opens.
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !ssoOutcome) return;
    applied.current = true;
    onSsoOutcome(ssoOutcome.result, ssoOutcome.provider);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the answer the flow opened with
  }, [ssoOutcome]);

  return {
    phase,
    setPhase,
    registration,
    dispatch,
    continuing,
    registering:
      registerMutation.isPending ||
      providerRegistration.isPending ||
      (continuing && phase.name === 'sign-up'),
    /** Signing up through a provider: no password step. */
    viaProvider: provider !== null,
    onSsoOutcome,
    registerError,
    registerFieldErrors,
    afterSignIn,
    submitRegistration,
    finish,
  };
}

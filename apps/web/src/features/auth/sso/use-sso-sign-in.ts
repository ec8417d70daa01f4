import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupProvider, SsoExchangeResult } from '@quad/shared/contracts/sign-in';
import { widgetScope } from '@quad/shared/rules/base-path';
import { useWidget } from '../../../app/widget-context/use-widget';
import { currentAccessType } from '../session';
import { formErrorFor } from '../validation';
import {
  exchangeSso,
  signInScope,
  socialProvidersQueryOptions,
  universitySsoDataQueryOptions,
} from './sso-api';
import { openSsoPopup } from './sso-popup';

export type SsoPhase = 'idle' | 'waiting' | 'exchanging';

/**
 * Single sign-on from the sign-in screen or the join modal: whether the university has a
 * provider, the popup, and the trade of its code. `onOutcome` gets signed-in, new-user or
 * link-required.
 */
export function useSsoSignIn(
  onOutcome: (result: SsoExchangeResult, provider: PopupProvider) => void,
) {
  const { t } = useTranslation('auth');
  const { t: tShell } = useTranslation();
  const { base } = useWidget();
  const scope = widgetScope(base);
  const provider = useQuery(universitySsoDataQueryOptions(scope));
  const social = useQuery(socialProvidersQueryOptions());
  const [phase, setPhase] = useState<SsoPhase>('idle');
  const [error, setError] = useState('');
  const cancel = useRef<() => void>(() => undefined);

  useEffect(() => () => cancel.current(), []);

  /** Runs in the click handler, so the browser lets the popup open. */
  const start = (kind: PopupProvider = 'sso') => {
    setError('');
    const popup = openSsoPopup({
      basePath: base.base,
      provider: kind,
      onOutcome: (outcome) => {
        if (outcome.status === 'closed') return setPhase('idle');
        if (outcome.status === 'error') {
          setPhase('idle');
          return setError(outcome.message);
        }
        setPhase('exchanging');
        exchangeSso({
          code: outcome.code,
          verifier: outcome.verifier,
          ...signInScope(scope),
          accessType: currentAccessType(),
        })
          .then((result) => onOutcome(result, kind))
          .catch((failure: unknown) => setError(formErrorFor(failure, t)))
          .finally(() => setPhase('idle'));
      },
    });
    if (!popup.opened) return setError(tShell('spec.popupBlocked'));
    cancel.current = popup.cancel;
    setPhase('waiting');
  };

  return { provider: provider.data ?? null, social: social.data ?? [], start, phase, error };
}

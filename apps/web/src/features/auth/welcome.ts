import type { TFunction } from 'i18next';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import type { AuthOutcome } from './hooks/use-auth-flow';

/** The toast that greets someone at the end of the flow. */
export function welcomeMessage(t: TFunction<'auth'>, account: AccountInfo, outcome: AuthOutcome) {
  if (outcome === 'signed-up') return t('welcome.new', { name: account.name });
  if (outcome === 'password-reset') return t('welcome.passwordReset');
  return t('welcome.back', { name: account.name });
}

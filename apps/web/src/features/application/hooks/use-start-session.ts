import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationAuthResult } from '@quad/shared/contracts/application';
import { accountKeys, accountScopeOf } from '../../../app/session/get-account-info';
import { useWidget } from '../../../app/widget-context/use-widget';
import { announceSession } from '../../../lib/session-channel';
import { realtime } from '../../../lib/socket';
import { tokenStore } from '../../../lib/token-store';
import { applicationKeys } from '../api/application-keys';

/** After registration: keep the tokens, seed the account and the application, reconnect. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const { base } = useWidget();
  return (result: ApplicationAuthResult) => {
    queryClient.removeQueries({ queryKey: accountKeys.all });
    tokenStore.setTokens('main', result);
    queryClient.setQueryData(accountKeys.info(accountScopeOf(base)), result.account);
    queryClient.setQueryData(applicationKeys.info(), {
      account: result.account,
      application: result.application,
    });
    realtime.reconnect();
    announceSession('signedIn');
  };
}

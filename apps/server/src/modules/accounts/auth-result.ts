import type { FastifyReply } from 'fastify';
import type { AuthResult } from '@quad/shared/contracts/auth';
import type { ServiceContext } from '../../core/service-context';
import type { AccountRow } from './accounts.repository';
import { accountInfo } from './account-info.service';
import { setDeviceCookie, setRefreshCookie } from './session-cookies';
import type { Session } from './sessions.service';
import type { ScopeIds } from './widget-scope';

/**
 * The answer of every sign-in (CONTRACT §2a `{ token, refreshToken, account }`); also sets the
 * httpOnly refresh cookie and marks the browser as one the account signed in from.
 */
export async function signedInAnswer(
  services: Pick<ServiceContext, 'db' | 'storage' | 'config'>,
  reply: FastifyReply,
  account: AccountRow,
  session: Session,
  scope: ScopeIds = {},
): Promise<AuthResult> {
  setRefreshCookie(reply, services.config, session);
  setDeviceCookie(reply, services.config, account.id);
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    account: await accountInfo(services, account, scope),
  };
}

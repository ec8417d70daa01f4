import type { FastifyReply } from 'fastify';
import type { AuthResult } from '@quad/shared/contracts/auth';
import type { AppContext } from '../../core/app-context';
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
  ctx: AppContext,
  reply: FastifyReply,
  account: AccountRow,
  session: Session,
  scope: ScopeIds = {},
): Promise<AuthResult> {
  setRefreshCookie(reply, ctx.config, session);
  setDeviceCookie(reply, ctx.config, account.id);
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    account: await accountInfo(
      { db: ctx.database.db, storage: ctx.storage, publicUrl: ctx.config.publicUrl },
      account,
      scope,
    ),
  };
}

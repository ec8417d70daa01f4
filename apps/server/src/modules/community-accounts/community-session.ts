import type { FastifyReply } from 'fastify';
import type { CommunityAuthResult } from '@quad/shared/contracts/community-accounts';
import type { ServiceContext } from '../../core/service-context';
import type { AccountRow } from '../accounts/accounts.repository';
import { setRefreshCookie, type RefreshCookie } from '../accounts/session-cookies';
import type { Session, SessionArea } from '../accounts/sessions.service';
import { communityAccountInfo } from './community-account.service';

/** The community's refresh cookie: its own name, sent only to its auth calls (spec §2). */
export const COMMUNITY_REFRESH_COOKIE: RefreshCookie = {
  name: 'quad_community_refresh',
  path: '/api/v1/community/auth',
};

/** A community sign-in from the browser of this fingerprint. */
export function communityArea(fingerprint: string): SessionArea {
  return { audience: 'community', fingerprint };
}

/**
 * The answer of every community sign-in (`{ token, refreshToken, account }`); also sets the
 * community's httpOnly refresh cookie.
 */
export async function communitySignedIn(
  services: Pick<ServiceContext, 'db' | 'storage' | 'config'>,
  reply: FastifyReply,
  account: AccountRow,
  session: Session,
  universityId?: number | null,
): Promise<CommunityAuthResult> {
  setRefreshCookie(reply, services.config, session, COMMUNITY_REFRESH_COOKIE);
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    account: await communityAccountInfo(services, account, universityId),
  };
}

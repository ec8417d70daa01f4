import type { Access } from '../../core/auth/access';
import type { Actor } from '../../core/auth/tokens';

/**
 * Likes are given by signed-in widget accounts of any role (spec §1: prospects like posts and
 * answers; ambassadors and admins may too). A community session is a separate account area.
 */
export const widgetAccount: Access = { kind: 'authenticated', audience: 'main' };

/** Whether this actor may like or unlike: any signed-in account whose account is still active. */
export function canLike(actor: Actor, accountActive: boolean): boolean {
  return actor.audience === 'main' && accountActive;
}

/**
 * Views and shares are public but limited per address: at most this many calls a minute to
 * one action route, on top of counting each viewer once per item (view-counter.ts).
 */
export const COUNTER_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

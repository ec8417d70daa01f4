import type { RoleKey } from '@quad/shared/roles';
import type { Access } from '../../core/auth/access';
import type { Actor } from '../../core/auth/tokens';
import type { Storage } from '../../core/storage/storage';
import { masksFor } from './dialog-views';
import type { MessageAudience } from './messages.presenter';

/**
 * Chat routes take the widget's own session: a community-area token (its separate account,
 * spec §2) gets a 401 here. Optionally limited to roles (403 for the others).
 */
export function chatAccess(...roles: RoleKey[]): Access {
  return roles.length > 0
    ? { kind: 'authenticated', roles, audience: 'main' }
    : { kind: 'authenticated', audience: 'main' };
}

/** How messages are shown to the caller: masked for prospects and guests. */
export function audienceOf(actor: Actor | null, storage: Storage): MessageAudience {
  return { mask: masksFor(actor), storage };
}

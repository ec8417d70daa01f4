import type { FastifyRequest } from 'fastify';
import type { RoleKey } from '@quad/shared/roles';
import type { Access } from '../../core/auth/access';
import type { Actor } from '../../core/auth/tokens';

/** Signed in with the widget's own session (a community token gets a 401), optionally by role. */
export function widgetSession(...roles: RoleKey[]): Access {
  return roles.length > 0
    ? { kind: 'authenticated', roles, audience: 'main' }
    : { kind: 'authenticated', audience: 'main' };
}

/** The caller of a public route, or null for a guest (a community session counts as a guest). */
export function optionalActor(request: FastifyRequest): Actor | null {
  return request.actor?.audience === 'main' ? request.actor : null;
}

export const TAGS = ['liveStreams'];

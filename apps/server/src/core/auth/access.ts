import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoleKey } from '@quad/shared/roles';
import { ForbiddenError, UnauthorizedError } from '../errors/app-error';
import { bearerToken, type Actor, type TokenService } from './tokens';

/**
 * Who may call a route. Every /api route declares one in `config.access`;
 * the server refuses to start when a route forgets.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated'; roles?: readonly RoleKey[]; audience?: Actor['audience'] };

export const publicAccess: Access = { kind: 'public' };
/** Any signed-in account, optionally limited to roles. */
export function signedIn(...roles: RoleKey[]): Access {
  return roles.length > 0 ? { kind: 'authenticated', roles } : { kind: 'authenticated' };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The signed-in actor, or a 401: for handlers of authenticated routes. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

const GUARDED_PREFIX = '/api/';

/** Authentication (onRequest, before any body is read) and role checks (preHandler). */
export const accessPlugin = fp<{ tokens: TokenService }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorateRequest('actor', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(GUARDED_PREFIX) || route.url.startsWith('/api/docs')) return;
      if (!route.config?.access) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule.`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return;
      const token = bearerToken(request.headers.authorization);
      if (token) request.actor = await tokens.verifyAccess(token);
      if (access.kind === 'authenticated' && !request.actor) throw new UnauthorizedError();
    });

    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access.kind !== 'authenticated' || !request.actor) return;
      if (access.audience && request.actor.audience !== access.audience) {
        throw new UnauthorizedError('This session cannot be used here. Please sign in again.');
      }
      if (access.roles && !access.roles.includes(request.actor.role)) {
        throw new ForbiddenError('Your account type cannot do this.');
      }
    });
  },
);

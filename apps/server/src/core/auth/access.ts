import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoleKey } from '@quad/shared/roles';
import { ERROR_CODES } from '@quad/shared/errors';
import { ROLES } from '@quad/shared/roles';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors/app-error';
import { isLocalRequest } from '../http/local-request';
import { bearerToken, type Actor, type TokenService } from './tokens';
import { problem } from '../errors/problems';

/**
 * Who may call a route. Every /api route declares one in `config.access`;
 * the server refuses to start when a route forgets.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated'; roles?: readonly RoleKey[]; audience?: Actor['audience'] }
  | { kind: 'development' };

export const publicAccess: Access = { kind: 'public' };
/**
 * Development tools (mail outbox, SMS viewer, test identity provider): they answer only to a
 * person on this machine or to a signed-in admin, whatever NODE_ENV says; anyone else gets 404.
 */
export const developmentAccess: Access = { kind: 'development' };
/**
 * Any account signed in to the widget (the main area), optionally limited to roles. A community
 * token gets a 401 here: the two areas keep separate sessions (spec §2, CONTRACT §11).
 */
export function signedIn(...roles: RoleKey[]): Access {
  return roles.length > 0
    ? { kind: 'authenticated', roles, audience: 'main' }
    : { kind: 'authenticated', audience: 'main' };
}

/**
 * The community area's own session (spec §2): a widget token gets a 401 on these routes, and
 * routes of the widget (`audience: 'main'`) refuse a community token. Optionally limited to roles.
 */
export function communityAccess(...roles: RoleKey[]): Access {
  return roles.length > 0
    ? { kind: 'authenticated', roles, audience: 'community' }
    : { kind: 'authenticated', audience: 'community' };
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

const GUARDED_PREFIXES = ['/api/', '/dev/'];

function mayUseDevelopmentTools(request: FastifyRequest): boolean {
  return (
    isLocalRequest(request) ||
    (request.actor?.role === ROLES.admin && request.actor.audience === 'main')
  );
}

/** Authentication (onRequest, before any body is read) and role checks (preHandler). */
export const accessPlugin = fp<{
  tokens: TokenService;
  isSessionActive: (actor: Actor) => Promise<boolean>;
}>(async (app: FastifyInstance, { tokens, isSessionActive }) => {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    const guarded = GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix));
    if (!guarded || route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule.`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const actor = await tokens.verifyAccess(token);
      // Signed out, signed out everywhere, password changed or account deleted: refused at once.
      if (!(await isSessionActive(actor))) {
        throw new UnauthorizedError(problem('signedOut'), ERROR_CODES.INVALID_TOKEN);
      }
      request.actor = actor;
    }
    if (access.kind === 'authenticated' && !request.actor) throw new UnauthorizedError();
    // The other area's session is no session here: refused before the body is even read.
    if (
      access.kind === 'authenticated' &&
      access.audience &&
      request.actor?.audience !== access.audience
    ) {
      throw new UnauthorizedError(problem('sessionWrongArea'));
    }
    if (access.kind === 'development' && !mayUseDevelopmentTools(request)) {
      throw new NotFoundError('page');
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind !== 'authenticated' || !request.actor) return;
    if (access.roles && !access.roles.includes(request.actor.role)) {
      throw new ForbiddenError('account_type_cannot');
    }
  });
});

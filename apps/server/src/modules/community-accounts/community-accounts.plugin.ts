import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@quad/shared/limits';
import { accountsContext } from '../accounts/accounts.plugin';
import { communityAccountRoutes } from './community-account.routes';
import { communityAuthRoutes } from './community-auth.routes';
import { handoffRoutes } from './handoff.routes';

/**
 * The community area's accounts and sessions (spec §7 Community, CONTRACT §11) under
 * /api/v1/community, and the widget's handoff into it under /api/v1/widget. The services are the
 * accounts module's own, so limits count across both areas.
 */
export async function communityAccountsModule(app: FastifyInstance): Promise<void> {
  const services = accountsContext(app);
  // The profile form carries the avatar; the parser stays inside this module's scope.
  await app.register(multipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
  });
  await app.register(communityAuthRoutes, { prefix: '/api/v1/community', services });
  await app.register(communityAccountRoutes, { prefix: '/api/v1/community', services });
  await app.register(handoffRoutes, { prefix: '/api/v1/widget', services });
}

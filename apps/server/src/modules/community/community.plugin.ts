import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../core/auth/access';
import { addDialogChannelRealm } from '../dialogs/realtime-channels';
import type { CommunityRouteOptions } from './community.context';
import { communityMessagesRoutes } from './community-messages.routes';
import { assertAuthorised, loadViewer } from './community.policy';
import { communityChat } from './community-realm';
import { conversationsRoutes } from './conversations.routes';
import { membersRoutes } from './members.routes';
import { spacesRoutes } from './spaces.routes';

/**
 * The community area's spaces, conversations and member lists under /api/v1/community (spec
 * §7 Community). Community conversations are dialogs in a space, heard on the dialog channels.
 */
export async function communityModule(app: FastifyInstance): Promise<void> {
  addDialogChannelRealm(app.ctx.realtime, communityChat);
  const options: CommunityRouteOptions = {
    services: { ...app.ctx.services, realtime: app.ctx.realtime },
  };
  await app.register(
    async (scope) => {
      // Spec §4: an account that follows no subject (and is not an admin) is sent to pick some.
      scope.addHook('preHandler', async (request) => {
        assertAuthorised(await loadViewer(options.services.db, requireActor(request)));
      });
      await scope.register(spacesRoutes, options);
      await scope.register(conversationsRoutes, options);
      await scope.register(communityMessagesRoutes, options);
      await scope.register(membersRoutes, options);
    },
    { prefix: '/api/v1/community' },
  );
}

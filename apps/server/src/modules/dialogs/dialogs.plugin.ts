import type { FastifyInstance } from 'fastify';
import { chatSafetyRoutes } from './chat-safety.routes';
import { startAutoCloseSweep } from './chat-auto-close';
import { dialogActionsRoutes } from './dialog-actions.routes';
import { dialogModerationRoutes } from './dialog-moderation.routes';
import { dialogsRoutes } from './dialogs.routes';
import { invitableRoutes } from './invitable.routes';
import { messagesRoutes } from './messages.routes';
import { registerPresenceEvents } from './presence';
import { registerDialogChannels } from './realtime-channels';

const PREFIX = '/api/v1/interactionSite';

/** Chat (dialogs, messages, group chats, forum) and its realtime channels: /interactionSite. */
export async function dialogsModule(app: FastifyInstance): Promise<void> {
  registerDialogChannels(app);
  const options = { services: { ...app.ctx.services, realtime: app.ctx.realtime } };
  registerPresenceEvents(options.services, app.log);
  await app.register(dialogsRoutes, { prefix: PREFIX, ...options });
  await app.register(dialogActionsRoutes, { prefix: PREFIX, ...options });
  await app.register(dialogModerationRoutes, { prefix: PREFIX, ...options });
  await app.register(messagesRoutes, { prefix: PREFIX, ...options });
  await app.register(chatSafetyRoutes, { prefix: PREFIX, ...options });
  await app.register(invitableRoutes, { prefix: '/api/v1/widget', ...options });
  // Idle chats close on their own (autoClose): every node sweeps; SKIP LOCKED keeps it once.
  const stopSweep = startAutoCloseSweep(options.services, app.log);
  app.addHook('onClose', async () => stopSweep());
}

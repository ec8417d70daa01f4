import type { FastifyInstance } from 'fastify';

/** Chat (dialogs, messages, group chats, forum) and its realtime channels: /interactionSite. */
export async function dialogsModule(_app: FastifyInstance): Promise<void> {
  // Route files of this module register here with their CONTRACT §2 prefix.
}

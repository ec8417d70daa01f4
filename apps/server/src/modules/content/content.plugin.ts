import type { FastifyInstance } from 'fastify';

/** Widget content and discovery (lists, search, filters, items, likes): /widget and /common. */
export async function contentModule(_app: FastifyInstance): Promise<void> {
  // Route files of this module register here with their CONTRACT §2 prefix.
}

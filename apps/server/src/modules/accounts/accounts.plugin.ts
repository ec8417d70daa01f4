import type { FastifyInstance } from 'fastify';

/** Accounts and sign-in (auth, account settings, reference data): /interactionSite and /common. */
export async function accountsModule(_app: FastifyInstance): Promise<void> {
  // Route files of this module register here with their CONTRACT §2 prefix.
}

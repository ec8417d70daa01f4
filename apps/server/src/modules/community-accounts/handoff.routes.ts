import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { communityHandoffSchema } from '@quad/shared/contracts/community-accounts';
import { ROLES } from '@quad/shared/roles';
import { requireActor, signedIn } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { requireLiveAccount } from '../accounts/account-info.service';
import type { AccountsContext } from '../accounts/accounts.deps';
import { issueHandoff } from './handoff.service';

/** The widget's way into the community: `POST /api/v1/widget/account/communityHandoff`. */
export async function handoffRoutes(
  app: FastifyInstance,
  { services }: { services: AccountsContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/account/communityHandoff',
    {
      config: { access: signedIn(ROLES.prospect), rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['community accounts'],
        summary:
          "A single-use pass (2 minutes) that signs the widget's prospect in to the community",
        description: 'Redeemed by POST /api/v1/community/auth/registrationFromTapFeed.',
        response: okSchema(communityHandoffSchema),
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await requireLiveAccount(services.db, actor.id);
      return ok(await issueHandoff(services, actor));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  communityAccountQuerySchema,
  communityAccountResponseSchema,
  communitySubscribeSchema,
} from '@quad/shared/contracts/community-accounts';
import { communityAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { requireLiveAccount } from '../accounts/account-info.service';
import type { AccountsContext } from '../accounts/accounts.deps';
import {
  communityAccountInfo,
  setSubscribed,
  updateCommunityProfile,
} from './community-account.service';
import { readProfileForm } from './profile-form';

const TAGS = ['community accounts'];

/** The signed-in community account: info, e-mail updates, profile (spec §7 Community). */
export async function communityAccountRoutes(
  app: FastifyInstance,
  { services }: { services: AccountsContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  r.get(
    '/account/info',
    {
      config: { access: communityAccess() },
      schema: {
        tags: TAGS,
        summary: 'The signed-in community account (subjects, role, default space, authorised)',
        querystring: communityAccountQuerySchema,
        response: okSchema(communityAccountResponseSchema),
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok({
        account: await communityAccountInfo(services, account, request.query.universityId),
      });
    },
  );

  r.post(
    '/account/subscribe',
    {
      config: { access: communityAccess() },
      schema: {
        tags: TAGS,
        summary: "Turn the community account's e-mail updates on or off",
        body: communitySubscribeSchema,
        response: okSchema(communityAccountResponseSchema),
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const updated = await setSubscribed(services, account, request.body.subscribed);
      return ok({ account: await communityAccountInfo(services, updated) });
    },
  );

  r.put(
    '/account/profile/update',
    {
      config: { access: communityAccess(), rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Update names, followed subjects and (optionally) the avatar',
        description:
          'multipart/form-data: firstName, lastName, subjectIds as one field holding a JSON array ([3,14]; [] clears; left out, they stay), and an optional "avatar" image (PNG, JPEG, GIF or WebP, up to 5 MB).',
        consumes: ['multipart/form-data'],
        response: okSchema(communityAccountResponseSchema),
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const { fields, avatar } = await readProfileForm(request);
      const updated = await updateCommunityProfile(
        forRequest(services, request),
        account,
        fields,
        avatar,
      );
      return ok({ account: await communityAccountInfo(services, updated) });
    },
  );
}

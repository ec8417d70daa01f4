import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import {
  communityMemberResponseSchema,
  communityMembersQuerySchema,
  communityMembersResponseSchema,
} from '@quad/shared/contracts/community';
import { communityAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import type { CommunityRouteOptions } from './community.context';
import { presentMember } from './members.presenter';
import { getMemberInfo, listCommunityMembers } from './members.service';

const tags = ['community'];

/** GET /users/{id}/info, /users/ambassadors and /users/prospects (spec §7 Community). */
export async function membersRoutes(
  app: FastifyInstance,
  { services }: CommunityRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = services;
  const access = communityAccess();

  r.get(
    '/users/:id/info',
    {
      config: { access },
      schema: {
        tags,
        summary: "A member's public community profile",
        params: idParamSchema,
        response: okSchema(communityMemberResponseSchema),
      },
    },
    async (request) => {
      const view = await getMemberInfo(services, requireActor(request), request.params.id);
      return ok({ user: presentMember(view, storage) });
    },
  );

  for (const kind of ['ambassadors', 'prospects'] as const) {
    r.get(
      `/users/${kind}`,
      {
        config: { access },
        schema: {
          tags,
          summary:
            kind === 'ambassadors'
              ? "The published ambassadors of a university of the caller's, by name"
              : "The prospects of a university of the caller's who follow a subject, by name",
          querystring: communityMembersQuerySchema,
          response: okSchema(communityMembersResponseSchema),
        },
      },
      async (request) => {
        const page = await listCommunityMembers(
          services,
          requireActor(request),
          kind,
          request.query,
        );
        return ok({
          items: page.views.map((view) => presentMember(view, storage)),
          total: page.total,
        });
      },
    );
  }
}

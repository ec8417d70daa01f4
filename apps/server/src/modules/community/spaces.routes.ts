import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import {
  communitySpaceResponseSchema,
  communitySpacesQuerySchema,
  communitySpacesResponseSchema,
} from '@quad/shared/contracts/community';
import { communityAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import type { CommunityRouteOptions } from './community.context';
import { presentSpace } from './spaces.presenter';
import { getCommunitySpace, getDefaultSpace, listCommunitySpaces } from './spaces.service';

const tags = ['community'];

/** GET /spaces, /spaces/default and /spaces/{id} (spec §7 Community). */
export async function spacesRoutes(
  app: FastifyInstance,
  { services }: CommunityRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = services;

  r.get(
    '/spaces',
    {
      config: { access: communityAccess() },
      schema: {
        tags,
        summary: "The community spaces of the caller's universities (or of one of them)",
        querystring: communitySpacesQuerySchema,
        response: okSchema(communitySpacesResponseSchema),
      },
    },
    async (request) => {
      const views = await listCommunitySpaces(
        services,
        requireActor(request),
        request.query.universityId,
      );
      return ok({ items: views.map((view) => presentSpace(view, storage)) });
    },
  );

  r.get(
    '/spaces/default',
    {
      config: { access: communityAccess() },
      schema: {
        tags,
        summary: "The default space of a university of the caller's (their first when none named)",
        querystring: communitySpacesQuerySchema,
        response: okSchema(communitySpaceResponseSchema),
      },
    },
    async (request) => {
      const view = await getDefaultSpace(
        services,
        requireActor(request),
        request.query.universityId,
      );
      return ok({ space: presentSpace(view, storage) });
    },
  );

  r.get(
    '/spaces/:id',
    {
      config: { access: communityAccess() },
      schema: {
        tags,
        summary: "A space of the caller's universities",
        params: idParamSchema,
        response: okSchema(communitySpaceResponseSchema),
      },
    },
    async (request) => {
      const view = await getCommunitySpace(services, requireActor(request), request.params.id);
      return ok({ space: presentSpace(view, storage) });
    },
  );
}

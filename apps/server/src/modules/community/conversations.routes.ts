import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import {
  communityDialogResponseSchema,
  communityDialogsResponseSchema,
  communityRoomsQuerySchema,
  createPersonalDialogSchema,
  myCommunityDialogsQuerySchema,
  personalDialogParamsSchema,
} from '@quad/shared/contracts/community';
import { communityAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { audienceOf } from '../dialogs/route-access';
import type { CommunityRouteOptions } from './community.context';
import { presentConversation } from './conversations.presenter';
import {
  getConversation,
  getPersonalConversation,
  joinRoom,
  leaveRoom,
  listMyConversations,
  listSpaceRooms,
  startPersonalConversation,
} from './conversations.service';

const tags = ['community'];

/** Community conversations: rooms of a space, one's own, personal ones, join and leave. */
export async function conversationsRoutes(
  app: FastifyInstance,
  { services }: CommunityRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = services;
  const access = communityAccess();

  r.get(
    '/dialogs',
    {
      config: { access },
      schema: {
        tags,
        summary: "A space's public rooms, newest activity first, with the caller's unread counts",
        querystring: communityRoomsQuerySchema,
        response: okSchema(communityDialogsResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const page = await listSpaceRooms(services, actor, request.query);
      const audience = audienceOf(actor, storage);
      return ok({
        items: page.views.map((view) => presentConversation(view, audience)),
        total: page.total,
      });
    },
  );

  r.get(
    '/dialogs/my',
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's rooms and personal conversations, newest activity first",
        querystring: myCommunityDialogsQuerySchema,
        response: okSchema(communityDialogsResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const page = await listMyConversations(services, actor, request.query);
      const audience = audienceOf(actor, storage);
      return ok({
        items: page.views.map((view) => presentConversation(view, audience)),
        total: page.total,
      });
    },
  );

  r.get(
    '/dialogs/personal/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's personal conversation with user {id} in their default space",
        description: personalDialogParamsSchema.description,
        params: personalDialogParamsSchema,
        response: okSchema(communityDialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await getPersonalConversation(services, actor, request.params.id);
      return ok({ dialog: presentConversation(view, audienceOf(actor, storage)) });
    },
  );

  r.get(
    '/dialogs/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A community conversation and what the caller may do in it',
        params: idParamSchema,
        response: okSchema(communityDialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await getConversation(services, actor, request.params.id);
      return ok({ dialog: presentConversation(view, audienceOf(actor, storage)) });
    },
  );

  for (const with_ of ['ambassador', 'prospect'] as const) {
    r.post(
      `/dialogs/create/${with_}`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Find or start the caller's personal conversation with a ${with_} of the space`,
          body: createPersonalDialogSchema,
          response: okSchema(communityDialogResponseSchema),
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const view = await startPersonalConversation(services, actor, request.body, with_);
        return ok({ dialog: presentConversation(view, audienceOf(actor, storage)) });
      },
    );
  }

  r.post(
    '/dialogs/:id/join',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Join a public room (a member stays one)',
        params: idParamSchema,
        response: okSchema(communityDialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await joinRoom(services, actor, request.params.id);
      return ok({ dialog: presentConversation(view, audienceOf(actor, storage)) });
    },
  );

  r.delete(
    '/dialogs/:id/leave',
    {
      config: { access },
      schema: {
        tags,
        summary: "Leave a room; the caller's open sockets stop hearing it",
        params: idParamSchema,
        response: okSchema(communityDialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await leaveRoom(services, actor, request.params.id);
      return ok({ dialog: presentConversation(view, audienceOf(actor, storage)) });
    },
  );
}

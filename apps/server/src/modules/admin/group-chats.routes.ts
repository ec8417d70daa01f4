import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminGroupChatChangeSchema,
  adminGroupChatCreateSchema,
  adminGroupChatListQuerySchema,
  adminGroupChatListResponseSchema,
  adminGroupChatMemberParamsSchema,
  adminGroupChatMembersAddSchema,
  adminGroupChatMembersResponseSchema,
  adminGroupChatResponseSchema,
} from '@quad/shared/contracts/admin-group-chats';
import { idParamSchema } from '@quad/shared/contracts/common';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import type { DialogsContext } from '../dialogs/dialogs.context';
import { adminAccess, requireAdmin } from './admin-actor';
import {
  addGroupChatMembers,
  changeGroupChat,
  createGroupChat,
  listGroupChatMembers,
  listGroupChats,
  removeGroupChatMember,
} from './group-chats.service';

const TAGS = ['admin'];

/** The university's group chats and forums in the console (/api/v1/admin/groupChats). */
export async function adminGroupChatsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services, realtime } = app.ctx;
  const chatContext = (request: FastifyRequest): DialogsContext => ({
    ...forRequest(services, request),
    realtime,
  });
  // The dialogs' own use cases take the signed-in actor; the console's take the admin.
  const adminAndActor = (request: FastifyRequest) => ({
    ...requireAdmin(request),
    actor: requireActor(request),
  });

  r.get(
    '/groupChats',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The university's group chats and forums: kind, archived, page",
        querystring: adminGroupChatListQuerySchema,
        response: okSchema(adminGroupChatListResponseSchema),
      },
    },
    async (request) => ok(await listGroupChats(services, requireAdmin(request), request.query)),
  );

  r.post(
    '/groupChats',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Create a group chat or forum, private with a generated code or open; audited',
        body: adminGroupChatCreateSchema,
        response: okSchema(adminGroupChatResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      return ok({ groupChat: await createGroupChat(ctx, requireAdmin(request), request.body) });
    },
  );

  r.patch(
    '/groupChats/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Rename, describe, make private (a new code) or open, archive; audited',
        params: idParamSchema,
        body: adminGroupChatChangeSchema,
        response: okSchema(adminGroupChatResponseSchema),
      },
    },
    async (request) => {
      const groupChat = await changeGroupChat(
        chatContext(request),
        adminAndActor(request),
        request.params.id,
        request.body,
      );
      return ok({ groupChat });
    },
  );

  r.get(
    '/groupChats/:id/members',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "A group chat's members",
        params: idParamSchema,
        response: okSchema(adminGroupChatMembersResponseSchema),
      },
    },
    async (request) =>
      ok({
        members: await listGroupChatMembers(services, requireAdmin(request), request.params.id),
      }),
  );

  r.post(
    '/groupChats/:id/members',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Add ambassadors of the university to a group chat; audited',
        params: idParamSchema,
        body: adminGroupChatMembersAddSchema,
        response: okSchema(adminGroupChatMembersResponseSchema),
      },
    },
    async (request) => {
      const members = await addGroupChatMembers(
        chatContext(request),
        adminAndActor(request),
        request.params.id,
        request.body.user_ids,
      );
      return ok({ members });
    },
  );

  r.delete(
    '/groupChats/:id/members/:userId',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Remove an ambassador from a group chat (they are told); audited',
        params: adminGroupChatMemberParamsSchema,
        response: okSchema(adminGroupChatMembersResponseSchema),
      },
    },
    async (request) => {
      const members = await removeGroupChatMember(
        chatContext(request),
        adminAndActor(request),
        request.params.id,
        request.params.userId,
      );
      return ok({ members });
    },
  );
}

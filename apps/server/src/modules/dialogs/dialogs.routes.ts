import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import {
  chatBoxResponseSchema,
  createChatResponseSchema,
  createChatSchema,
  dialogIdsResponseSchema,
  dialogQuerySchema,
  dialogResponseSchema,
  dialogsListQuerySchema,
  dialogsListResponseSchema,
  findOrCreateSchema,
  groupChatPreviewResponseSchema,
  groupChatsQuerySchema,
  groupChatsResponseSchema,
  newMessagesCounterSchema,
  openedGroupChatsQuerySchema,
  prospectDialogsSchema,
  prospectInfoQuerySchema,
  prospectInfoResponseSchema,
} from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import { publicAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { presentDialog, presentGroupChatCard, presentProspectInfo } from './dialogs.presenter';
import {
  chatBox,
  createChat,
  dialogIdsOf,
  getDialog,
  getGroupChat,
  joinGroupChat,
  listAmbassadorDialogs,
  listDialogs,
  listDialogsOfProspect,
  prospectInfo,
  unreadCount,
} from './dialogs.service';
import { groupChatCards, groupChatPreview } from './group-chats.service';
import { presentMessage } from './messages.presenter';
import { audienceOf, chatAccess } from './route-access';
import type { DialogsRouteOptions } from './dialogs.context';

const tags = ['dialogs'];

/** Dialog lists and single dialogs, group chat lists, and starting or joining a chat (spec §7). */
export async function dialogsRoutes(
  app: FastifyInstance,
  { services }: DialogsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = services;

  r.get(
    '/dialogs',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: "The caller's conversations, newest activity first",
        querystring: dialogsListQuerySchema,
        response: okSchema(dialogsListResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const page = await listDialogs(services, actor, request.query);
      const audience = audienceOf(actor, storage);
      return ok({ dialogs: page.views.map((v) => presentDialog(v, audience)), total: page.total });
    },
  );

  r.get(
    '/dialogs/ambassadorDialogs',
    {
      config: { access: chatAccess(ROLES.ambassador, ROLES.admin) },
      schema: {
        tags,
        summary: "An ambassador's conversations; an admin's university's conversations",
        querystring: dialogsListQuerySchema,
        response: okSchema(dialogsListResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const page = await listAmbassadorDialogs(services, actor, request.query);
      const audience = audienceOf(actor, storage);
      return ok({ dialogs: page.views.map((v) => presentDialog(v, audience)), total: page.total });
    },
  );

  r.get(
    '/dialogs/ids',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: "Ids of the caller's active conversations",
        response: okSchema(dialogIdsResponseSchema),
      },
    },
    async (request) => ok({ dialogIds: await dialogIdsOf(services, requireActor(request)) }),
  );

  r.get(
    '/dialogs/new/messagesCounter',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: 'Unread messages over all conversations',
        response: okSchema(newMessagesCounterSchema),
      },
    },
    async (request) => ok({ total: await unreadCount(services, requireActor(request)) }),
  );

  r.get(
    '/dialogs/new/chatBoxDialogsMessages',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: 'Conversations with unread messages, each with its newest unread messages',
        response: okSchema(chatBoxResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const audience = audienceOf(actor, storage);
      const items = await chatBox(services, actor);
      return ok({
        items: items.map((item) => ({
          dialog: presentDialog(item.view, audience),
          messages: item.messages.map((m) => presentMessage(m, audience)),
        })),
      });
    },
  );

  r.get(
    '/dialogs/prospectInfo',
    {
      config: { access: chatAccess(ROLES.ambassador, ROLES.admin) },
      schema: {
        tags,
        summary: 'The prospect of an individual chat (prospect-info panel)',
        querystring: prospectInfoQuerySchema,
        response: okSchema(prospectInfoResponseSchema),
      },
    },
    async (request) => {
      const info = await prospectInfo(services, requireActor(request), request.query.dialogId);
      return ok({ prospect: presentProspectInfo(info, storage) });
    },
  );

  r.get(
    '/dialogs/groupChat/:id/preview',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          'A public group chat or forum with its latest messages, for anyone deciding to join',
        params: idParamSchema,
        response: okSchema(groupChatPreviewResponseSchema),
      },
    },
    async (request) => {
      const preview = await groupChatPreview(services, request.params.id);
      return ok({
        groupChat: presentGroupChatCard(preview.card, storage),
        messages: preview.messages.map((m) => presentMessage(m, audienceOf(null, storage))),
      });
    },
  );

  r.get(
    '/dialogs/groupChat/:id',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: 'A group chat or forum with its members',
        params: idParamSchema,
        querystring: dialogQuerySchema,
        response: okSchema(dialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await getGroupChat(
        services,
        actor,
        request.params.id,
        request.query.privateCode,
      );
      return ok({ dialog: presentDialog(view, audienceOf(actor, storage)) });
    },
  );

  r.get(
    '/dialogs/:id',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: 'A conversation with its members and what the caller may do in it',
        params: idParamSchema,
        querystring: dialogQuerySchema,
        response: okSchema(dialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await getDialog(services, actor, request.params.id, request.query.privateCode);
      return ok({ dialog: presentDialog(view, audienceOf(actor, storage)) });
    },
  );

  r.post(
    '/dialogs/groupChats',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: 'Group chats or forums, with the ones the caller joined marked',
        body: groupChatsQuerySchema,
        response: okSchema(groupChatsResponseSchema),
      },
    },
    async (request) => {
      const page = await groupChatCards(services, requireActor(request), request.body);
      return ok({
        groupChats: page.views.map((v) => presentGroupChatCard(v, storage)),
        total: page.total,
      });
    },
  );

  r.post(
    '/dialogs/groupChatsOpened',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Public group chats or forums of a widget, for browsing without an account',
        body: openedGroupChatsQuerySchema,
        response: okSchema(groupChatsResponseSchema),
      },
    },
    async (request) => {
      const page = await groupChatCards(services, null, request.body);
      return ok({
        groupChats: page.views.map((v) => presentGroupChatCard(v, storage)),
        total: page.total,
      });
    },
  );

  r.post(
    '/dialogs/prospectDialogs',
    {
      config: { access: chatAccess(ROLES.ambassador, ROLES.admin) },
      schema: {
        tags,
        summary: "A prospect's conversations that the caller may see",
        body: prospectDialogsSchema,
        response: okSchema(dialogsListResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const page = await listDialogsOfProspect(services, actor, request.body);
      const audience = audienceOf(actor, storage);
      return ok({ dialogs: page.views.map((v) => presentDialog(v, audience)), total: page.total });
    },
  );

  r.post(
    '/dialogs/createChat',
    {
      config: { access: chatAccess(ROLES.prospect) },
      schema: {
        tags,
        summary: 'The prospect’s chat with an ambassador; the same pair always gets the same one',
        body: createChatSchema,
        response: okSchema(createChatResponseSchema),
      },
    },
    async (request) =>
      ok({ dialog_id: await createChat(services, requireActor(request), request.body.userId) }),
  );

  r.post(
    '/dialogs/:id/findOrCreate',
    {
      config: { access: chatAccess(ROLES.prospect, ROLES.ambassador, ROLES.admin) },
      schema: {
        tags,
        summary: 'Join a group chat or forum (a member stays one); private ones need the code',
        params: idParamSchema,
        body: findOrCreateSchema,
        response: okSchema(createChatResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const id = await joinGroupChat(services, actor, request.params.id, request.body.privateCode);
      return ok({ dialog_id: id });
    },
  );
}

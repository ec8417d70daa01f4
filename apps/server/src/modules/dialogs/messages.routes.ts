import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import {
  markReadSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageResponseSchema,
  readStateSchema,
  reportMessageSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from '@quad/shared/contracts/dialogs';
import { messageIdParamsSchema, pinMessageSchema } from '@quad/shared/contracts/dialog-actions';
import { ROLES } from '@quad/shared/roles';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { presentMessage } from './messages.presenter';
import { pinMessage } from './message-pins.service';
import { listMessages, reportMessage, sendMessage, type MessageListKind } from './messages.service';
import { markDialogRead } from './read-state.service';
import { audienceOf, chatAccess } from './route-access';
import type { DialogsRouteOptions } from './dialogs.context';

const tags = ['messages'];

/** Message pages in four directions, sends and message reports (spec §4, §7 Messages). */
export async function messagesRoutes(
  app: FastifyInstance,
  { services }: DialogsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = services;

  const lists: [string, ReturnType<typeof chatAccess>, MessageListKind, string][] = [
    ['/dialogs/:id/messages', chatAccess(), 'any', 'Messages of a conversation'],
    ['/dialogs/:id/groupMessages', chatAccess(), 'group', 'Messages of a group chat or forum'],
    [
      '/dialogs/:id/ambassadorMessages',
      chatAccess(ROLES.ambassador, ROLES.admin),
      'any',
      'Messages of a conversation, for its ambassadors and admins',
    ],
  ];
  for (const [path, access, kind, summary] of lists) {
    r.get(
      path,
      {
        config: { access },
        schema: {
          tags,
          summary: `${summary}: newest page, before, after or around a message, or after a seq`,
          params: idParamSchema,
          querystring: messageListQuerySchema,
          response: okSchema(messageListResponseSchema),
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const page = await listMessages(services, actor, request.params.id, request.query, kind);
        const audience = audienceOf(actor, storage);
        return ok({
          messages: page.messages.map((m) => presentMessage(m, audience)),
          pinned_messages: page.pinned.map((m) => presentMessage(m, audience)),
          total: page.total,
          activeUsers: page.activeUsers,
          ...(page.receipts ? { receipts: page.receipts } : {}),
        });
      },
    );
  }

  r.post(
    '/dialogs/:id/messages/prospect/send',
    {
      config: { access: chatAccess(ROLES.prospect) },
      schema: {
        tags,
        summary: 'A prospect sends a message (idempotent by clientMessageId)',
        params: idParamSchema,
        body: sendMessageSchema,
        response: okSchema(sendMessageResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const sent = await sendMessage(services, actor, request.params.id, request.body);
      return ok({ message: presentMessage(sent.message, audienceOf(actor, storage)) });
    },
  );

  r.post(
    '/dialogs/:id/messages/send',
    {
      config: { access: chatAccess(ROLES.ambassador, ROLES.admin, ROLES.speaker) },
      schema: {
        tags,
        summary: 'An ambassador, admin or speaker sends a message; timeIsUp ends their allowance',
        params: idParamSchema,
        body: sendMessageSchema,
        response: okSchema(sendMessageResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const sent = await sendMessage(services, actor, request.params.id, request.body);
      return ok({
        message: presentMessage(sent.message, audienceOf(actor, storage)),
        timeIsUp: sent.timeIsUp,
      });
    },
  );

  r.post(
    '/dialogs/:id/read',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary:
          'Marks messages read up to a seq (shown in a focused window); answers the unread counts left',
        params: idParamSchema,
        body: markReadSchema,
        response: okSchema(readStateSchema),
      },
    },
    async (request) =>
      ok(
        await markDialogRead(services, requireActor(request), request.params.id, request.body.seq),
      ),
  );

  r.post(
    '/dialogs/reportMessage',
    {
      config: { access: chatAccess(ROLES.prospect) },
      schema: {
        tags,
        summary: 'A prospect reports a message of their conversation',
        body: reportMessageSchema,
        response: okSchema(messageResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const message = await reportMessage(services, actor, request.body);
      return ok({ message: presentMessage(message, audienceOf(actor, storage)) });
    },
  );

  r.put(
    '/dialogs/:id/messages/:messageId/pin',
    {
      config: { access: chatAccess(ROLES.ambassador, ROLES.admin) },
      schema: {
        tags,
        summary: 'An ambassador or admin pins a message to the top of the chat, or unpins it',
        params: messageIdParamsSchema,
        body: pinMessageSchema,
        response: okSchema(messageResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id, messageId } = request.params;
      const view = await pinMessage(services, actor, id, messageId, request.body.is_pinned);
      return ok({ message: presentMessage(view, audienceOf(actor, storage)) });
    },
  );
}

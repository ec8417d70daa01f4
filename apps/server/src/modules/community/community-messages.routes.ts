import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import { communityMarkReadSchema } from '@quad/shared/contracts/community';
import {
  messageListQuerySchema,
  messageListResponseSchema,
  messageResponseSchema,
  readStateSchema,
  reportMessageSchema,
  sendMessageSchema,
} from '@quad/shared/contracts/dialogs';
import { communityAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { presentMessage } from '../dialogs/messages.presenter';
import { listMessages, reportMessage, sendMessage } from '../dialogs/messages.service';
import { markDialogRead } from '../dialogs/read-state.service';
import { audienceOf } from '../dialogs/route-access';
import type { CommunityRouteOptions } from './community.context';
import { communityChat } from './community-realm';

const tags = ['community'];

/**
 * Messages of community conversations through the chat's own use cases (seqs without gaps,
 * idempotent sends, paging in four directions plus catch-up, hidden keywords, read state,
 * reports), opened with the community policy.
 */
export async function communityMessagesRoutes(
  app: FastifyInstance,
  { services }: CommunityRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = services;
  const access = communityAccess();

  r.get(
    '/dialogs/:id/messages',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Messages of a conversation: newest page, before, after or around one, or after a seq',
        params: idParamSchema,
        querystring: messageListQuerySchema,
        response: okSchema(messageListResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const page = await listMessages(
        services,
        actor,
        request.params.id,
        request.query,
        'any',
        communityChat,
      );
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

  r.post(
    '/dialogs/:id/messages',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send a message (members only; idempotent by clientMessageId)',
        params: idParamSchema,
        body: sendMessageSchema,
        response: okSchema(messageResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const sent = await sendMessage(
        services,
        actor,
        request.params.id,
        request.body,
        communityChat,
      );
      return ok({ message: presentMessage(sent.message, audienceOf(actor, storage)) });
    },
  );

  r.post(
    '/messages/view',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Marks a conversation read up to a seq (never back); the unread counts left',
        body: communityMarkReadSchema,
        response: okSchema(readStateSchema),
      },
    },
    async (request) =>
      ok(
        await markDialogRead(
          services,
          requireActor(request),
          request.body.dialogId,
          request.body.seq,
          communityChat,
        ),
      ),
  );

  r.post(
    '/messages/report',
    {
      config: { access },
      schema: {
        tags,
        summary: "Report someone else's message in a community conversation",
        body: reportMessageSchema,
        response: okSchema(messageResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const message = await reportMessage(services, actor, request.body, communityChat);
      return ok({ message: presentMessage(message, audienceOf(actor, storage)) });
    },
  );
}

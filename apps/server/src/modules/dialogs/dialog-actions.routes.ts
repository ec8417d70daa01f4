import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import {
  closeToggleSchema,
  dialogResponseSchema,
  reportDialogSchema,
  createChatResponseSchema,
} from '@quad/shared/contracts/dialogs';
import {
  afterDialogReportSchema,
  feedbackResponseSchema,
  inviteUsersSchema,
  prospectFeedbackSchema,
  sendFeedbackSchema,
} from '@quad/shared/contracts/dialog-actions';
import { ROLES } from '@quad/shared/roles';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import {
  afterDialogReport,
  exitDialog,
  inviteUsers,
  reportDialog,
  sendFeedback,
  sendProspectFeedback,
  toggleClose,
} from './dialog-actions.service';
import { presentDialog, presentFeedback } from './dialogs.presenter';
import { audienceOf, chatAccess } from './route-access';
import type { DialogsRouteOptions } from './dialogs.context';

const tags = ['dialogs'];

/** Reporting, closing, feedback, invitations and leaving (spec §7 Dialogs PUT/POST). */
export async function dialogActionsRoutes(
  app: FastifyInstance,
  { services }: DialogsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = services;
  const staff = chatAccess(ROLES.ambassador, ROLES.admin);

  r.put(
    '/dialogs/:id/report',
    {
      config: { access: chatAccess(ROLES.prospect) },
      schema: {
        tags,
        summary:
          'A prospect flags their conversation with a reason, and may block it (block: it closes until an admin reopens it)',
        params: idParamSchema,
        body: reportDialogSchema,
        response: okSchema(dialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await reportDialog(services, actor, request.params.id, request.body);
      return ok({ dialog: presentDialog(view, audienceOf(actor, storage)) });
    },
  );

  for (const [path, access, summary] of [
    [
      '/dialogs/:id/close/toggle',
      staff,
      'Close or reopen a conversation (autoClose: automatically)',
    ],
    [
      '/dialogs/:id/close/ambassadorToggle',
      chatAccess(ROLES.ambassador),
      'An ambassador closes or reopens their conversation',
    ],
  ] as const) {
    r.put(
      path,
      {
        config: { access },
        schema: {
          tags,
          summary,
          params: idParamSchema,
          body: closeToggleSchema,
          response: okSchema(dialogResponseSchema),
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const view = await toggleClose(services, actor, request.params.id, request.body);
        return ok({ dialog: presentDialog(view, audienceOf(actor, storage)) });
      },
    );
  }

  r.put(
    '/dialogs/:id/afteDialogReport',
    {
      config: { access: chatAccess(ROLES.prospect) },
      schema: {
        tags,
        summary: 'A prospect marks the conversation and the university (1 to 5)',
        params: idParamSchema,
        body: afterDialogReportSchema,
        response: okSchema(dialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await afterDialogReport(services, actor, request.params.id, request.body);
      return ok({ dialog: presentDialog(view, audienceOf(actor, storage)) });
    },
  );

  r.put(
    '/dialogs/sendFeedback',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: 'Feedback about a conversation from one of its members',
        body: sendFeedbackSchema,
        response: okSchema(feedbackResponseSchema),
      },
    },
    async (request) =>
      ok({
        feedback: presentFeedback(
          await sendFeedback(services, requireActor(request), request.body),
        ),
      }),
  );

  r.post(
    '/dialogs/:id/sendProspectFeedback',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'An ambassador or admin scores the prospect of a conversation',
        params: idParamSchema,
        body: prospectFeedbackSchema,
        response: okSchema(feedbackResponseSchema),
      },
    },
    async (request) => {
      const row = await sendProspectFeedback(
        services,
        requireActor(request),
        request.params.id,
        request.body,
      );
      return ok({ feedback: presentFeedback(row) });
    },
  );

  for (const [path, role, summary] of [
    ['/dialogs/:id/inviteAmbassadors', ROLES.ambassador, 'Invite ambassadors of the university'],
    ['/dialogs/:id/inviteAdmins', ROLES.admin, 'Invite admins of the university'],
  ] as const) {
    r.put(
      path,
      {
        config: { access: staff },
        schema: {
          tags,
          summary,
          params: idParamSchema,
          body: inviteUsersSchema,
          response: okSchema(dialogResponseSchema),
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const view = await inviteUsers(
          services,
          actor,
          request.params.id,
          request.body.users,
          role,
        );
        return ok({ dialog: presentDialog(view, audienceOf(actor, storage)) });
      },
    );
  }

  r.put(
    '/dialogs/:id/exit',
    {
      config: { access: chatAccess() },
      schema: {
        tags,
        summary: 'Leave a conversation',
        params: idParamSchema,
        response: okSchema(createChatResponseSchema),
      },
    },
    async (request) =>
      ok({ dialog_id: await exitDialog(services, requireActor(request), request.params.id) }),
  );
}

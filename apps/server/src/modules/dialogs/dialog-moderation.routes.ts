import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import { dialogResponseSchema } from '@quad/shared/contracts/dialogs';
import {
  ambassadorStatusSchema,
  blockProspectSchema,
  detachAmbassadorSchema,
} from '@quad/shared/contracts/dialog-actions';
import { ROLES } from '@quad/shared/roles';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import {
  blockProspect,
  detachAmbassador,
  setAmbassadorStatus,
  toggleArchive,
} from './dialog-moderation.service';
import { presentDialog } from './dialogs.presenter';
import { audienceOf, chatAccess } from './route-access';
import type { DialogsRouteOptions } from './dialogs.context';

const tags = ['dialogs'];

/**
 * Moderation the spec names as realtime events but not as calls (spec §4): blocking prospects,
 * removing, disabling and re-enabling ambassadors, archiving.
 */
export async function dialogModerationRoutes(
  app: FastifyInstance,
  { services }: DialogsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = services;
  const staff = chatAccess(ROLES.ambassador, ROLES.admin);
  const answer = (
    actor: Parameters<typeof audienceOf>[0],
    view: Parameters<typeof presentDialog>[0],
  ) => ok({ dialog: presentDialog(view, audienceOf(actor, storage)) });

  r.put(
    '/dialogs/:id/blockProspect',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'Block or unblock a prospect (isProspectBlocked): they read but cannot write',
        params: idParamSchema,
        body: blockProspectSchema,
        response: okSchema(dialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return answer(actor, await blockProspect(services, actor, request.params.id, request.body));
    },
  );

  r.put(
    '/dialogs/:id/detachAmbassador',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "Remove an ambassador ('You have been removed from conversation')",
        params: idParamSchema,
        body: detachAmbassadorSchema,
        response: okSchema(dialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await detachAmbassador(services, actor, request.params.id, request.body.user_id);
      return answer(actor, view);
    },
  );

  r.put(
    '/dialogs/:id/ambassadorStatus',
    {
      config: { access: chatAccess(ROLES.admin) },
      schema: {
        tags,
        summary: 'An admin disables an ambassador in a conversation, or enables them again',
        params: idParamSchema,
        body: ambassadorStatusSchema,
        response: okSchema(dialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return answer(
        actor,
        await setAmbassadorStatus(services, actor, request.params.id, request.body),
      );
    },
  );

  r.put(
    '/dialogs/:id/archive/toggle',
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'Archive a conversation or bring it back',
        params: idParamSchema,
        response: okSchema(dialogResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return answer(actor, await toggleArchive(services, actor, request.params.id));
    },
  );
}

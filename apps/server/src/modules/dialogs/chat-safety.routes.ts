import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatSafetySettingsResponseSchema,
  chatSafetySettingsSchema,
} from '@quad/shared/contracts/dialog-actions';
import { ROLES } from '@quad/shared/roles';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { getChatSafety, updateChatSafety } from './chat-safety.service';
import { chatAccess } from './route-access';
import type { DialogsRouteOptions } from './dialogs.context';

const tags = ['dialogs'];

/** A university's chat safety settings: hide contact details for everyone, close idle chats. */
export async function chatSafetyRoutes(
  app: FastifyInstance,
  { services }: DialogsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = chatAccess(ROLES.admin);

  r.get(
    '/dialogs/chatSafety',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: "An admin reads their university's chat safety settings",
        response: okSchema(chatSafetySettingsResponseSchema),
      },
    },
    async (request) => ok({ settings: await getChatSafety(services, requireActor(request)) }),
  );

  r.put(
    '/dialogs/chatSafety',
    {
      config: { access: admins },
      schema: {
        tags,
        summary:
          "An admin hides contact details in all their university's chats (always hidden for prospects under 18) and sets when idle chats close",
        body: chatSafetySettingsSchema,
        response: okSchema(chatSafetySettingsResponseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return ok({ settings: await updateChatSafety(services, actor, request.body) });
    },
  );
}

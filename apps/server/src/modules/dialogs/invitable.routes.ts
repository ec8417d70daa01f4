import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import { coercedIdSchema, personLiteSchema } from '@quad/shared/contracts/common';
import { subjectById } from '@quad/shared/data/subjects';
import { ROLES } from '@quad/shared/roles';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { openDialog } from './dialog-access';
import { findInvitable } from './invitable.repository';
import { chatAccess } from './route-access';
import type { DialogsRouteOptions } from './dialogs.context';

const kindSchema = z.object({ kind: z.enum(['ambassadors', 'admins']) });
const querySchema = z.object({
  dialogId: coercedIdSchema,
  search: text().trim().max(100).optional(),
  universityId: coercedIdSchema.optional(),
  groupId: coercedIdSchema.optional(),
});
const invitableSchema = personLiteSchema
  .extend({ subject: z.object({ id: z.number(), name: text() }).nullable() })
  .meta({ id: 'InvitablePerson' });
const responseSchema = z
  .object({ users: z.array(invitableSchema) })
  .meta({ id: 'InvitablePeople' });

/**
 * GET /widget/users/type/ambassadors and …/admins (spec §7): the colleagues an ambassador or
 * admin of a chat may invite into it — same university, enabled, not already in the chat.
 */
export async function invitableRoutes(
  app: FastifyInstance,
  { services }: DialogsRouteOptions,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/users/type/:kind',
    {
      config: { access: chatAccess(ROLES.ambassador, ROLES.admin) },
      schema: {
        tags: ['dialogs'],
        summary: 'Ambassadors or admins who can be invited into a chat',
        params: kindSchema,
        querystring: querySchema,
        response: okSchema(responseSchema),
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { dialog } = await openDialog(
        services.db,
        actor,
        request.query.dialogId,
        'dialog:invite',
      );
      const rows = dialog.universityId
        ? await findInvitable(services.db, {
            dialogId: dialog.id,
            universityId: dialog.universityId,
            roleKey: request.params.kind === 'admins' ? ROLES.admin : ROLES.ambassador,
            search: request.query.search,
          })
        : [];
      return ok({
        users: rows.map((row) => {
          const subject = row.subjectId ? subjectById(row.subjectId) : undefined;
          return {
            id: row.id,
            name: row.name,
            last_name: row.lastName,
            avatar: row.avatarKey ? services.storage.url(row.avatarKey) : null,
            subject: subject ? { id: subject.id, name: subject.name } : null,
          };
        }),
      });
    },
  );
}

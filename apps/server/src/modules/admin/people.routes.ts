import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAvatarUploadSchema,
  ambassadorProfileChangeSchema,
  ambassadorProfileResponseSchema,
  teamInvitationResponseSchema,
  teamInvitationSchema,
  teamListQuerySchema,
  teamListResponseSchema,
  teamMemberChangeSchema,
  teamMemberResponseSchema,
} from '@quad/shared/contracts/admin-people';
import { AVATAR_BASE64_MAX } from '@quad/shared/contracts/application';
import { idParamSchema } from '@quad/shared/contracts/common';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { changeTeamMember, listTeam } from './people.service';
import {
  changeAmbassadorProfile,
  getAmbassadorProfile,
  inviteAmbassador,
  setAmbassadorAvatar,
} from './people-profile.service';

const TAGS = ['admin'];

/** The university's ambassadors and admins in the console (/api/v1/admin/people). */
export async function adminPeopleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/people',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The ambassadors and admins of the admin's university: role, search, sort, page",
        querystring: teamListQuerySchema,
        response: okSchema(teamListResponseSchema),
      },
    },
    async (request) => ok(await listTeam(services, requireAdmin(request), request.query)),
  );

  r.patch(
    '/people/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          "Disable or enable an ambassador or admin, publish or unpublish an ambassador's profile; audited",
        params: idParamSchema,
        body: teamMemberChangeSchema,
        response: okSchema(teamMemberResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const person = await changeTeamMember(
        ctx,
        requireAdmin(request),
        request.params.id,
        request.body,
      );
      return ok({ person });
    },
  );

  r.get(
    '/people/:id/profile',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "An ambassador's profile as the console edits it",
        params: idParamSchema,
        response: okSchema(ambassadorProfileResponseSchema),
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok({ profile: await getAmbassadorProfile(services, actor, request.params.id) });
    },
  );

  r.patch(
    '/people/:id/profile',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "Correct an ambassador's name and profile fields; audited",
        params: idParamSchema,
        body: ambassadorProfileChangeSchema,
        response: okSchema(ambassadorProfileResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireAdmin(request);
      return ok({
        profile: await changeAmbassadorProfile(ctx, actor, request.params.id, request.body),
      });
    },
  );

  r.put(
    '/people/:id/avatar',
    {
      config: { access: adminAccess },
      bodyLimit: AVATAR_BASE64_MAX + 1024,
      schema: {
        tags: TAGS,
        summary: "Replace an ambassador's photo (base64 PNG, JPEG, GIF or WebP); audited",
        params: idParamSchema,
        body: adminAvatarUploadSchema,
        response: okSchema(ambassadorProfileResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireAdmin(request);
      return ok({
        profile: await setAmbassadorAvatar(ctx, actor, request.params.id, request.body.file),
      });
    },
  );

  r.post(
    '/people/invitations',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          'Invite someone by email: a single-use access code and the application link; audited',
        body: teamInvitationSchema,
        response: okSchema(teamInvitationResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const language = request.headers['accept-language'];
      return ok({
        invitation: await inviteAmbassador(ctx, requireAdmin(request), request.body, language),
      });
    },
  );
}

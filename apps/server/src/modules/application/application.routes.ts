import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessCodeQuerySchema,
  accessCodeResultSchema,
  applicationAuthResultSchema,
  applicationInfoResponseSchema,
  applicationRegistrationSchema,
  applicationResponseSchema,
  AVATAR_BASE64_MAX,
  avatarUploadSchema,
  setInfoSchema,
  welcomeIntroductionSchema,
} from '@quad/shared/contracts/application';
import { ROLES } from '@quad/shared/roles';
import { publicAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { accountInfo, requireLiveAccount } from '../accounts/account-info.service';
import { signedInAnswer } from '../accounts/auth-result';
import { checkAccessCode } from './access-codes.service';
import type { ApplicationContext, ApplicationRouteOptions } from './application.context';
import { saveApplicantAvatar } from './applicant-avatar.service';
import {
  currentApplication,
  finishApplication,
  registerApplicant,
  setInfo,
} from './applicant.service';
import { widgetSession } from './route-access';

const TAGS = ['application'];
const applicant = widgetSession(ROLES.ambassador);

/** The ambassador application flow (spec §7 Application, CONTRACT §11): /api/v1/application. */
export async function applicationRoutes(
  app: FastifyInstance,
  { services }: ApplicationRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The module's context, logging as this request. */
  const scoped = (request: FastifyRequest): ApplicationContext => forRequest(services, request);

  r.get(
    '/auth/registration/access_code',
    {
      // Codes can be guessed: a few tries a minute per address.
      config: { access: publicAccess, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary:
          'Check an ambassador access code: valid, expired, used up, revoked or unknown (a code of a university outside the scope reads as unknown)',
        querystring: accessCodeQuerySchema,
        response: okSchema(accessCodeResultSchema),
      },
    },
    async (request) => ok(await checkAccessCode(scoped(request), request.query)),
  );

  r.post(
    '/auth/registration',
    {
      config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: TAGS,
        summary:
          'Register an ambassador with an access code (it decides the university and the role; one use is taken)',
        body: applicationRegistrationSchema,
        response: okSchema(applicationAuthResultSchema),
      },
    },
    async (request, reply) => {
      const ctx = scoped(request);
      const { account, session } = await registerApplicant(ctx, request.body, {
        acceptLanguage: request.headers['accept-language'],
      });
      const answer = await signedInAnswer(ctx, reply, account, session, {
        universityId: account.universityId,
      });
      return ok({ ...answer, application: await currentApplication(ctx, account.id) });
    },
  );

  r.get(
    '/account/info',
    {
      config: { access: applicant },
      schema: {
        tags: TAGS,
        summary: 'The applicant and their application: status, the next step, the profile so far',
        response: okSchema(applicationInfoResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      const account = await requireLiveAccount(ctx.db, requireActor(request).id);
      const application = await currentApplication(ctx, account.id);
      return ok({ account: await accountInfo(ctx, account), application });
    },
  );

  r.post(
    '/account/set-info',
    {
      config: { access: applicant },
      schema: {
        tags: TAGS,
        summary:
          'Save the profile: type, subjects, year, home country, languages, about me, ask-me-about topics, social links',
        body: setInfoSchema,
        response: okSchema(applicationResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      return ok({ application: await setInfo(ctx, requireActor(request), request.body) });
    },
  );

  r.post(
    '/account/avatar',
    {
      config: { access: applicant, rateLimit: { max: 20, timeWindow: '10 minutes' } },
      // Base64 of the largest photo, and the JSON around it.
      bodyLimit: AVATAR_BASE64_MAX + 1024,
      schema: {
        tags: TAGS,
        summary:
          'Upload the profile photo as base64 without a data: prefix (PNG, JPEG, GIF or WebP, up to 5 MB); stored square, upright and without metadata',
        body: avatarUploadSchema,
        response: okSchema(applicationResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      const actor = requireActor(request);
      return ok({ application: await saveApplicantAvatar(ctx, actor, request.body.file) });
    },
  );

  r.put(
    '/account/welcome/introduction',
    {
      config: { access: applicant },
      schema: {
        tags: TAGS,
        summary: 'Send the finished application to the university for approval (`all_done`)',
        body: welcomeIntroductionSchema,
        response: okSchema(applicationResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      return ok({ application: await finishApplication(ctx, requireActor(request)) });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionsResponseSchema } from '@quad/shared/contracts/auth';
import {
  experienceAnswersSchema,
  optionalQuestionsQuerySchema,
  questionsDataSchema,
  questionsScopeQuerySchema,
  saveOptionalAnswersSchema,
  saveScopedAnswersSchema,
  universityParamSchema,
} from '@quad/shared/contracts/questions';
import { ROLES } from '@quad/shared/roles';
import { publicAccess, requireActor, signedIn } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import type { AccountsRouteOptions } from './accounts.deps';
import { requireLiveAccount } from './account-info.service';
import { presentQuestion } from './questions.presenter';
import { findQuestions } from './questions.repository';
import { experienceData, questionsData, saveAnswers, universitiesFor } from './questions.service';
import { resolveScope } from './widget-scope';

const TAGS = ['questions'];

/** Optional and mandatory registration questions (/interactionSite). */
export async function questionsRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;
  /** The university of the path, checked to exist (and to be in the group when one is named). */
  const universityOf = async (universityId: number, groupId?: number) =>
    (await resolveScope(db, config.publicUrl, { universityId, groupId })).universities.map(
      (u) => u.id,
    );

  r.get(
    '/auth/:universityId/optionalQuestions',
    {
      config: { access: publicAccess },
      schema: {
        tags: TAGS,
        summary: "A university's optional sign-up questions (is_required ones are mandatory)",
        params: universityParamSchema,
        querystring: optionalQuestionsQuerySchema,
        response: okSchema(questionsResponseSchema),
      },
    },
    async (request) => {
      const ids = await universityOf(request.params.universityId, request.query.groupId);
      const rows = await findQuestions(db, ids, 'optional');
      return ok({ questions: rows.map(presentQuestion) });
    },
  );

  r.get(
    '/auth/:universityId/OptionalQuestionsData',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'The optional questions with the signed-in account’s answers',
        params: universityParamSchema,
        querystring: optionalQuestionsQuerySchema,
        response: okSchema(questionsDataSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const ids = await universityOf(request.params.universityId, request.query.groupId);
      return ok(await questionsData(db, account, ids, 'optional'));
    },
  );

  r.post(
    '/auth/:universityId/saveOptionalQuestionsAnswers',
    {
      config: { access: signedIn(ROLES.prospect) },
      schema: {
        tags: TAGS,
        summary: 'Save optional-question answers (an empty list records a flow with none)',
        description:
          'With isMandatory (only sent with groupId) every required question must be answered.',
        params: universityParamSchema,
        body: saveOptionalAnswersSchema,
        response: okSchema(questionsDataSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const ids = await universityOf(request.params.universityId, request.body.groupId);
      const data = await saveAnswers(services, account, ids, 'optional', request.body.answers, {
        requireMandatory: request.body.isMandatory === true,
      });
      return ok(data);
    },
  );

  r.get(
    '/account/mandatoryQuestions',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'The mandatory questions of the widget (or the account’s university) with answers',
        querystring: questionsScopeQuerySchema,
        response: okSchema(questionsDataSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const ids = await universitiesFor(db, config.publicUrl, account, request.query);
      return ok(await questionsData(db, account, ids, 'mandatory'));
    },
  );

  r.post(
    '/account/mandatoryQuestions',
    {
      config: { access: signedIn(ROLES.prospect) },
      schema: {
        tags: TAGS,
        summary: 'Answer the mandatory questions; all of them must be answered',
        body: saveScopedAnswersSchema,
        response: okSchema(questionsDataSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const ids = await universitiesFor(db, config.publicUrl, account, request.body);
      const data = await saveAnswers(services, account, ids, 'mandatory', request.body.answers, {
        requireMandatory: true,
      });
      return ok(data);
    },
  );
}

/** Experience-based questions (/widget), asked of prospects after they chatted. */
export async function experienceQuestionsRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  r.get(
    '/experienceBasedQuestionsAnswers',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Experience-based questions with the signed-in account’s answers',
        querystring: questionsScopeQuerySchema,
        response: okSchema(experienceAnswersSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const ids = await universitiesFor(db, config.publicUrl, account, request.query);
      return ok(await experienceData(db, account, ids));
    },
  );

  r.post(
    '/experienceBasedQuestionsAnswers',
    {
      config: { access: signedIn(ROLES.prospect) },
      schema: {
        tags: TAGS,
        summary: 'Answer experience-based questions',
        body: saveScopedAnswersSchema,
        response: okSchema(experienceAnswersSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const ids = await universitiesFor(db, config.publicUrl, account, request.body);
      await saveAnswers(services, account, ids, 'experience', request.body.answers, {
        requireMandatory: false,
      });
      return ok(await experienceData(db, account, ids));
    },
  );
}

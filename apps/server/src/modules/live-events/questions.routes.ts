import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  askQuestionBodySchema,
  faqDraftsBodySchema,
  faqDraftsResponseSchema,
  liveStreamIdParamSchema,
  questionParamSchema,
  questionResponseSchema,
  questionsResponseSchema,
} from '@quad/shared/contracts/live-events';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import type { LiveEventsRouteOptions } from './live-events.context';
import { draftFaqs } from './faq-drafts.service';
import { answerQuestion, askQuestion, listEventQuestions, voteQuestion } from './questions.service';
import { TAGS, widgetSession } from './route-access';

/**
 * Live Q&A, Quad's own routes (not in the spec): questions are live-chat messages; every change
 * is announced on the live chat's `dialogs:{id}:events` channel.
 */
export async function questionsRoutes(
  app: FastifyInstance,
  { services }: LiveEventsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: widgetSession() };
  const one = okSchema(questionResponseSchema);

  r.post(
    '/liveStreams/:id/questions',
    {
      config: access,
      schema: {
        tags: TAGS,
        summary: 'Quad: a prospect in the live chat asks one of their messages as a question',
        params: liveStreamIdParamSchema,
        body: askQuestionBodySchema,
        response: one,
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireActor(request);
      return ok({
        question: await askQuestion(ctx, actor, request.params.id, request.body.messageId),
      });
    },
  );

  r.get(
    '/liveStreams/:id/questions',
    {
      config: access,
      schema: {
        tags: TAGS,
        summary:
          "Quad: the event's questions, most votes first (live chat members, the event's speakers, ambassadors and admins)",
        params: liveStreamIdParamSchema,
        response: okSchema(questionsResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireActor(request);
      return ok({ questions: await listEventQuestions(ctx, actor, request.params.id) });
    },
  );

  for (const [method, vote] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    r.route({
      method,
      url: '/liveStreams/:id/questions/:messageId/vote',
      config: access,
      schema: {
        tags: TAGS,
        summary: vote
          ? 'Quad: upvote a question (live chat members; once per account)'
          : 'Quad: take an upvote back (never below 0)',
        params: questionParamSchema,
        response: one,
      },
      handler: async (request) => {
        const ctx = forRequest(services, request);
        const actor = requireActor(request);
        const { id, messageId } = request.params;
        return ok({ question: await voteQuestion(ctx, actor, id, messageId, vote) });
      },
    });
  }

  r.post(
    '/liveStreams/:id/questions/:messageId/answer',
    {
      config: access,
      schema: {
        tags: TAGS,
        summary: "Quad: mark a question answered (the event's speakers, ambassadors and admins)",
        params: questionParamSchema,
        response: one,
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireActor(request);
      const { id, messageId } = request.params;
      return ok({ question: await answerQuestion(ctx, actor, id, messageId) });
    },
  );

  r.post(
    '/liveStreams/:id/questions/faqDrafts',
    {
      config: access,
      schema: {
        tags: TAGS,
        summary:
          'Quad: after the event, an admin of its university turns its answered questions into unpublished FAQs (a question already a FAQ of the university is skipped)',
        params: liveStreamIdParamSchema,
        body: faqDraftsBodySchema,
        response: okSchema(faqDraftsResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireActor(request);
      return ok(await draftFaqs(ctx, actor, request.params.id, request.body));
    },
  );
}

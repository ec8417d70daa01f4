import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeQuerySchema } from '@quad/shared/contracts/common';
import {
  faqResponseSchema,
  postResponseSchema,
  slugOrIdParamSchema,
  universityResponseSchema,
  userResponseSchema,
} from '@quad/shared/contracts/content';
import { publicAccess } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { presentFaqRecord } from './content.presenter';
import { loadAmbassadorProfile, loadFaq, loadPost, loadUniversityProfile } from './items.service';
import { presentAmbassadorCard } from './people.presenter';
import { presentPost } from './posts.presenter';
import { presentUniversityProfile } from './university.presenter';

const tags = ['content'];

/**
 * Single items of spec §7 (prefix /widget). Each takes the widget's `universityId` or `groupId`
 * and answers 404 for an item of any other university.
 */
export async function contentItemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;
  const { storage } = services;

  r.get(
    '/users/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'An ambassador with their posts and answered FAQs',
        params: slugOrIdParamSchema,
        querystring: scopeQuerySchema,
        response: okSchema(userResponseSchema),
      },
    },
    async (request) => {
      const actorId = request.actor?.id ?? null;
      const found = await loadAmbassadorProfile(
        services,
        request.query,
        request.params.id,
        actorId,
      );
      return ok({
        user: presentAmbassadorCard(found.user, found.scope, storage),
        posts: found.posts.map((post) => presentPost(post, storage)),
        faqs: found.faqs.map((record) => presentFaqRecord(record, storage)),
      });
    },
  );

  r.get(
    '/universities/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          "A university of the widget with its newest posts and its FAQs in the admin's order",
        params: slugOrIdParamSchema,
        querystring: scopeQuerySchema,
        response: okSchema(universityResponseSchema),
      },
    },
    async (request) => {
      const actorId = request.actor?.id ?? null;
      const found = await loadUniversityProfile(
        services,
        request.query,
        request.params.id,
        actorId,
      );
      return ok({
        university: presentUniversityProfile(found.university, found.ambassadorsCount, storage),
        posts: found.posts.map((post) => presentPost(post, storage)),
        faqs: found.faqs.map((record) => presentFaqRecord(record, storage)),
      });
    },
  );

  r.get(
    '/posts/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'A post',
        params: slugOrIdParamSchema,
        querystring: scopeQuerySchema,
        response: okSchema(postResponseSchema),
      },
    },
    async (request) => {
      const post = await loadPost(
        services,
        request.query,
        request.params.id,
        request.actor?.id ?? null,
      );
      return ok({ post: presentPost(post, storage) });
    },
  );

  r.get(
    '/faqs/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'A FAQ with its answers',
        params: slugOrIdParamSchema,
        querystring: scopeQuerySchema,
        response: okSchema(faqResponseSchema),
      },
    },
    async (request) => {
      const record = await loadFaq(
        services,
        request.query,
        request.params.id,
        request.actor?.id ?? null,
      );
      return ok({ faq: presentFaqRecord(record, storage) });
    },
  );
}

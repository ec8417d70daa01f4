import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminFaqChangeSchema,
  adminFaqListQuerySchema,
  adminFaqListResponseSchema,
  adminFaqOrderChangeSchema,
  adminFaqOrderSchema,
  adminFaqResponseSchema,
} from '@quad/shared/contracts/admin-faqs';
import { idParamSchema } from '@quad/shared/contracts/common';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { createAdminFaq, listAdminFaqs, reorderAdminFaqs, updateAdminFaq } from './faqs.service';

const TAGS = ['admin'];

/** The university's FAQs in the console (/api/v1/admin/faqs). */
export async function adminFaqsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/faqs',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The FAQs of the admin's university, unpublished ones included: search, page",
        querystring: adminFaqListQuerySchema,
        response: okSchema(adminFaqListResponseSchema),
      },
    },
    async (request) => ok(await listAdminFaqs(services, requireAdmin(request), request.query)),
  );

  r.post(
    '/faqs',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "Write a FAQ with the admin's answer, published or not; audited",
        body: adminFaqChangeSchema,
        response: okSchema(adminFaqResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      return ok({ faq: await createAdminFaq(ctx, requireAdmin(request), request.body) });
    },
  );

  r.put(
    '/faqs/order',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          "Order the university's FAQs: every one of them, each once, first to last; audited",
        body: adminFaqOrderChangeSchema,
        response: okSchema(adminFaqOrderSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      return ok(await reorderAdminFaqs(ctx, requireAdmin(request), request.body));
    },
  );

  r.put(
    '/faqs/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "Edit a FAQ's question, its first answer and whether it is published; audited",
        params: idParamSchema,
        body: adminFaqChangeSchema,
        response: okSchema(adminFaqResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const faq = await updateAdminFaq(ctx, requireAdmin(request), request.params.id, request.body);
      return ok({ faq });
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleByEmailQuerySchema, roleByEmailResponseSchema } from '@quad/shared/contracts/auth';
import {
  academicLevelsResponseSchema,
  admissionStagesResponseSchema,
  countriesResponseSchema,
  nationalitiesQuerySchema,
  nationalitiesResponseSchema,
  profileTypesResponseSchema,
  subjectsQuerySchema,
  subjectsResponseSchema,
  visitorCountryResponseSchema,
} from '@quad/shared/contracts/common';
import { ACADEMIC_LEVELS } from '@quad/shared/data/academic-levels';
import { ADMISSION_STAGES } from '@quad/shared/data/admission-stages';
import {
  academicLevelName,
  admissionStageName,
  profileTypeName,
} from '@quad/shared/data/journey-names';
import { PROFILE_TYPE_LIST } from '@quad/shared/data/profile-types';
import { isRoleKey } from '@quad/shared/roles';
import { publicAccess } from '../../core/auth/access';
import { requestLocale } from '../../core/errors/catalogue';
import { ok, okSchema } from '../../core/http/envelope';
import { findUniversityWithSettings } from '../widget/settings.repository';
import type { AccountsRouteOptions } from './accounts.deps';
import { findAccountByEmail } from './accounts.repository';
import { singleSignOnRequired } from './sso-policy';
import {
  allCountries,
  nationalitiesFor,
  subjectsPage,
  visitorCountry,
} from './reference-data.service';

const TAGS = ['common'];

/** Reference data is named in the request's language (the web app sends the one it shows). */
const localeOf = (request: FastifyRequest) => requestLocale(request.headers['accept-language']);
/** Reference data changes only with a release. */
const CACHE = 'public, max-age=3600';

/** Reference data and the role lookup (/common). */
export async function referenceDataRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const cached = { config: { access: publicAccess } };

  r.get(
    '/users/role',
    {
      // Tightly limited, and it names a role only where that role must use single sign-on.
      config: { access: publicAccess, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary:
          'The role of an address where that role must sign in with single sign-on here; otherwise null',
        querystring: roleByEmailQuerySchema,
        response: okSchema(roleByEmailResponseSchema),
      },
    },
    async (request) => {
      const { email, universityId, groupId } = request.query;
      const account = await findAccountByEmail(db, email);
      const role =
        account && !account.deletedAt && isRoleKey(account.roleKey) ? account.roleKey : null;
      const needsSso =
        role !== null && (await singleSignOnRequired(db, { universityId, groupId }, role));
      return ok({ role: needsSso ? role : null });
    },
  );

  r.get(
    '/data/country',
    {
      ...cached,
      schema: {
        tags: TAGS,
        summary: "The visitor's likely country (CDN header or Accept-Language region)",
        response: okSchema(visitorCountryResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return ok({ country: visitorCountry(request.headers) });
    },
  );

  r.get(
    '/data/countries',
    {
      ...cached,
      schema: {
        tags: TAGS,
        summary: 'ISO 3166-1 countries',
        response: okSchema(countriesResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return ok({ countries: allCountries(localeOf(request)) });
    },
  );

  r.get(
    '/data/nationalities',
    {
      ...cached,
      schema: {
        tags: TAGS,
        summary: "Nationalities; with universityId, the university's country's first",
        querystring: nationalitiesQuerySchema,
        response: okSchema(nationalitiesResponseSchema),
      },
    },
    async (request, reply) => {
      const { universityId } = request.query;
      const university = universityId
        ? await findUniversityWithSettings(db, universityId)
        : undefined;
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return ok({
        nationalities: nationalitiesFor(university?.university.countryId, localeOf(request)),
      });
    },
  );

  r.get(
    '/data/subjects',
    {
      ...cached,
      schema: {
        tags: TAGS,
        summary: 'Subjects, 50 a page, with the total',
        querystring: subjectsQuerySchema,
        response: okSchema(subjectsResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return ok(subjectsPage(request.query, localeOf(request)));
    },
  );

  r.get(
    '/data/ambassador/profileTypes',
    {
      ...cached,
      schema: {
        tags: TAGS,
        summary: 'Kinds of ambassador profile',
        response: okSchema(profileTypesResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      const locale = localeOf(request);
      return ok({
        profileTypes: PROFILE_TYPE_LIST.map((t) => ({ ...t, name: profileTypeName(t, locale) })),
      });
    },
  );

  r.get(
    '/data/admissionStages',
    {
      ...cached,
      schema: {
        tags: TAGS,
        summary: 'Stages of the admissions journey',
        response: okSchema(admissionStagesResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      const locale = localeOf(request);
      return ok({
        admissionStages: ADMISSION_STAGES.map((s) => ({
          ...s,
          name: admissionStageName(s, locale),
        })),
      });
    },
  );

  r.get(
    '/data/academicLevels',
    {
      ...cached,
      schema: {
        tags: TAGS,
        summary: 'Levels of study',
        response: okSchema(academicLevelsResponseSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      const locale = localeOf(request);
      return ok({
        academicLevels: ACADEMIC_LEVELS.map((l) => ({ ...l, name: academicLevelName(l, locale) })),
      });
    },
  );
}

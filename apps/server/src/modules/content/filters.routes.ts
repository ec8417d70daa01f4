import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import {
  filterByGroupQuerySchema,
  groupCountriesQuerySchema,
  groupCountriesResponseSchema,
  subtagsParamSchema,
  subtagsQuerySchema,
  subtagsResponseSchema,
  universitiesFilterResponseSchema,
  universityGroupsResponseSchema,
} from '@quad/shared/contracts/content';
import { publicAccess } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import {
  filterSubtags,
  groupCountries,
  groupsOfUniversity,
  universitiesOfGroup,
} from './filters.service';

const tags = ['filters'];

/** The filter calls of spec §7 Common (prefix /common): options from live data. */
export async function filterRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/tags/subtags/:type',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'The options of one filter of a widget',
        params: subtagsParamSchema,
        querystring: subtagsQuerySchema,
        response: okSchema(subtagsResponseSchema),
      },
    },
    async (request) =>
      ok({ subtags: await filterSubtags(services, request.query, request.params.type) }),
  );

  r.get(
    '/groupCountries',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Countries of the universities of a group',
        querystring: groupCountriesQuerySchema,
        response: okSchema(groupCountriesResponseSchema),
      },
    },
    async (request) => ok({ countries: await groupCountries(services, request.query.groupId) }),
  );

  r.get(
    '/universities/filterByGroup/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Universities of a group, optionally only those in some countries',
        params: idParamSchema,
        querystring: filterByGroupQuerySchema,
        response: okSchema(universitiesFilterResponseSchema),
      },
    },
    async (request) =>
      ok({
        universities: await universitiesOfGroup(
          services,
          request.params.id,
          request.query.groupCountryIds,
        ),
      }),
  );

  r.get(
    '/groups/universities/:id',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'The groups a university belongs to, with their universities',
        params: idParamSchema,
        response: okSchema(universityGroupsResponseSchema),
      },
    },
    async (request) => ok({ groups: await groupsOfUniversity(services, request.params.id) }),
  );
}

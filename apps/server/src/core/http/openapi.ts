import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
const PARAMETER_PARTS = ['querystring', 'params', 'headers'] as const;

/**
 * OpenAPI parameters must be inline objects, but named (meta id) query schemas become $refs:
 * inline those parts, keep the refs for bodies and responses.
 */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const source = input.schema as Record<string, unknown> | undefined;
  const out = result.schema as Record<string, unknown> | undefined;
  if (!out) return result;
  for (const part of PARAMETER_PARTS) {
    const zodSchema = source?.[part];
    const json = out[part] as { $ref?: string } | undefined;
    if (json?.$ref && zodSchema instanceof z.ZodType) {
      out[part] = z.toJSONSchema(zodSchema, {
        io: 'input',
        target: 'openapi-3.0',
        unrepresentable: 'any',
        metadata: z.registry(),
      });
    }
  }
  return result;
}

/** OpenAPI generated from the route schemas: /api/docs/json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Quad API',
        description:
          'Quad connects prospective students with the students and staff of a university. Every response uses the envelope { success, data } or { success: false, error: { code, message, details: [{ path, code, params, message }] } }. Codes (ErrorCode, and DETAIL_CODES for details) are stable and params carry the numbers a text needs; messages are written in the language of the request (Accept-Language: en, es, fr, de, it, pt, ar, zh-Hans, hi, tr, ru, ja; English otherwise), named by the Content-Language header.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

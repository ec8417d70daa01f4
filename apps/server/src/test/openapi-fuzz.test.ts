import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';
import { buildAdmin, buildAmbassador, buildProspect, buildUniversity, tokenFor } from './factories';
import { freshAddress } from './accounts-factories';

/**
 * Every operation of the generated OpenAPI document, driven with generated bad input (NUL
 * characters, huge strings, wrong types, deep nesting) by every kind of caller: nothing answers
 * 5xx, and nothing a request refused (4xx) changes the database. FUZZ_RUNS raises the runs per
 * operation (4 by default, so `npm test` stays quick).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
let doc: OpenApi;
let universityId: number;
let fingerprintSql: ReturnType<typeof sql.raw>;

beforeAll(async () => {
  t = await buildTestApp();
  universityId = (await buildUniversity(t.database.db)).id;
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  // One hash over every row of every table: any insert, update or delete changes it.
  const parts = tables.rows.map(
    ({ table_name: name }) => `select '${name}' || md5(r::text) as h from "${name}" r`,
  );
  fingerprintSql = sql.raw(
    `select md5(coalesce(string_agg(h, ',' order by h), '')) as f from (${parts.join(' union all ')}) all_rows`,
  );
});
afterAll(async () => {
  await t.close();
});

async function fingerprint(): Promise<string> {
  const result = (await t.database.db.execute(fingerprintSql)) as unknown as {
    rows: { f: string }[];
  };
  return result.rows[0]?.f ?? '';
}

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const name = current.$ref.split('/').pop() ?? '';
    current = doc.components?.schemas?.[name] ?? {};
  }
  const union = current.anyOf ?? current.oneOf ?? current.allOf;
  if (!current.type && !current.properties && union) {
    const withProperties = union.map(resolve).find((s) => s.properties);
    if (withProperties) return withProperties;
  }
  return current;
}

const deep = (depth: number): unknown => (depth === 0 ? 'x\u0000' : { a: deep(depth - 1) });
const deepArray = (depth: number): unknown => (depth === 0 ? '\u0000' : [deepArray(depth - 1)]);

/** Strings no text field accepts: every one holds U+0000. */
const nulString = fc.oneof(
  fc.constant('\u0000'),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    'admin\u0000@demo.test',
    '1\u0000',
    '\u0000'.repeat(50),
    `${'y'.repeat(70_000)}\u0000`,
  ),
);
/** Structures no scalar field accepts. */
const wrongShape = fc.oneof(
  fc.constant(deep(60)),
  fc.constant(deepArray(200)),
  fc.constant({ $gt: '', toString: 1, __proto__: { polluted: true } }),
  fc.array(nulString, { minLength: 1, maxLength: 3 }),
);

/** A JSON value the field cannot accept, whatever its type. */
function junkFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const type = resolve(schema).type;
  const kind = Array.isArray(type) ? type.find((t) => t !== 'null') : type;
  switch (kind) {
    case 'integer':
    case 'number':
      return fc.oneof(nulString, wrongShape, fc.constant(true), fc.constant(1e308));
    case 'boolean':
      return fc.oneof(nulString, wrongShape, fc.integer());
    case 'array':
      return fc.oneof(
        nulString,
        fc.constant(deep(40)),
        fc.array(wrongShape, { minLength: 1, maxLength: 3 }),
      );
    case 'object':
      return fc.oneof(nulString, fc.constant(deepArray(100)), fc.integer());
    default:
      return fc.oneof(nulString, wrongShape);
  }
}

/** Text for a path or query string that no parameter accepts. */
const junkText = fc.oneof(
  nulString,
  fc.constantFrom('-1', '0', '1.5', '99999999999999999999', 'NaN', `9${'9'.repeat(400)}`),
  fc.constant('x'.repeat(5000)).map((s) => `${s}\u0000`),
);

interface Case {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  role: 'guest' | 'prospect' | 'ambassador' | 'admin' | 'forged';
}

function caseFor(operation: Operation): fc.Arbitrary<Case> {
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema);
  const bodyFields = Object.entries(bodySchema.properties ?? {});
  const pathArb = fc.record(Object.fromEntries(inPath.map((p) => [p.name, junkText])));
  const queryArb = fc.record(
    Object.fromEntries([
      ...inQuery.map((p) => [
        p.name,
        fc.oneof(junkText, fc.array(junkText, { minLength: 2, maxLength: 3 })),
      ]),
      ['stray\u0000', junkText],
    ]),
    { requiredKeys: inQuery.length > 0 ? [] : undefined },
  ) as fc.Arbitrary<Record<string, string | string[]>>;
  const bodyArb = fc.oneof(
    fc.record(Object.fromEntries(bodyFields.map(([name, schema]) => [name, junkFor(schema)]))),
    fc.constantFrom<unknown>([], null, '\u0000', 12, deepArray(500), { ['\u0000']: '\u0000' }),
  );
  return fc.record({
    path: pathArb,
    query: queryArb,
    body: bodyArb,
    role: fc.constantFrom('guest', 'prospect', 'ambassador', 'admin', 'forged'),
  }) as fc.Arbitrary<Case>;
}

async function tokenOf(role: Case['role']): Promise<string | undefined> {
  const db = t.database.db;
  switch (role) {
    case 'guest':
      return undefined;
    case 'forged':
      return 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';
    case 'prospect':
      return tokenFor(t.app, await buildProspect(db));
    case 'ambassador':
      return tokenFor(t.app, (await buildAmbassador(db, universityId)).account);
    case 'admin':
      return tokenFor(t.app, await buildAdmin(db, universityId));
  }
}

/**
 * Whether the operation documents a page as its 400 (a link opened in a browser, such as a mail's
 * unsubscribe link, answers a bad link with a page, and only a malformed query with the envelope).
 */
function answersBadLinkWithPage(operation: Operation): boolean {
  return Object.values(operation.responses?.['400']?.content ?? {}).some(({ schema }) => {
    const current = schema?.$ref ? resolve(schema) : (schema ?? {});
    const variants = [current, ...(current.anyOf ?? current.oneOf ?? [])].map((v) =>
      v.$ref ? resolve(v) : v,
    );
    return variants.some((v) => v.type === 'string');
  });
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    METHODS.filter((m) => methods[m]).map((method) => ({
      method,
      path,
      operation: methods[method] as Operation,
    })),
  );
}

describe('every OpenAPI operation under generated bad input', () => {
  it('answers no 5xx, and a refused request changes nothing', async () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(90);
    // The one link opened in a browser answers a bad link with a page, not the envelope.
    expect(
      all.filter((o) => answersBadLinkWithPage(o.operation)).map((o) => `${o.method} ${o.path}`),
    ).toEqual(['get /api/v1/public/notifications/unsubscribe']);
    for (const { method, path, operation } of all) {
      const result = await fc.check(
        fc.asyncProperty(caseFor(operation), async (input) => {
          const token = await tokenOf(input.role);
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(input.path[name] ?? '\u0000'),
          );
          const before = await fingerprint();
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            query: input.query,
            ...(method === 'get' ? {} : { payload: JSON.stringify(input.body) }),
            headers: {
              ...(method === 'get' ? {} : { 'content-type': 'application/json' }),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            remoteAddress: freshAddress(),
          });
          const where = `${method.toUpperCase()} ${path} as ${input.role} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) throw new Error(`${where}: a server error`);
          if (response.statusCode >= 400) {
            const page =
              String(response.headers['content-type']).startsWith('text/html') &&
              answersBadLinkWithPage(operation);
            const envelope =
              path.startsWith('/api/') && !page ? safeJson(response.body) : { success: false };
            if ((envelope as { success?: unknown } | null)?.success !== false) {
              throw new Error(`${where}: not the failure envelope`);
            }
            if ((await fingerprint()) !== before) throw new Error(`${where}: changed the database`);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      // fast-check's own report prints the whole (huge) input: report the finding alone.
      if (result.failed) expect.fail(String((result.errorInstance as Error | undefined)?.message));
    }
  }, 600_000);
});

describe('the NUL character', () => {
  it('is refused by the schema as a 400 naming the field, on anonymous routes too', async () => {
    const cases: { url: string; payload: object; field: string }[] = [
      {
        url: '/api/v1/interactionSite/auth/registration',
        payload: {
          email: 'nul@example.com',
          password: 'violet-harbour-47',
          name: 'Ma\u0000ya',
          last_name: 'Ng',
        },
        field: 'body.name',
      },
      {
        url: '/api/v1/interactionSite/auth/login',
        payload: { email: 'a\u0000@example.com', password: 'x' },
        field: 'body.email',
      },
      {
        url: '/api/v1/widget/users/getUsers',
        payload: { universityId, searchItems: ['art\u0000'] },
        field: 'body.searchItems.0',
      },
    ];
    for (const { url, payload, field } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('VALIDATION_ERROR');
      expect(response.json().error.details, url).toContainEqual({
        path: field,
        code: 'nul_character',
        message: 'must not contain the NUL character (U+0000)',
      });
    }
  });
});

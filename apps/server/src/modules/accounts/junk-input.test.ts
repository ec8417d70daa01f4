import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildUniversity, tokenFor } from '../../test/factories';
import { bearer, buildUserWithPassword, freshAddress } from '../../test/accounts-factories';

let t: TestApp;
let token: string;
let routes: { method: string; path: string }[];

/** Every accounts route, read from the generated OpenAPI document so none is forgotten. */
const OWN = [
  /^\/api\/v1\/interactionSite\/(auth|account)\//,
  /^\/api\/v1\/common\/(data|users)\//,
  /^\/api\/v1\/widget\/experienceBasedQuestionsAnswers$/,
];

beforeAll(async () => {
  t = await buildTestApp();
  const university = await buildUniversity(t.database.db);
  token = await tokenFor(
    t.app,
    await buildUserWithPassword(t.database.db, { universityId: university.id }),
  );
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(document.paths)
    .filter(([path]) => OWN.some((pattern) => pattern.test(path)))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
});
afterAll(async () => {
  await t.close();
});

const huge = 'x'.repeat(200_000);
const PARAM_JUNK = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'abc',
  '%00',
  '%F0%9F%92%A5',
  "'or'1'='1",
  '..%2F..%2Fetc',
];
const QUERY_JUNK = [
  '',
  '?email=a&email=b',
  `?email=${'a'.repeat(5000)}@x.com`,
  '?universityId[]=1&groupId=x',
  '?universityId=1e3&offset=NaN&limit=Infinity',
  '?email=%00%FF&search=%F0%9F',
  `?search=${'y'.repeat(3000)}`,
];
const BODY_JUNK: { payload: string | Buffer; type: string }[] = [
  { payload: '{"email": "x@example.com", ', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '[{"email":"x@example.com"}]', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '"just a string"', type: 'application/json' },
  { payload: '12345', type: 'application/json' },
  {
    payload: JSON.stringify({
      email: ['a@example.com'],
      password: { $gt: '' },
      name: huge,
      last_name: null,
      university_id: '1',
      group_id: -5,
      answers: 'all',
      token: 12,
      code: ['1'],
      mailing: { id: 1 },
      university_id_: huge,
      firstName: 7,
      method: 'sms',
      phone_country: huge,
      engagementData: [],
      studyStartDate: '2024-02-30',
      birth_date: '9999-99-99',
      user_id: 2 ** 40,
      __proto__: { isAdmin: true },
      constructor: { prototype: { x: 1 } },
    }),
    type: 'application/json',
  },
  {
    payload: JSON.stringify({
      answers: Array.from({ length: 5000 }, (_, i) => ({ question_id: i + 1, answer: 'a' })),
    }),
    type: 'application/json',
  },
  { payload: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), type: 'application/json' },
  { payload: 'x'.repeat(1_100_000), type: 'application/json' },
  { payload: 'email=x@example.com&password=y', type: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', type: 'text/xml' },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x01]), type: 'application/octet-stream' },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nx',
    type: 'multipart/form-data; boundary=b',
  },
];

function fill(path: string, param: string): string {
  return path.replace(/\{[^}]+\}/g, param);
}

describe('junk thrown at every accounts route', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(38);
  });

  it('never answers 500, whatever the body, query, path or headers', async () => {
    const failures: string[] = [];
    const check = async (label: string, options: InjectOptions) => {
      const response = await t.app.inject({ remoteAddress: freshAddress(), ...options });
      if (response.statusCode >= 500)
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    };
    for (const { method, path } of routes) {
      const url = fill(path, '1');
      for (const headers of [{}, bearer(token)]) {
        for (const junk of BODY_JUNK) {
          if (method === 'GET') continue;
          await check(`${method} ${path} body ${junk.type} ${String(junk.payload).slice(0, 30)}`, {
            method: method as 'POST',
            url,
            headers: { ...headers, 'content-type': junk.type },
            payload: junk.payload,
          });
        }
        for (const query of QUERY_JUNK) {
          await check(`${method} ${path}${query.slice(0, 40)}`, {
            method: method as 'GET',
            url: `${url}${query}`,
            headers,
          });
        }
        for (const param of PARAM_JUNK) {
          if (!path.includes('{')) break;
          await check(`${method} ${fill(path, param)}`, {
            method: method as 'GET',
            url: fill(path, param),
            headers,
          });
        }
      }
      for (const headers of [
        { authorization: 'Bearer' },
        { authorization: `Bearer ${huge.slice(0, 8000)}` },
        { authorization: 'Basic dXNlcjpwYXNz' },
        { authorization: 'Bearer a.b.c' },
        { cookie: `quad_refresh=${huge.slice(0, 6000)}; quad_device=1.2.3` },
        { cookie: 'quad_device=99999999999999.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
        { 'accept-language': `${'zz-ZZ;q=abc,'.repeat(300)}` },
        { 'cf-ipcountry': huge.slice(0, 4000) },
      ]) {
        await check(`${method} ${path} headers ${Object.keys(headers)[0]}`, {
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

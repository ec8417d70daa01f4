import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app';
import { buildApp } from './app';
import { testConfig } from './core/config/config';
import { installErrorHandling } from './core/errors/error-handler';
import { openTestDatabase } from './test/test-database';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('answers /healthz with ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
  });

  it('answers /healthz and /readyz whatever Authorization header a probe sends', async () => {
    for (const authorization of ['Bearer expired.or.forged', 'Basic dXNlcjpwYXNz', 'nonsense']) {
      for (const url of ['/healthz', '/readyz']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
        expect(response.statusCode, `${url} with ${authorization}`).toBe(200);
      }
    }
  });

  it('sends a request id and security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CORS in development', () => {
  it('reflects localhost pages and listed origins only, never null or any other site', async () => {
    const dev = await buildTestApp({ env: 'development', publicUrl: 'http://localhost:3000' });
    try {
      const allowOrigin = async (origin: string) =>
        (
          await dev.app.inject({
            method: 'GET',
            url: '/api/v1/common/data/countries',
            headers: { origin },
          })
        ).headers['access-control-allow-origin'];
      expect(await allowOrigin('http://localhost:3000')).toBe('http://localhost:3000');
      expect(await allowOrigin('http://localhost:5173')).toBe('http://localhost:5173');
      expect(await allowOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
      expect(await allowOrigin('null')).toBeUndefined();
      expect(await allowOrigin('https://evil.example')).toBeUndefined();
      expect(await allowOrigin('http://localhost.evil.example')).toBeUndefined();
    } finally {
      await dev.close();
    }
  });
});

describe('error envelopes', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/widget/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('answers odd ids with a 400 that names the field', async () => {
    for (const query of [
      'universityId=abc',
      'universityId=-1',
      'universityId=1e99',
      'universityId=0',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/widget/settings?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.details[0].path).toContain('universityId');
    }
  });

  it('answers a missing university with a 404 envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/widget/settings?universityId=999999',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('turns malformed JSON into a 400 and a thrown bug into a 500 without a stack', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.post('/echo', async (request) => request.body);
    app.get('/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret internals');
    expect(boom.json().error.code).toBe('INTERNAL_ERROR');
    await app.close();
  });
});

describe('route declarations', () => {
  it('refuses to start when an API route declares no access rule', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(), { database });
    expect(() => app.get('/api/v1/widget/undeclared', async () => 'open')).toThrow(
      /declares no access rule/,
    );
    await app.close();
    await database.close();
  }, 120_000);
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/v1/widget/settings'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('universityId');
  });
});

describe('rate limiting', () => {
  it('answers 429 with a message once an address exceeds the API limit', async () => {
    const limited = await buildTestApp();
    try {
      let last = 0;
      let body: { error?: { code: string; message: string } } = {};
      for (let i = 0; i < 610 && last !== 429; i += 1) {
        const response = await limited.app.inject({
          method: 'GET',
          url: '/api/v1/widget/settings?universityId=0',
        });
        last = response.statusCode;
        body = response.json();
      }
      expect(last).toBe(429);
      expect(body.error?.code).toBe('RATE_LIMITED');
      expect(body.error?.message).toMatch(/Too many requests/);
      // Health checks are never limited.
      expect((await limited.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

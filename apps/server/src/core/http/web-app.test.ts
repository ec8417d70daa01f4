import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildGroup, buildUniversity } from '../../test/factories';
import { isAppRoute } from './web-app';

function fakeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quad-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'embed.js'), '/* loader */');
  return dir;
}

describe('isAppRoute', () => {
  it.each([
    ['/', true],
    ['/1', true],
    ['/group/3', true],
    ['/1/chat-to-us/maya-okafor-12', true],
    ['/group/1/interaction/dialogs/5', true],
    ['/1/live-streams/open-day', true],
    ['/1/carousel', true],
    ['/1/community/spaces', true],
    ['/01', false],
    ['/abc', false],
    ['/1/wp-admin', false],
    ['/group/x', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isAppRoute(pathname)).toBe(expected);
  });
});

describe('serving the web app in production', () => {
  let t: TestApp;
  let universityId: number;
  let groupId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      env: 'production',
      webDist: fakeDist(),
      publicUrl: 'https://quad.example',
    });
    const a = await buildUniversity(t.database.db, {
      allowedOrigins: ['https://www.northbridge.ac.uk', 'javascript:alert(1)'],
    });
    const b = await buildUniversity(t.database.db, { allowedOrigins: ['https://plain.edu'] });
    universityId = a.id;
    groupId = (await buildGroup(t.database.db, [a.id, b.id])).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("lets only the university's own origins frame its widget", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/${universityId}/posts/open-day-3`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://www.northbridge.ac.uk");
    expect(csp).not.toContain('javascript');
    expect(csp).not.toContain('plain.edu');
  });

  it('lets every member university frame a group widget', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/group/${groupId}` });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('https://www.northbridge.ac.uk');
    expect(csp).toContain('https://plain.edu');
  });

  it('answers paths outside the route table with the app and a 404 status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-login.php' });
    expect(response.statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and embed.js to any origin', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const embed = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps unknown API paths as JSON envelopes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/anything' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });

  it('refuses API calls from origins no university lists', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://plain.edu' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://plain.edu');
  });
});

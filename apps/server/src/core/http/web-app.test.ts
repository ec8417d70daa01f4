import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { universities } from '../db/schema';
import { validSettings } from '../../modules/admin/admin.fixture';
import {
  buildAdmin,
  buildAmbassador,
  buildGroup,
  buildUniversity,
  buildWidgetSettings,
  tokenFor,
} from '../../test/factories';
import { FIRST_SCREEN_ELEMENT_ID, firstScreenSchema } from '@quad/shared/contracts/first-screen';
import { isAppRoute, jsonScriptElement, pickEncoding } from './web-app';

const INDEX =
  '<!doctype html><head><meta name="theme-color" content="#ffffff" /></head><div id="root"></div>';
const APP_JS = 'console.log("app");'.repeat(100);

/** A build as the web app's precompress step leaves it: text files with .br and .gz beside. */
function writeWithVariants(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

function fakeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quad-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeWithVariants(path.join(dir, 'index.html'), INDEX);
  writeWithVariants(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets', 'tiny-abc123.css'), 'a{}');
  writeWithVariants(path.join(dir, 'embed.js'), '/* loader */');
  return dir;
}

/** The first screen a page carries, checked against its contract; null when it has none. */
function firstScreenOf(html: string) {
  const match = new RegExp(
    `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return match?.[1] ? firstScreenSchema.parse(JSON.parse(match[1])) : null;
}

describe('jsonScriptElement', () => {
  it('keeps every value inside its element and gives it back whole to JSON.parse', () => {
    const value = { name: '</script><script>alert(1)</script><!--', emoji: 'Ünï 🎓' };
    const element = jsonScriptElement('data', value);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toContain('<!--');
    const inner = element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));
    expect(JSON.parse(inner)).toEqual(value);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip'], 'br'],
    ['gzip, deflate', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['br', ['gzip'], 'identity'],
    [undefined, ['br', 'gzip'], 'identity'],
    ['*', ['br', 'gzip'], 'br'],
    ['identity', ['br', 'gzip'], 'identity'],
  ] as const)('%s with %j → %s', (header, available, expected) => {
    expect(pickEncoding(header, available)).toBe(expected);
  });
});

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
  let closedId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      env: 'production',
      webDist: fakeDist(),
      publicUrl: 'https://quad.example',
    });
    const a = await buildUniversity(t.database.db, {
      allowedOrigins: ['https://www.northbridge.ac.uk', 'javascript:alert(1)'],
      primaryColor: '#0F766E',
    });
    const b = await buildUniversity(t.database.db, { allowedOrigins: ['https://plain.edu'] });
    universityId = a.id;
    groupId = (await buildGroup(t.database.db, [a.id, b.id])).id;
    // In maintenance before the first request reads who is (ten seconds a read).
    closedId = (await buildUniversity(t.database.db, { maintenance: true })).id;
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

  it("lets a widget load its university's tag manager container only when its settings name one", async () => {
    const withGtm = await buildUniversity(t.database.db);
    await buildWidgetSettings(t.database.db, {
      universityId: withGtm.id,
      settings: { customGtm: 'GTM-AB12CD' },
    });
    const allowed = await t.app.inject({ method: 'GET', url: `/${withGtm.id}` });
    const csp = String(allowed.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain('https://*.google-analytics.com');
    const plain = await t.app.inject({ method: 'GET', url: `/${universityId}` });
    expect(String(plain.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(plain.headers['content-security-policy'])).not.toContain('googletagmanager');
  });

  it('lets every member university frame a group widget', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/group/${groupId}` });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('https://www.northbridge.ac.uk');
    expect(csp).toContain('https://plain.edu');
  });

  it("paints a widget's first frame in its colour, in every encoding", async () => {
    const meta = '<meta name="quad-primary-color" content="#0F766E" />';
    const plain = await t.app.inject({ method: 'GET', url: `/${universityId}` });
    expect(plain.body).toContain('<meta name="theme-color" content="#0F766E" />');
    expect(plain.body).toContain(meta);
    const br = await t.app.inject({
      method: 'GET',
      url: `/${universityId}/faq/x-1`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(meta);
    const gz = await t.app.inject({
      method: 'GET',
      url: `/${universityId}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gz.rawPayload).toString()).toContain(meta);
    // Outside a widget, or for a university that does not exist, the page stays neutral.
    for (const url of ['/', '/999999']) {
      const neutral = await t.app.inject({ method: 'GET', url });
      expect(neutral.body, url).toContain('<meta name="theme-color" content="#ffffff" />');
      expect(neutral.body, url).not.toContain('quad-primary-color');
    }
  });

  it("carries a widget home's settings and an anonymous visit's content, as the API answers them", async () => {
    const university = await buildUniversity(t.database.db, {
      name: 'St Anne </script><script>alert(1)</script>',
    });
    await buildAmbassador(t.database.db, university.id, { account: { name: 'Maya' } });
    await buildAmbassador(t.database.db, university.id, { account: { name: 'Tom' } });
    const page = await t.app.inject({ method: 'GET', url: `/${university.id}?utm_source=x` });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).not.toContain('<script>alert(1)');
    const screen = firstScreenOf(page.body);
    expect(screen?.base).toBe(`/${university.id}`);
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/settings?universityId=${university.id}`,
    });
    // The A/B bucket is drawn for each call that names no visitor, so it is left out.
    const withoutBucket = (value: object | undefined) => ({ ...value, ABTesting: null });
    expect(withoutBucket(screen?.settings)).toEqual(withoutBucket(settings.json().data));
    expect(screen?.settings.universities[0]?.name).toBe(university.name);
    const seed = screen?.home?.randomSeed ?? '';
    expect(seed).toMatch(/^[a-z0-9]{7}$/);
    const content = await t.app.inject({
      method: 'POST',
      url: '/api/v1/widget/getContent',
      payload: { universityId: university.id, randomSeed: seed },
    });
    expect(screen?.home?.content).toEqual(content.json().data);
    expect(screen?.home?.content.users.map((user) => user.name).sort()).toEqual(['Maya', 'Tom']);
    // Each visit gets a seed of its own, so its random order is its own.
    const seeds = new Set<string>([seed]);
    for (let visit = 0; visit < 4; visit += 1) {
      const again = await t.app.inject({ method: 'GET', url: `/${university.id}` });
      seeds.add(firstScreenOf(again.body)?.home?.randomSeed ?? '');
    }
    expect(seeds.size).toBe(5);
  });

  it('carries only the settings on pages other than an unsearched home, in every encoding', async () => {
    const university = await buildUniversity(t.database.db);
    await buildWidgetSettings(t.database.db, {
      universityId: university.id,
      filters: [{ key: '_countries', name: 'Country', filterIndex: 0, type: 'fixed' }],
    });
    for (const url of [
      `/${university.id}/posts`,
      `/${university.id}?search=rowing`,
      `/${university.id}?_countries=3`,
    ]) {
      const screen = firstScreenOf((await t.app.inject({ method: 'GET', url })).body);
      expect(screen?.settings.primary_color, url).toBeTruthy();
      expect(screen?.home, url).toBeUndefined();
    }
    const br = await t.app.inject({
      method: 'GET',
      url: `/group/${groupId}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(firstScreenOf(brotliDecompressSync(br.rawPayload).toString())?.base).toBe(
      `/group/${groupId}`,
    );
    const gz = await t.app.inject({
      method: 'GET',
      url: `/${university.id}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(firstScreenOf(gunzipSync(gz.rawPayload).toString())?.home).toBeDefined();
  });

  it("reads a widget's settings once for its pages, and again as soon as its admin saves them", async () => {
    const university = await buildUniversity(t.database.db, { name: 'Before' });
    const nameOnPage = async () =>
      firstScreenOf((await t.app.inject({ method: 'GET', url: `/${university.id}` })).body)
        ?.settings.universities[0]?.name;
    expect(await nameOnPage()).toBe('Before');
    // A write that announces nothing waits for the cache's minute; pages read no database.
    await t.database.db
      .update(universities)
      .set({ name: 'Renamed quietly' })
      .where(eq(universities.id, university.id));
    expect(await nameOnPage()).toBe('Before');
    const admin = await buildAdmin(t.database.db, university.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: { authorization: `Bearer ${await tokenFor(t.app, admin)}` },
      payload: validSettings(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/${university.id}` });
    const screen = firstScreenOf(page.body);
    expect(screen?.settings.primary_color).toBe('#1D3C6E');
    expect(screen?.settings.universities[0]?.name).toBe('Renamed quietly');
  });

  it('paints the next page in the colour an admin just saved, and lets it load the tag manager they just named', async () => {
    const university = await buildUniversity(t.database.db, { primaryColor: '#0F766E' });
    const page = () => t.app.inject({ method: 'GET', url: `/${university.id}` });
    const before = await page();
    expect(before.body).toContain('<meta name="theme-color" content="#0F766E" />');
    expect(String(before.headers['content-security-policy'])).not.toContain('googletagmanager');
    const admin = await buildAdmin(t.database.db, university.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: { authorization: `Bearer ${await tokenFor(t.app, admin)}` },
      payload: validSettings({ primary_color: '#7C2D12', customGtm: 'GTM-AB12CD' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await page();
    expect(after.body).toContain('<meta name="theme-color" content="#7C2D12" />');
    expect(String(after.headers['content-security-policy'])).toContain(
      'https://www.googletagmanager.com',
    );
  });

  it('carries nothing outside a widget, for an unknown one or one in maintenance', async () => {
    for (const url of ['/', '/999999', `/${closedId}`, '/wp-login.php']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain(FIRST_SCREEN_ELEMENT_ID);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
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
    expect(embed.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli build of an asset to a browser that accepts it, cached immutably', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(APP_JS);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
    const tiny = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny-abc123.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('a{}');
  });

  it('sends the app page compressed but never cached immutably', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/${universityId}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const plain = await t.app.inject({ method: 'GET', url: `/${universityId}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The same page but for the visit's own first screen.
    const withoutScreen = (html: string) =>
      html.replace(/<script id="quad-first-screen".*?<\/script>/, '');
    expect(withoutScreen(brotliDecompressSync(page.rawPayload).toString())).toBe(
      withoutScreen(plain.body),
    );
    expect(plain.body).toContain('<div id="root"></div>');
    const neutral = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(neutral.rawPayload).toString()).toBe(INDEX);
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

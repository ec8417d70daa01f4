import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the widget home', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows university 1 by name in its colour (${name})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/1`);
      await expect
        .poll(() => page.getByTestId('university-name').first().textContent())
        .toBe('Demo University');
      const colour = await page
        .getByTestId('primary-action')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(colour).toBe('rgb(255, 81, 0)');
      await screenshot(page, `home-${name}`);
      await context.close();
    });
  }

  it('shows its settings and home from the page itself, with no call for them', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    await page.goto(`${baseUrl}/1`);
    await expect
      .poll(() => page.getByTestId('university-name').first().textContent())
      .toBe('Demo University');
    // The ambassadors' cards, in the visit's own random order.
    await expect
      .poll(() => page.locator('main a[href*="/chat-to-us/"]').count())
      .toBeGreaterThan(0);
    expect(calls).not.toContain('/api/v1/widget/settings');
    expect(calls).not.toContain('/api/v1/widget/getContent');
    // A search is the visitor's own: it asks the API.
    await page.goto(`${baseUrl}/1?search=history`);
    await expect.poll(() => calls.includes('/api/v1/widget/getContent')).toBe(true);
    await context.close();
  });

  it('keeps to its Content-Security-Policy while it checks answers against the contracts', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    // The carried first screen is checked after the first paint; a search's answer on arrival.
    await page.goto(`${baseUrl}/1?search=history`);
    await expect
      .poll(() => page.getByTestId('university-name').first().textContent())
      .toBe('Demo University');
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}/1`);
    await expect
      .poll(() => page.locator('main a[href*="/chat-to-us/"]').count())
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('answers an unknown widget path with the designed not-found page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/not-a-university/anywhere`);
    expect(response?.status()).toBe(404);
    await screenshot(page, 'not-found-desktop');
    await context.close();
  });
});

describe('serving the web app', () => {
  it('sends a compressed production build: brotli page and scripts, hashed scripts cached for good', async () => {
    // The e2e server runs with NODE_ENV=development: the bundle must still be React's production build.
    const page = await fetch(`${baseUrl}/1`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    // The page carries a visit's own first screen (its random order): no shared cache keeps it.
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const html = await page.text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const script = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bundles = await Promise.all(
      [...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map(async ([, href]) =>
        (await fetch(`${baseUrl}${href}`)).text(),
      ),
    );
    const code = (await script.text()) + bundles.join('\n');
    expect(code).not.toContain('jsxDEV');
  });
});

describe('embedding', () => {
  let host: Server;
  let hostUrl: string;

  beforeAll(async () => {
    host = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html><head><title>Demo University — Admissions</title></head>
<body style="font-family:sans-serif;margin:0">
<header style="padding:24px;background:#222;color:#fff"><h1>Study at Demo University</h1></header>
<main style="padding:24px"><p>Talk to our students:</p>
<script src="${baseUrl}/embed.js" data-university-id="1" async></script></main></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });

  it('shows the widget in an iframe on a page of another origin', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${hostUrl}/admissions?post_id=3`);
    const frameElement = page.locator('iframe');
    await expect.poll(() => frameElement.count()).toBe(1);
    const src = await frameElement.getAttribute('src');
    expect(src).toContain(`${baseUrl}/1`);
    expect(src).toContain('post_id=3');
    const frame = page.frameLocator('iframe');
    await expect
      .poll(() => frame.getByTestId('university-name').first().textContent(), { timeout: 20_000 })
      .toBe('Demo University');
    // The loader grows the iframe to the widget's content.
    await expect
      .poll(async () => (await frameElement.boundingBox())?.height ?? 0)
      .toBeGreaterThan(300);
    await screenshot(page, 'embed-desktop');
    await context.close();
  });
});

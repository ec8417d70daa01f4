import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser';
import { birthDateYearsAgo, signIn } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;
let host: Server;
let hostUrl: string;

/**
 * A university's own page on another origin (localhost, where Quad runs on 127.0.0.1) that
 * embeds the widget the documented way.
 */
function hostPage(): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Northbridge University — Talk to our students</title>
  <style>body{margin:0;font-family:system-ui,sans-serif;color:#111}header{padding:24px 16px;background:#123a6b;color:#fff}
  h1{margin:0;font-size:24px}main{max-width:1100px;margin:0 auto;padding:16px}</style></head>
  <body>
    <header><h1>Northbridge University</h1><p>Questions about studying here? Ask a student.</p></header>
    <main>
      <script src="${baseUrl}/embed.js" data-university-id="1" async></script>
    </main>
  </body>
</html>`;
}

beforeAll(async () => {
  host = createServer((request, response) => {
    if (!request.url?.startsWith('/open-day')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage());
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
});

/** The widget's frame inside the host page, once its page has painted. */
async function widgetFrame(page: Page): Promise<Frame> {
  await page.locator('iframe').waitFor();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(baseUrl));
    if (frame) {
      await frame.locator('#page').waitFor();
      return frame;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('The widget frame did not load');
}

type ProspectDetail = { id: number; email: string; utm: Record<string, unknown> };

/** What the admin console knows of a prospect, by email. */
async function prospectByEmail(email: string): Promise<ProspectDetail> {
  const admin = await signIn(baseUrl, 'admin@demo.test');
  const headers = { authorization: `Bearer ${admin.token}` };
  const list = await fetch(
    `${baseUrl}/api/v1/admin/prospects?search=${encodeURIComponent(email)}`,
    { headers },
  ).then((response) => response.json());
  const id = list.data.prospects.find((p: { email: string }) => p.email === email)?.id;
  expect(id, JSON.stringify(list)).toBeDefined();
  const detail = await fetch(`${baseUrl}/api/v1/admin/prospects/${id}`, { headers }).then(
    (response) => response.json(),
  );
  return detail.data.prospect as ProspectDetail;
}

describe('embedding and tracking', () => {
  it("keeps the host site's first campaign through a prospect's registration, and the server has it", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(
      `${hostUrl}/open-day?utm_source=open-day&utm_medium=qr&utm_campaign=autumn-2026`,
    );
    await widgetFrame(page);
    // embed.js keeps the campaign first-party on the host site under the spec's key…
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('utmData_1'))) ?? '{}'),
    ).toEqual({
      utm_source: 'open-day',
      utm_medium: 'qr',
      utm_campaign: 'autumn-2026',
    });

    // …so on the next page of the host site, without any utm_*, the widget still hears it, and a
    // later campaign does not replace it.
    await page.goto(`${hostUrl}/open-day/visit?utm_source=later-ad`);
    const frame = await widgetFrame(page);
    const frameQuery = new URL(frame.url()).searchParams;
    expect(Object.fromEntries(frameQuery)).toMatchObject({
      utm_source: 'open-day',
      utm_medium: 'qr',
      utm_campaign: 'autumn-2026',
      user_came_from: `${hostUrl}/open-day/visit`,
    });

    // The visitor opens an ambassador's profile and signs up from its "Chat with" button.
    const profile = frame.locator('a[href*="/chat-to-us/"]:not([href*="university-data"])').first();
    const href = (await profile.getAttribute('href')) ?? '';
    const ambassadorId = Number(/(\d+)$/.exec(href)?.[1]);
    expect(ambassadorId, href).toBeGreaterThan(0);
    await profile.click();
    await frame
      .getByRole('button', { name: /^Chat with/ })
      .first()
      .click();
    const dialog = frame.getByRole('dialog');
    const email = `ana.embed.${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Ana');
    await dialog.getByLabel('Last name').fill('Moreau');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Nationality').selectOption({ label: 'British' });
    await dialog.getByLabel('Country you live in').selectOption({ label: 'United Kingdom' });
    await dialog.getByLabel('Date of birth').fill(birthDateYearsAgo(18));
    await dialog.getByLabel('New password', { exact: true }).fill('harbour-lantern-42');
    await dialog.getByLabel(/I agree to the terms of use/).check();
    const registered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/interactionSite/auth/registration') &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const registration = await registered;
    expect(registration.ok(), await registration.text()).toBe(true);
    expect(registration.request().postDataJSON()).toMatchObject({
      source: 'open-day',
      medium: 'qr',
      campaign: 'autumn-2026',
      user_came_from: `${hostUrl}/open-day/visit`,
      engagementData: { id: ambassadorId, type: 'user' },
    });

    // The server keeps it on the account; the signed-in prospect's utmData call adds the
    // university, which registration does not carry.
    await expect
      .poll(async () => (await prospectByEmail(email)).utm, { timeout: 15_000 })
      .toMatchObject({
        source: 'open-day',
        medium: 'qr',
        campaign: 'autumn-2026',
        user_came_from: `${hostUrl}/open-day/visit`,
        engagement: { id: ambassadorId, type: 'user' },
        university_id: 1,
      });
    await context.close();
  });

  it('reads a deep link and a campaign inside state', async () => {
    const posts = await fetch(`${baseUrl}/api/v1/widget/posts/getPosts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ universityId: 1, limit: 1 }),
    }).then((response) => response.json());
    const postId = posts.data.posts[0].id as number;
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(
      `${baseUrl}/1?state=post_id=${postId}__utm_source=alumni-mail__utm_medium=email`,
    );
    // The post opens (its address may take the post's slug before the id).
    await expect.poll(() => page.url()).toMatch(new RegExp(`/1/posts/([^/]*-)?${postId}$`));
    await page.locator('#page h1').first().waitFor();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('utmData_1'))) ?? '{}'),
    ).toMatchObject({ source: 'alumni-mail', medium: 'email' });
    await context.close();
  });

  it('tracks nothing in dashboard mode (tap-dashboard=true), for the rest of the tab', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    // Outside the dashboard a route change scrolls to the page container (spec §2) and hands it
    // the focus…
    const visitorContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${baseUrl}/1`);
    await visitor.locator('#page').waitFor();
    await visitor.locator('a[href*="/chat-to-us/"]:not([href*="university-data"])').first().click();
    await visitor.waitForURL(/\/chat-to-us\//);
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.id)).toBe('page');
    await visitorContext.close();
    // …in dashboard mode it does not.
    const page = await context.newPage();
    await page.goto(`${baseUrl}/1?tap-dashboard=true&utm_source=staff-preview`);
    await page.locator('#page').waitFor();
    await page.locator('a[href*="/chat-to-us/"]:not([href*="university-data"])').first().click();
    await page.waitForURL(/\/chat-to-us\//);
    await page.locator('#page h1').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('page');
    await page.goto(`${baseUrl}/1?utm_source=later`);
    await page.locator('#page').waitFor();
    const kept = await page.evaluate(() => ({
      utm: localStorage.getItem('utmData_1'),
      engagement: localStorage.getItem('engagementData'),
      dashboard: sessionStorage.getItem('quad.dashboard'),
    }));
    expect(kept).toEqual({ utm: null, engagement: null, dashboard: '1' });
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the widget inside the host page (${name})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${hostUrl}/open-day?utm_source=poster`);
      const frame = await widgetFrame(page);
      await frame.locator('a[href*="/chat-to-us/"]').first().waitFor();
      // embed.js grows the frame to its content.
      await expect
        .poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0)
        .not.toBe(720);
      await page.waitForTimeout(300);
      // The visible screen: Chromium leaves a cross-origin frame's off-screen part unpainted in
      // full-page captures.
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `embed-tracking-host-${name}.png`) });
      await context.close();
    });
  }
});

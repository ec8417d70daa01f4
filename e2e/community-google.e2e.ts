import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { audit, summary } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { startTestServer, type TestServer } from './server';

let baseUrl = '';
let browser: Browser;
let server: TestServer | undefined;

/**
 * Its own server, whose Google settings point at the development provider: Google is offered
 * only here, so the other browser tests' sign-in screens stay as they are, and the real Google
 * is never called.
 */
beforeAll(async () => {
  server = await startTestServer('google', (url) => ({
    GOOGLE_ISSUER: `${url}/dev/oidc`,
    GOOGLE_CLIENT_ID: 'quad-development-google',
    GOOGLE_CLIENT_SECRET: randomBytes(24).toString('base64url'),
  }));
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;

async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * Google is played by the development provider at /dev/oidc (this file's server points its
 * GOOGLE_* settings at it), so the whole popup runs on this machine.
 */
describe('the community: "Continue with Google" (development provider as Google)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`a new person signs up through the popup and is led to pick subjects (${name})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/1/community/sign-in`);
      const google = page.getByRole('button', { name: 'Continue with Google' });
      await google.waitFor({ timeout: 20_000 });
      await capture(page, `community-google-sign-in-${name}`);
      const violations = await audit(page, `community-google-sign-in-${name}`);
      expect(violations, summary(violations)).toEqual([]);

      const [popup] = await Promise.all([context.waitForEvent('page'), google.click()]);
      await popup.getByRole('heading', { name: /sign-in$/ }).waitFor({ timeout: 20_000 });
      expect(popup.url()).toContain('/dev/oidc/');
      expect(popup.viewportSize()).toEqual({ width: 400, height: 500 });
      await page.getByRole('status').filter({ hasText: 'Google window' }).waitFor();
      await capture(page, `community-google-waiting-${name}`);
      await popup.getByLabel('Email').fill(`kai.${name}.${Date.now()}@gmail.test`);
      await popup.getByLabel(/^First name/).fill('Kai');
      await popup.getByLabel(/^Last name/).fill('Tanaka');
      await Promise.all([
        popup.waitForEvent('close', { timeout: 30_000 }),
        popup.getByRole('button', { name: 'Sign in' }).click(),
      ]);

      // Signed in to the community with no subject yet: the subject picker comes first.
      await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/1/community/subjects');
      await page.getByRole('searchbox', { name: 'Search subjects' }).waitFor({ timeout: 20_000 });
      await capture(page, `community-google-subjects-${name}`);
      const pickerViolations = await audit(page, `community-google-subjects-${name}`);
      expect(pickerViolations, summary(pickerViolations)).toEqual([]);
      // The widget's own session was not touched: it has no access token to refresh.
      const widgetRefresh = await page.evaluate(async () => {
        const response = await fetch('/api/v1/interactionSite/auth/refreshTokens', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        return response.status;
      });
      expect(widgetRefresh).not.toBe(200);
      await context.close();
    });
  }
});

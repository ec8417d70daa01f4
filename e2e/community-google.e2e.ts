import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import nodePath from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { audit, summary } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';

let baseUrl = '';
let browser: Browser;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Its own server (the global setup already built it), whose Google settings point at the
 * development provider: Google is offered only here, so the other browser tests' sign-in
 * screens stay as they are, and the real Google is never called.
 */
async function startServerWithGoogle(): Promise<void> {
  const root = nodePath.resolve(import.meta.dirname, '..');
  dataDir = mkdtempSync(nodePath.join(os.tmpdir(), 'quad-e2e-google-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      GOOGLE_ISSUER: `${baseUrl}/dev/oidc`,
      GOOGLE_CLIENT_ID: 'quad-development-google',
      GOOGLE_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server = child;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready in 90 s');
}

beforeAll(async () => {
  await startServerWithGoogle();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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

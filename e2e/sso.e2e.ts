import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { audit, summary } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { birthDateYearsAgo, PASSWORD } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * Clicks "Sign in with Demo College" and signs in at the development provider in the popup
 * (CONTRACT §9), which closes itself once it handed the result to the opener.
 */
async function signInThroughPopup(
  context: BrowserContext,
  page: Page,
  fields: { email: string; password?: string; givenName?: string; familyName?: string },
  shot?: string,
): Promise<void> {
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Sign in with Demo College' }).click(),
  ]);
  await popup.getByRole('heading', { name: 'Demo College sign-in' }).waitFor();
  expect(popup.viewportSize()).toEqual({ width: 400, height: 500 });
  if (shot) await screenshot(popup, shot);
  await popup.getByLabel('Email').fill(fields.email);
  if (fields.password) await popup.getByLabel(/^Password/).fill(fields.password);
  if (fields.givenName) await popup.getByLabel(/^First name/).fill(fields.givenName);
  if (fields.familyName) await popup.getByLabel(/^Last name/).fill(fields.familyName);
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: 'Sign in' }).click(),
  ]);
}

describe('single sign-on through the popup (Demo College, development provider)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`signs a demo account in; the main window ends signed in (${name})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/2/interaction/sign-in`);
      await page.getByRole('button', { name: 'Sign in with Demo College' }).waitFor();
      await capture(page, `sso-sign-in-${name}`);
      if (name === 'desktop') {
        const violations = await audit(page, 'sso-sign-in');
        expect(violations, summary(violations)).toEqual([]);
      }
      await signInThroughPopup(
        context,
        page,
        { email: 'prospect@demo.test', password: PASSWORD },
        `sso-provider-${name}`,
      );
      await page.waitForURL(`${baseUrl}/2`);
      await page.getByRole('button', { name: /^Account menu for Sofia/ }).waitFor();
      await capture(page, `sso-signed-in-${name}`);
      await context.close();
    });

    it(`takes a new email to registration without a password (${name})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const email = `aoife.${name}.${Date.now()}@college.test`;
      await page.goto(`${baseUrl}/2/interaction/sign-in`);
      await signInThroughPopup(context, page, { email, givenName: 'Aoife', familyName: 'Byrne' });

      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      expect(await page.getByLabel('First name').inputValue()).toBe('Aoife');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'A little about you' }).waitFor();
      expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
      await page.getByLabel('Nationality').selectOption({ label: 'Irish' });
      await page.getByLabel('Country you live in').selectOption({ label: 'Ireland' });
      await page.getByLabel('Date of birth').fill(birthDateYearsAgo(18));
      await page.getByLabel(/I agree to the terms of use/).check();
      await capture(page, `sso-sign-up-${name}`);
      await page.getByRole('button', { name: 'Create account' }).click();

      await page.getByRole('heading', { level: 1, name: /How should we tell you/ }).waitFor();
      await page.getByRole('button', { name: 'Use email' }).click();
      await page.getByRole('button', { name: 'Account menu for Aoife Byrne' }).waitFor();
      await context.close();
    });
  }

  it('shows the spec text in the popup where a university has no provider', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(
      `${baseUrl}/1/interaction/sign-in-redirect?provider=sso&guest=abcdefgh&challenge=${'b'.repeat(43)}`,
    );
    await page.getByText('No SSO provider found for your university').waitFor();
    await capture(page, 'sso-no-provider-phone');
    await context.close();
  });
});

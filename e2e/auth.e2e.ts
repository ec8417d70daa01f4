import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { birthDateYearsAgo, rateLimitWaitMs } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The newest mail to `to` whose subject matches, read from the development outbox. */
async function latestMail(to: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const list = await (await fetch(`${baseUrl}/dev/outbox`)).text();
    const items = [...list.matchAll(/<a href="\/dev\/outbox\/(\d+)">([^<]*)<\/a> — ([^ <]+)/g)];
    const found = items.find(([, , title, address]) => address === to && subject.test(title ?? ''));
    if (found) return (await fetch(`${baseUrl}/dev/outbox/${found[1]}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/** The one-time code of a mail: the line that is only digits. */
function codeIn(mail: string): string {
  const code = /^\s*(\d{4,8})\s*$/m.exec(mail.split('<pre>')[1] ?? mail)?.[1];
  if (!code) throw new Error('No code in the mail');
  return code;
}

/** A full-page screenshot from the top, so the sticky header sits where people see it. */
async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function signUp(page: Page, email: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/1/interaction/sign-up`);
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill(name);
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { level: 1, name: 'A little about you' }).waitFor();
  await page.getByLabel('Nationality').selectOption({ label: 'British' });
  await page.getByLabel('Country you live in').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('Date of birth').fill(birthDateYearsAgo(17));
  await page.getByLabel('New password', { exact: true }).fill('river-lamp-orbit-9');
  await page.getByLabel(/I agree to the terms of use/).check();
  await page.getByLabel('Email me when a student replies').check();
}

/**
 * Clicks "Sign in" as a person would. Every browser of the run shares this machine's address, so
 * the address's sign-in limit (20 a minute) may already be spent by the files before: a 429 is
 * waited out as its Retry-After says, then the same person tries again (twice at most).
 */
async function submitSignIn(page: Page): Promise<void> {
  for (let round = 0; ; round += 1) {
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/auth/login') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const response = await answered;
    if (response.status() !== 429 || round === 2) return;
    await page.waitForTimeout(rateLimitWaitMs(response.headers()['retry-after']));
  }
}

describe('accounts', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`signs up, answers the questions, changes the password by mailed code, signs out and back in (${name})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const email = `maya.${name}.${Date.now()}@example.com`;
      const firstName = name === 'phone' ? 'Mia' : 'Maya';

      await signUp(page, email, firstName);
      await capture(page, `auth-sign-up-${name}`);
      await page.getByRole('button', { name: 'Create account' }).click();

      // Demo University asks two optional questions.
      await page.getByRole('heading', { level: 1, name: 'A few quick questions' }).waitFor();
      await page.getByLabel('Undergraduate').check();
      await page.getByLabel('September 2026').check();
      await capture(page, `auth-questions-${name}`);
      await page.getByRole('button', { name: 'Save answers' }).click();

      await page.getByRole('heading', { level: 1, name: /How should we tell you/ }).waitFor();
      await page.getByRole('button', { name: 'Use email' }).click();

      // Signed in, back at the widget home, the header shows the person.
      await page.waitForURL(`${baseUrl}/1`);
      const menuButton = page.getByRole('button', { name: `Account menu for ${firstName} Okafor` });
      await menuButton.waitFor();
      await capture(page, `auth-signed-in-${name}`);
      // The session survives a reload through the httpOnly refresh cookie alone: no token is
      // kept where a script could read it.
      await page.reload();
      await menuButton.waitFor();
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage }),
      );
      expect(stored).not.toMatch(/token/i);
      expect(stored).not.toMatch(/eyJ/);

      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page
        .getByRole('region', { name: 'Sign-in details' })
        .getByRole('button', { name: 'Change', exact: true })
        .nth(1)
        .click();
      await page.getByLabel('Code from the email').waitFor();
      const code = codeIn(await latestMail(email, /change your password/i));
      await page.getByLabel('Code from the email').fill(code);
      await page.getByLabel('New password', { exact: true }).fill('meadow-copper-71');
      await page.getByLabel('Confirm new password').fill('meadow-copper-71');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password is changed.').waitFor();
      await capture(page, `auth-settings-${name}`);

      await page.getByRole('button', { name: `Account menu for ${firstName} Okafor` }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByTestId('header-sign-in').waitFor();
      // Signed out for good: a reload does not bring the session back.
      await page.reload();
      await page.getByTestId('header-sign-in').waitFor();

      // The old password no longer works; the new one does.
      await page.getByTestId('header-sign-in').click();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('river-lamp-orbit-9');
      await submitSignIn(page);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain("That email and password don't match");
      await page.getByLabel('Password', { exact: true }).fill('meadow-copper-71');
      await submitSignIn(page);
      await page.getByRole('button', { name: `Account menu for ${firstName} Okafor` }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/1');
      await context.close();
    }, 240_000);
  }

  it('sends a visitor who opens settings to sign in, and back to settings after', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/1/settings`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByLabel('Email').fill('prospect@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
    await submitSignIn(page);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/1/settings');
    await capture(page, 'auth-settings-prospect-phone');
    await context.close();
  }, 180_000);
});

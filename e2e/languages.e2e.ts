import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { audit, summary, writeReport, type Violation } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { chatWithAmbassador, demoContent } from './demo';
import { personAt, signIn } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // Reading a chat in Arabic or German signed in taught the demo prospect's account that
  // language (an account without one learns the language shown). The other files read her in
  // English, so she gets English back.
  const prospect = await signIn(baseUrl, 'prospect@demo.test');
  const answer = await fetch(`${baseUrl}/api/v1/interactionSite/account/language`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${prospect.token}` },
    body: JSON.stringify({ language: 'en' }),
  });
  expect(answer.status).toBe(200);
});

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales');
/** A text of the shell (`nav.signIn`) as a language writes it. */
function shellText(locale: string, key: string): string {
  const tree = JSON.parse(
    readFileSync(
      path.join(LOCALES, locale === 'en' ? 'en.json' : `${locale}/translation.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
}

/** Text that looks like an i18n key (`chat.composer.send`) shown instead of words. */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text.split('\n').filter((line) => /^[a-z]+(\.[a-zA-Z_]+){1,}$/.test(line.trim()));
}

describe.each([
  ['ar', 'rtl'],
  ['de', 'ltr'],
] as const)('the widget in %s', (locale, direction) => {
  it('reads the home, a profile, sign-up and a chat in the language, laid out in its direction, with no axe violation', async () => {
    const { ambassador } = await demoContent(baseUrl);
    const dialogId = await chatWithAmbassador(
      baseUrl,
      'prospect@demo.test',
      'مرحبا! Hallo! What is the first year like?',
    );
    const found: Violation[] = [];
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const [route, screen] of [
        ['/1', 'home'],
        [`/1/chat-to-us/${ambassador}`, 'profile'],
        ['/1/interaction/sign-up', 'sign-up'],
      ] as const) {
        await page.goto(`${baseUrl}${route}?lang=${locale}`);
        found.push(...(await audit(page, `lang-${locale}-${screen}-${size}`)));
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(direction);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await rawKeys(page)).toEqual([]);
      }
      await page.goto(`${baseUrl}/1?lang=${locale}`);
      await expect
        .poll(() => page.getByTestId('header-sign-in').innerText())
        .toBe(shellText(locale, 'nav.signIn'));
      await context.close();

      const signedIn = await personAt(browser, baseUrl, 'prospect@demo.test', viewport);
      await signedIn.page.goto(`${baseUrl}/1/interaction/dialogs/${dialogId}?lang=${locale}`);
      await signedIn.page
        .getByText('What is the first year like?')
        .filter({ visible: true })
        .first()
        .waitFor();
      found.push(...(await audit(signedIn.page, `lang-${locale}-chat-${size}`)));
      expect(await signedIn.page.evaluate(() => document.documentElement.dir)).toBe(direction);
      expect(await rawKeys(signedIn.page)).toEqual([]);
      await signedIn.context.close();
    }
    writeReport(`lang-${locale}`, found);
    expect(found, summary(found)).toEqual([]);
  }, 240_000);
});

describe('choosing a language', () => {
  it('switches from the header menu at once, and the pick holds on the next visit', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/1`);
    await page.getByTestId('header-sign-in').waitFor();
    await page.getByRole('button', { name: 'English, change the language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect
      .poll(() => page.getByTestId('header-sign-in').innerText())
      .toBe(shellText('ar', 'nav.signIn'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'lang-menu-switched-ar-phone');

    await page.reload();
    await expect
      .poll(() => page.getByTestId('header-sign-in').innerText())
      .toBe(shellText('ar', 'nav.signIn'));
    await context.close();
  });

  it("follows the browser's language, and reads a language Quad is not written in as English", async () => {
    const german = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'de-AT' });
    const page = await german.newPage();
    await page.goto(`${baseUrl}/1`);
    await expect
      .poll(() => page.getByTestId('header-sign-in').innerText())
      .toBe(shellText('de', 'nav.signIn'));
    await german.close();

    const swedish = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'sv-SE' });
    const other = await swedish.newPage();
    await other.goto(`${baseUrl}/1?lang=sv`);
    await expect
      .poll(() => other.getByTestId('header-sign-in').innerText())
      .toBe(shellText('en', 'nav.signIn'));
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await rawKeys(other)).toEqual([]);
    await swedish.close();
  });
});

describe('an embedded widget', () => {
  let host: Server;
  let hostUrl: string;

  beforeAll(async () => {
    // A German admissions page; `?data-lang=ar` adds the attribute that overrides it.
    host = createServer((request, response) => {
      const override = new URL(request.url ?? '/', 'http://host').searchParams.get('data-lang');
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="de"><head><title>Studieren an der Demo University</title></head>
<body><main><h1>Studieren an der Demo University</h1>
<script src="${baseUrl}/embed.js" data-university-id="1"${override ? ` data-lang="${override}"` : ''} async></script></main></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });

  it("reads the host page's language, and data-lang wins over it", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${hostUrl}/studium`);
    const frame = page.frameLocator('iframe');
    await expect
      .poll(() => frame.getByTestId('header-sign-in').innerText(), { timeout: 20_000 })
      .toBe(shellText('de', 'nav.signIn'));

    await page.goto(`${hostUrl}/studium?data-lang=ar`);
    await expect
      .poll(() => frame.getByTestId('header-sign-in').innerText(), { timeout: 20_000 })
      .toBe(shellText('ar', 'nav.signIn'));
    await screenshot(page, 'lang-embedded-ar-desktop');
    await context.close();
  });
});

describe('errors in the reader’s language', () => {
  it('shows the server’s refusal of a sign-up in German, under its field', async () => {
    const tooCommon = shellText('de', 'forms.detail.passwordTooCommon');
    const adult = new Date();
    adult.setUTCFullYear(adult.getUTCFullYear() - 20);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/1/interaction/sign-up?lang=de`);
      await page.getByRole('heading', { level: 1, name: 'Erstelle dein Konto' }).waitFor();
      await page
        .getByLabel('E-Mail', { exact: true })
        .fill(`lena.${size}.${Date.now()}@example.com`);
      await page.getByLabel('Vorname').fill('Lena');
      await page.getByLabel('Nachname').fill('Vogel');
      await page.getByRole('button', { name: 'Weiter' }).click();

      await page.getByRole('heading', { level: 1, name: 'Ein bisschen über dich' }).waitFor();
      // Nationalities and countries read in German (CLDR names), alphabetised as German does.
      const nationality = page.getByLabel('Staatsangehörigkeit');
      // The list arrives after the step shows; read it once it has.
      await nationality
        .locator('option', { hasText: 'Vereinigtes Königreich' })
        .waitFor({ state: 'attached' });
      const nationalities = await nationality.locator('option').allInnerTexts();
      expect(nationalities).toContain('Vereinigtes Königreich');
      expect(nationalities).not.toContain('British');
      await nationality.selectOption({ label: 'Vereinigtes Königreich' });
      await page.getByLabel('Land, in dem du lebst').selectOption({ label: 'Österreich' });
      await screenshot(page, `lang-de-sign-up-nationality-${size}`);
      await page.getByLabel('Geburtsdatum').fill(adult.toISOString().slice(0, 10));
      // Long enough for the form, too common for the server.
      await page.getByLabel('Neues Passwort', { exact: true }).fill('password123');
      await page.getByLabel(/Nutzungsbedingungen/).check();
      await page.getByRole('button', { name: 'Konto erstellen' }).click();

      const password = page.getByLabel('Neues Passwort', { exact: true });
      await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(tooCommon).waitFor();
      expect(await rawKeys(page)).toEqual([]);
      // From the top, so the sticky header sits where people see it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `lang-de-sign-up-server-error-${size}`);
      await context.close();
    }
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { audit, summary } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { birthDateYearsAgo, personAt, signIn } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const messages = (page: Page) => page.getByRole('region', { name: /^Messages with/ });
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return '';
    const labelled = active.getAttribute('aria-label');
    const label = (active as HTMLInputElement).labels?.[0]?.textContent;
    return (labelled ?? label ?? active.textContent ?? '').trim();
  });

/** Presses Tab (Shift+Tab backwards) until the focused element's name matches; fails after 60. */
async function tabTo(page: Page, name: RegExp, backwards = false): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${name}; last: ${await focusedName(page)}`);
}

/**
 * Chooses an option of the focused native select by typing its label, as a keyboard user does.
 * The browser's type-ahead forgets what was typed after a pause of about a second, which a
 * loaded machine can insert between keystrokes: then wait it out and type again.
 */
async function typeIntoSelect(page: Page, label: string): Promise<void> {
  const chosen = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLSelectElement ? (active.selectedOptions[0]?.text ?? '') : '';
    });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.keyboard.type(label);
    if ((await chosen()) === label) return;
    await page.waitForTimeout(1500);
  }
  throw new Error(`Typing never chose "${label}"; chosen: "${await chosen()}"`);
}

describe('first contact on a phone', () => {
  it('new visitor → profile → sign-up sheet → in the chat, message sent → the ambassador replies → read', async () => {
    const amara = await signIn(baseUrl, 'ambassador@demo.test');
    const visitor = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true });
    const page = await visitor.newPage();

    // The profile, from the home page's people.
    await page.goto(`${baseUrl}/1/chat-to-us/${amara.account.id}`);
    await page.getByRole('heading', { level: 1, name: /Amara Okafor/ }).waitFor();
    await screenshot(page, 'journey-1-profile-phone');
    await page.getByRole('button', { name: 'Chat with Amara' }).first().click();

    // Sign-up, in a sheet over the profile, saying whom it is for; sign-in one tap away.
    const sheet = page.getByRole('dialog', { name: 'Create an account to chat with Amara' });
    await sheet.waitFor();
    expect(await sheet.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    // Over the profile: the address is still the profile's.
    expect(new URL(page.url()).pathname).toMatch(/^\/1\/chat-to-us\/[^/]+$/);
    await screenshot(page, 'journey-2-sign-up-sheet-phone');
    const email = `lina.${Date.now()}@example.com`;
    await sheet.getByLabel('Email').fill(email);
    await sheet.getByLabel('First name').fill('Lina');
    await sheet.getByLabel('Last name').fill('Haddad');
    await sheet.getByRole('button', { name: 'Continue' }).click();
    const stepTwo = page.getByRole('dialog', { name: 'A little about you' });
    await stepTwo.waitFor();
    await stepTwo.getByLabel('Nationality').selectOption({ label: 'British' });
    await stepTwo.getByLabel('Country you live in').selectOption({ label: 'United Kingdom' });
    await stepTwo.getByLabel('Date of birth').fill(birthDateYearsAgo(18));
    await stepTwo.getByLabel('New password', { exact: true }).fill('river-lamp-orbit-9');
    // The university's own terms, and replies by email already on.
    const terms = stepTwo.getByRole('link', { name: /terms of use/ });
    expect(await terms.getAttribute('href')).toBe('https://university.demo.test/terms');
    expect(await stepTwo.getByLabel('Email me when a student replies').isChecked()).toBe(true);
    await stepTwo.getByLabel(/I agree to the terms of use/).check();
    await screenshot(page, 'journey-3-sign-up-step-two-phone');
    await stepTwo.getByRole('button', { name: 'Create account' }).click();

    // The university's questions, then how to hear of replies.
    await page.getByRole('dialog', { name: 'A few quick questions' }).waitFor();
    await page.getByLabel('Undergraduate').check();
    await page.getByRole('button', { name: 'Save answers' }).click();
    await page.getByRole('dialog', { name: /How should we tell you/ }).waitFor();
    await page.getByRole('button', { name: 'Use email' }).click();

    // Straight into the chat with Amara, cursor in the composer.
    await page.waitForURL(/\/1\/interaction\/dialogs\/\d+$/);
    const dialogPath = new URL(page.url()).pathname;
    await composer(page).waitFor();
    await expect
      .poll(() => composer(page).evaluate((element) => element === document.activeElement))
      .toBe(true);
    // Toasts on phones stay below the university bar.
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    const header = await page.locator('header').first().boundingBox();
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    // Once it has slid in (under 200 ms), the toast sits wholly below the bar.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(headerBottom);
    await page.waitForTimeout(400);
    expect((await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
    await screenshot(page, 'journey-4-chat-opened-phone');
    const question = `Hi Amara! What is the first year of Computer Science like? (${Date.now()})`;
    await composer(page).fill(question);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => messages(page).getByText(question).count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => messages(page).getByText('Sent').count()).toBeGreaterThan(0);

    // Amara, on her laptop: the chat is in her list with the message, unread, once.
    const ambassador = await personAt(browser, baseUrl, 'ambassador@demo.test', VIEWPORTS.desktop);
    await ambassador.page.goto(`${baseUrl}/1/interaction/dialogs`);
    const list = ambassador.page.getByRole('navigation', { name: 'Chats' });
    const row = list.getByRole('link', { name: /Lina Haddad/ });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('1 unread message');
    const badge = ambassador.page.getByTestId('unread-badge');
    const before = Number(await badge.textContent());
    expect(before).toBeGreaterThanOrEqual(1);
    await row.click();
    await composer(ambassador.page).waitFor();
    // The empty-chat greeting is for her, not the prospect's "Ask anything".
    expect(await ambassador.page.getByText(/Ask anything/).count()).toBe(0);
    // Read once shown: the list and the header agree, without a reload.
    await expect.poll(() => row.textContent()).not.toContain('unread');
    await expect
      .poll(async () => ((await badge.count()) === 0 ? 0 : Number(await badge.textContent())))
      .toBe(before - 1);
    const answer = `Busy but great: lots of labs, and everyone helps (${Date.now()})`;
    await composer(ambassador.page).fill(answer);
    await ambassador.page.keyboard.press('Enter');
    // Her own list shows her reply at once, not "No messages yet" for 20 s.
    await expect.poll(() => row.textContent(), { timeout: 3_000 }).toContain(answer.slice(0, 20));
    await screenshot(ambassador.page, 'journey-5-ambassador-replied-desktop');

    // Lina sees the answer in place, and it counts as read: no badge, no unread row.
    await expect.poll(() => messages(page).getByText(answer).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'journey-6-reply-phone');
    await page.waitForTimeout(800);
    await page.goto(`${baseUrl}/1/interaction/dialogs`);
    const linaRow = page.getByRole('navigation', { name: 'Chats' }).getByRole('link', {
      name: /Amara Okafor/,
    });
    await linaRow.waitFor();
    expect(await linaRow.getAttribute('href')).toBe(dialogPath);
    expect(await linaRow.textContent()).not.toContain('unread');
    expect(await page.getByTestId('unread-badge').count()).toBe(0);
    await screenshot(page, 'journey-7-chats-read-phone');
    const found = await audit(page, 'journey-chats-phone');
    expect(found, summary(found)).toEqual([]);
    await ambassador.context.close();
    await visitor.close();
  });
});

describe('keyboard only', () => {
  it('signs up from a profile and sends a message without a mouse', async () => {
    const amara = await signIn(baseUrl, 'ambassador@demo.test');
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/1/chat-to-us/${amara.account.id}`);
    await page.getByRole('heading', { level: 1, name: /Amara Okafor/ }).waitFor();

    // The first Tab reaches the skip link, which leads past the header.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to content');
    await screenshot(page, 'keyboard-1-skip-link-desktop');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('page');

    await tabTo(page, /^Chat with Amara$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Create an account to chat with Amara' }).waitFor();
    await tabTo(page, /^Email/);
    await page.keyboard.type(`kai.${Date.now()}@example.com`);
    await tabTo(page, /^First name/);
    await page.keyboard.type('Kai');
    await tabTo(page, /^Last name/);
    await page.keyboard.type('Müller');
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');

    await page.getByRole('dialog', { name: 'A little about you' }).waitFor();
    await tabTo(page, /^Nationality/);
    await typeIntoSelect(page, 'British');
    await tabTo(page, /^Country you live in/);
    await typeIntoSelect(page, 'United Kingdom');
    await tabTo(page, /^Date of birth/);
    const [year, month, day] = birthDateYearsAgo(19).split('-');
    // Chrome's date field takes the digits in the locale's order (en-US: month, day, year).
    await page.keyboard.type(`${month}${day}${year}`);
    await tabTo(page, /^New password/);
    await page.keyboard.type('river-lamp-orbit-9');
    await tabTo(page, /^I agree to the terms of use/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Create account$/);
    await screenshot(page, 'keyboard-2-step-two-desktop');
    await page.keyboard.press('Enter');

    await page.getByRole('dialog', { name: 'A few quick questions' }).waitFor();
    await tabTo(page, /^Skip for now$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /How should we tell you/ }).waitFor();
    await tabTo(page, /^Use email$/);
    await page.keyboard.press('Enter');

    // In the chat, the cursor already in the composer: type, Enter sends.
    await page.waitForURL(/\/1\/interaction\/dialogs\/\d+$/);
    await composer(page).waitFor();
    await expect
      .poll(() => composer(page).evaluate((element) => element === document.activeElement))
      .toBe(true);
    const text = `Typed without a mouse (${Date.now()})`;
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect.poll(() => messages(page).getByText(text).count(), { timeout: 10_000 }).toBe(1);
    // On desktop the chat is one scroll container: the page itself does not scroll.
    const pageScrolls = await page.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight + 1,
    );
    expect(pageScrolls).toBe(false);
    await screenshot(page, 'keyboard-3-sent-desktop');
    await context.close();
  });
});

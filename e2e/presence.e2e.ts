import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, summary } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { chatWithAmbassador } from './demo';
import { personAt as person } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

const personAt = (email: string, viewport: { width: number; height: number }) =>
  person(browser, baseUrl, email, viewport);
const messages = (page: Page) => page.getByRole('region', { name: /^Messages with/ });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const typingLine = (page: Page) => page.getByRole('status').filter({ hasText: /typing…/ });
/** The delivery state of one's own message holding `text`: sent, delivered or read. */
const tickOf = (page: Page, text: string) =>
  messages(page)
    .locator('[data-id]', { hasText: text })
    .locator('[data-delivery]')
    .getAttribute('data-delivery', { timeout: 5_000 })
    .catch(() => null);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('presence in a one-to-one chat', () => {
  it('shows the prospect that the ambassador is typing, and the read tick once the ambassador opens the chat', async () => {
    const dialogId = await chatWithAmbassador(baseUrl, 'prospect@demo.test');
    const chatPath = `${baseUrl}/1/interaction/dialogs/${dialogId}`;
    const prospect = await personAt('prospect@demo.test', VIEWPORTS.desktop);
    const ambassador = await personAt('ambassador@demo.test', VIEWPORTS.phone);

    await prospect.page.goto(chatPath);
    await expect.poll(() => composer(prospect.page).count(), { timeout: 20_000 }).toBe(1);
    const question = `Do first years get a mentor? (${Date.now()})`;
    await composer(prospect.page).fill(question);
    await prospect.page.keyboard.press('Enter');
    // With the server, nobody else has it yet: one tick.
    await expect.poll(() => tickOf(prospect.page, question), { timeout: 10_000 }).toBe('sent');
    expect(
      await messages(prospect.page)
        .locator('[data-id]', { hasText: question })
        .getByText('Sent', { exact: true })
        .count(),
    ).toBe(1);

    // The ambassador opens the chat: their device receives it and they read it.
    await ambassador.page.goto(chatPath);
    await expect
      .poll(() => messages(ambassador.page).getByText(question).count(), { timeout: 20_000 })
      .toBe(1);
    await expect.poll(() => tickOf(prospect.page, question), { timeout: 15_000 }).toBe('read');
    expect(
      await messages(prospect.page)
        .locator('[data-id]', { hasText: question })
        .getByText('Read', { exact: true })
        .count(),
    ).toBe(1);

    // The ambassador types: the prospect sees it, politely announced.
    await composer(ambassador.page).click();
    await composer(ambassador.page).pressSequentially('Yes, every first year', { delay: 40 });
    await expect
      .poll(() => typingLine(prospect.page).textContent(), { timeout: 10_000 })
      .toMatch(/^Amara is typing…$/);
    expect(await typingLine(prospect.page).getAttribute('aria-live')).toBe('polite');
    await screenshot(prospect.page, 'presence-typing-and-read-1280');
    const desktop = await axeViolations(prospect.page, 'presence-prospect-1280');
    expect(desktop, summary(desktop)).toEqual([]);

    // Their message arrives: the indicator goes at once, without waiting for it to expire.
    await ambassador.page.keyboard.press('Enter');
    await expect
      .poll(() => messages(prospect.page).getByText('Yes, every first year').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await typingLine(prospect.page).count()).toBe(0);

    // The other way round, on the phone: the prospect types, the ambassador sees it.
    await composer(prospect.page).pressSequentially('Great, thank you', { delay: 40 });
    await expect.poll(() => typingLine(ambassador.page).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(ambassador.page, 'presence-typing-390');
    const phone = await axeViolations(ambassador.page, 'presence-ambassador-390');
    expect(phone, summary(phone)).toEqual([]);
    // Nobody types any more: it expires after about 6 s.
    await expect.poll(() => typingLine(ambassador.page).count(), { timeout: 12_000 }).toBe(0);

    await prospect.context.close();
    await ambassador.context.close();
  });
});

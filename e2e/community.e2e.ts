import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { audit, summary, writeReport, type Violation } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { PASSWORD } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const messages = (page: Page) => page.getByRole('region', { name: /^Messages in/ });

/** The subject picker: a subject found by search and ticked, then on into the community. */
async function pickSubject(page: Page, search: string, subject: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search subjects' }).fill(search);
  await page.getByRole('checkbox', { name: subject }).check();
  await page.getByRole('button', { name: /^Continue with 1 subject/ }).click();
}

/** Signs in to the community on its own sign-in screen (the widget's session is not used). */
async function signInToCommunity(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/1/community`);
  await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/1/community/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => path(page), { timeout: 20_000 }).toMatch(/^\/1\/community(\/subjects)?$/);
  // An ambassador who follows no subject yet is asked first (spec §4).
  if (path(page) === '/1/community/subjects') {
    await pickSubject(page, 'Computer', 'Computer Science');
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/1/community');
  }
}

describe('the community area', () => {
  it('a prospect joins, picks subjects, joins a room and talks to an ambassador who answers live', async () => {
    const violations: Violation[] = [];
    const prospectContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const prospect = await prospectContext.newPage();

    // Signed out of the community: its own sign-in, then "Create an account".
    await prospect.goto(`${baseUrl}/1/community`);
    await expect.poll(() => path(prospect), { timeout: 20_000 }).toBe('/1/community/sign-in');
    violations.push(...(await audit(prospect, 'community-sign-in-desktop')));
    await prospect.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => path(prospect)).toBe('/1/community/sign-up');

    const email = `community-${Date.now()}@example.com`;
    await prospect.getByRole('textbox', { name: 'First name' }).fill('Jamie');
    await prospect.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
    await prospect.getByRole('textbox', { name: 'Email' }).fill(email);
    await prospect.getByLabel('Password', { exact: true }).fill('community-pass-1');
    violations.push(...(await audit(prospect, 'community-sign-up-desktop')));
    await prospect.getByRole('button', { name: 'Create account' }).click();

    // No subject yet: not authorised, so the subject picker comes first.
    await expect.poll(() => path(prospect), { timeout: 20_000 }).toBe('/1/community/subjects');
    await prospect.getByRole('searchbox', { name: 'Search subjects' }).fill('Computer');
    await prospect.getByRole('checkbox', { name: 'Computer Science' }).check();
    violations.push(...(await audit(prospect, 'community-subjects-desktop')));
    await prospect.getByRole('button', { name: /^Continue with 1 subject/ }).click();

    // Home: the default space chosen, its rooms below, people to talk to.
    await expect.poll(() => path(prospect), { timeout: 20_000 }).toBe('/1/community');
    await prospect.getByRole('heading', { level: 1, name: /Hi Jamie/ }).waitFor();
    const defaultSpace = prospect.getByRole('button', { pressed: true }).first();
    await defaultSpace.waitFor({ timeout: 20_000 });
    violations.push(...(await audit(prospect, 'community-home-desktop')));
    await screenshot(prospect, 'community-home-desktop');

    // Joins the default space's General room and says hello there.
    await prospect.getByRole('button', { name: 'Join General' }).click();
    await expect
      .poll(() => path(prospect), { timeout: 20_000 })
      .toMatch(/^\/1\/community\/dialogs\/\d+$/);
    await expect.poll(() => composer(prospect).count(), { timeout: 20_000 }).toBe(1);
    const hello = `Hi everyone, Jamie here! (${Date.now()})`;
    await composer(prospect).fill(hello);
    await prospect.keyboard.press('Enter');
    await expect
      .poll(() => messages(prospect).getByText(hello).count(), { timeout: 10_000 })
      .toBe(1);
    violations.push(...(await audit(prospect, 'community-room-desktop')));
    await screenshot(prospect, 'community-room-desktop');
    const roomPath = path(prospect);

    // People: ambassadors first; "Message Amara" starts the personal conversation.
    await prospect
      .getByRole('navigation', { name: 'Community' })
      .getByRole('link', { name: 'People' })
      .click();
    await expect.poll(() => path(prospect)).toBe('/1/community/members');
    await prospect
      .getByRole('button', { name: 'Message Amara' })
      .first()
      .waitFor({ timeout: 20_000 });
    violations.push(...(await audit(prospect, 'community-members-desktop')));
    await prospect.getByRole('button', { name: 'Message Amara' }).first().click();
    await expect
      .poll(() => path(prospect), { timeout: 20_000 })
      .toMatch(/^\/1\/community\/dialogs\/\d+$/);
    const personalPath = path(prospect);
    await expect.poll(() => composer(prospect).count(), { timeout: 20_000 }).toBe(1);

    // The ambassador, on a phone in a browser of their own, signs in to the community.
    const ambassadorContext = await browser.newContext({ viewport: VIEWPORTS.phone });
    const ambassador = await ambassadorContext.newPage();
    await signInToCommunity(ambassador, 'ambassador@demo.test');
    await ambassador.goto(`${baseUrl}${personalPath}`);
    await expect.poll(() => composer(ambassador).count(), { timeout: 20_000 }).toBe(1);

    const question = `Hi Amara, what is first-year Computer Science like? (${Date.now()})`;
    await composer(prospect).fill(question);
    await prospect.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => messages(ambassador).getByText(question).count(), { timeout: 15_000 })
      .toBe(1);

    // The answer arrives on the prospect's screen live, without a reload, once.
    const answer = `Busy but fun: lots of programming labs and a group project. (${Date.now()})`;
    await composer(ambassador).fill(answer);
    await ambassador.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => messages(prospect).getByText(answer).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => messages(ambassador).getByText(answer).count()).toBe(1);

    await prospect.mouse.move(0, 0);
    violations.push(...(await audit(prospect, 'community-conversation-desktop')));
    violations.push(...(await audit(ambassador, 'community-conversation-phone')));
    await screenshot(prospect, 'community-conversation-desktop');
    await screenshot(ambassador, 'community-conversation-phone');

    // The same screens on a phone: home, members and the profile, with no sideways scrolling.
    await ambassador.goto(`${baseUrl}/1/community`);
    await ambassador.getByRole('heading', { level: 1, name: /Hi / }).waitFor({ timeout: 20_000 });
    violations.push(...(await audit(ambassador, 'community-home-phone')));
    await screenshot(ambassador, 'community-home-phone');
    const overflow = await ambassador.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await ambassador.goto(`${baseUrl}/1/community/members?tab=prospects`);
    await ambassador.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    violations.push(...(await audit(ambassador, 'community-members-phone')));
    await screenshot(ambassador, 'community-members-phone');

    await prospect.goto(`${baseUrl}/1/community/profile`);
    await prospect
      .getByRole('heading', { level: 1, name: 'Your profile' })
      .waitFor({ timeout: 20_000 });
    violations.push(...(await audit(prospect, 'community-profile-desktop')));
    await screenshot(prospect, 'community-profile-desktop');

    // The prospect leaves the room again (the demo's rooms keep their members).
    await prospect.goto(`${baseUrl}${roomPath}`);
    await prospect.getByRole('button', { name: 'Leave room' }).click();
    await expect
      .poll(() => path(prospect), { timeout: 20_000 })
      .toMatch(/^\/1\/community\/spaces\/\d+$/);
    await prospect.getByRole('button', { name: 'Join General' }).waitFor({ timeout: 20_000 });
    violations.push(...(await audit(prospect, 'community-space-desktop')));
    await screenshot(prospect, 'community-space-desktop');

    // Community sign-out leaves the community only.
    await prospect.goto(`${baseUrl}/1/community/profile`);
    await prospect.getByRole('button', { name: 'Sign out of the community' }).click();
    await expect.poll(() => path(prospect), { timeout: 20_000 }).toBe('/1/community/sign-in');

    writeReport('community-a11y', violations);
    expect(violations, summary(violations)).toEqual([]);
    await prospectContext.close();
    await ambassadorContext.close();
  });
});

import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, settle, summary, writeReport, type Violation } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { signIn } from './people';

const baseUrl = sharedBaseUrl();
/** Where the journey's screenshots are also copied, for a person to look through in order. */
const SHOTS = process.env.APPLICATION_SHOTS_DIR ?? '/tmp/shots/application';
const PASSWORD = 'violet-harbour-47';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A friendly portrait-like picture (a face on a coloured background), as a PNG the browser draws. */
async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffd6a5"/><stop offset="1" stop-color="#ff8fab"/></linearGradient></defs>
    <rect width="900" height="700" fill="url(#bg)"/>
    <ellipse cx="450" cy="760" rx="260" ry="230" fill="#2b4c7e"/>
    <circle cx="450" cy="330" r="150" fill="#8d5524"/>
    <path d="M300 300 Q450 120 600 300 Q600 200 450 170 Q300 200 300 300Z" fill="#1b1b1b"/>
    <circle cx="400" cy="330" r="14" fill="#1b1b1b"/><circle cx="500" cy="330" r="14" fill="#1b1b1b"/>
    <path d="M395 400 Q450 450 505 400" stroke="#1b1b1b" stroke-width="10" fill="none" stroke-linecap="round"/>
  </svg>`;
  const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 900, height: 700 } });
  await page.close();
  return png;
}

type Journey = { viewport: 'desktop' | 'phone'; page: Page; violations: Violation[] };

/** Screenshot of a settled screen (artifacts and the journey folder), with axe run on it. */
async function look(journey: Journey, name: string): Promise<void> {
  await settle(journey.page);
  // A settled screen as someone arriving sees it: from the top, nothing focused or hovered.
  await journey.page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await journey.page.mouse.move(0, 0);
  const file = await screenshot(journey.page, `application-${journey.viewport}-${name}`);
  copyFileSync(file, path.join(SHOTS, path.basename(file)));
  journey.violations.push(...(await axeViolations(journey.page, `${journey.viewport} ${name}`)));
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

async function api<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await response.json()) as { success: boolean; data: T; error?: unknown };
  if (!body.success) throw new Error(`${url}: ${JSON.stringify(body.error)}`);
  return body.data;
}

describe('ambassador application', () => {
  it.each(['desktop', 'phone'] as const)(
    'goes from DEMO-ACCESS to an approved ambassador answering a chat (%s)',
    async (viewport) => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      const journey: Journey = { viewport, page, violations: [] };
      const email = `new-ambassador-${viewport}-${Date.now()}@example.com`;

      // Step 1: the access code (a wrong one first), then the account.
      await page.goto(`${baseUrl}/1/apply`);
      await heading(page, 'Your access code').waitFor();
      await page.getByLabel('Access code', { exact: true }).fill('NOT-A-CODE');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText("We don't recognise this access code", { exact: false }).waitFor();
      await look(journey, '1-code-wrong');
      await page.getByLabel('Access code', { exact: true }).fill('demo-access');
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'Create your account').waitFor();
      await page.getByLabel('First name', { exact: true }).fill('Lina');
      await page.getByLabel('Last name', { exact: true }).fill('Haddad');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await look(journey, '2-account');
      await page.getByRole('button', { name: 'Create account' }).click();

      // Step 2: the profile, with the card drawn as it is typed.
      await heading(page, 'Your profile').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByText('Choose what you study or work on.').first().waitFor();
      await look(journey, '3-profile-errors');
      await page
        .getByLabel('What you study', { exact: true })
        .selectOption({ label: 'Computer Science' });
      await page.getByLabel('Year of study', { exact: true }).selectOption({ label: 'Year 2' });
      await page.getByLabel('Home country', { exact: true }).selectOption({ label: 'Jordan' });
      await page
        .getByLabel('Languages you can chat in', { exact: true })
        .fill('Arabic, English, French');
      await page
        .getByLabel('About me', { exact: true })
        .fill(
          'I moved from Amman to study computer science and I love the hackathons here. Ask me about housing, societies or how I chose my course!',
        );
      await page
        .getByLabel('Ask me about (optional)', { exact: true })
        .fill('Hackathons, Moving abroad');
      const preview = page.getByRole('article', { name: 'Lina Haddad' });
      await preview.getByText('Computer Science · Year 2').waitFor();
      await look(journey, '4-profile-filled');

      // Resumable: a reload keeps the account and the step.
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await heading(page, 'Your photo').waitFor();
      await page.reload();
      await heading(page, 'Your photo').waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe('/1/apply/photo');

      // Step 3: a photo, cropped square.
      await page.locator('input[type="file"]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await portrait(),
      });
      const cropper = page.getByRole('group', { name: 'Position your photo' });
      await cropper.waitFor();
      await cropper.focus();
      await page.keyboard.press('ArrowLeft');
      await page.getByLabel('Zoom', { exact: true }).fill('1.3');
      await look(journey, '5-photo-crop');
      await page.getByRole('button', { name: 'Save photo and continue' }).click();

      // Step 4: welcome, then sent and waiting for approval (also after a reload).
      await heading(page, 'Welcome aboard, Lina!').waitFor({ timeout: 20_000 });
      await look(journey, '6-welcome');
      await page.getByRole('button', { name: 'Send my application' }).click();
      await heading(page, 'Waiting for approval').waitFor();
      await page.reload();
      await heading(page, 'Waiting for approval').waitFor({ timeout: 20_000 });
      await look(journey, '7-waiting');

      // On another device: signing in from the application brings back the same screen.
      const other = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const otherPage = await other.newPage();
      await otherPage.goto(`${baseUrl}/1/apply`);
      await otherPage.getByRole('link', { name: 'Sign in to continue your application' }).click();
      await otherPage.getByLabel('Email', { exact: true }).fill(email);
      await otherPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await otherPage.getByRole('button', { name: 'Sign in', exact: true }).click();
      await heading(otherPage, 'Waiting for approval').waitFor({ timeout: 20_000 });
      await other.close();

      // Not in the widget until approved; the demo admin approves through the admin API.
      const admin = await signIn(baseUrl, 'admin@demo.test');
      const { applications } = await api<{
        applications: { account_id: number; email: string }[];
      }>('/admin/applications?status=pending', { token: admin.token });
      const applicantId = applications.find((entry) => entry.email === email)?.account_id;
      expect(applicantId).toBeDefined();
      const listed = async () =>
        (
          await api<{ users: { id: number }[] }>('/widget/users/getUsers', {
            method: 'POST',
            body: JSON.stringify({ universityId: 1, limit: 50 }),
          })
        ).users.some((user) => user.id === applicantId);
      expect(await listed()).toBe(false);
      await api(`/admin/applications/${applicantId}/approve`, {
        method: 'POST',
        token: admin.token,
        body: '{}',
      });
      expect(await listed()).toBe(true);
      await page.reload();
      await heading(page, "You're an ambassador!").waitFor({ timeout: 20_000 });
      await look(journey, '8-approved');

      // A prospect writes; the new ambassador answers in the chat.
      const prospect = await signIn(baseUrl, 'prospect@demo.test');
      const { dialog_id: dialogId } = await api<{ dialog_id: number }>(
        '/interactionSite/dialogs/createChat',
        { method: 'POST', token: prospect.token, body: JSON.stringify({ userId: applicantId }) },
      );
      const question = `Hi Lina, how are the hackathons? (${viewport} ${Date.now()})`;
      await api(`/interactionSite/dialogs/${dialogId}/messages/prospect/send`, {
        method: 'POST',
        token: prospect.token,
        body: JSON.stringify({ type: 'text', text: question }),
      });
      await page.getByRole('link', { name: 'Go to my chats' }).click();
      await page.goto(`${baseUrl}/1/interaction/dialogs/${dialogId}`);
      const messages = page.getByRole('region', { name: /^Messages with/ });
      await messages.getByText(question).waitFor({ timeout: 20_000 });
      const answer = `They're great: one every month, pizza included! (${Date.now()})`;
      await page.getByRole('textbox', { name: 'Message' }).fill(answer);
      await page.getByRole('button', { name: 'Send message' }).click();
      await messages.getByText(answer).waitFor({ timeout: 10_000 });
      await look(journey, '9-answering');
      const seen = await api<{ messages: { text: string }[] }>(
        `/interactionSite/dialogs/${dialogId}/messages`,
        { token: prospect.token },
      );
      expect(seen.messages.map((message) => message.text)).toContain(answer);

      // No sideways scrolling at this width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      writeReport(`application-${viewport}-axe`, journey.violations);
      expect(journey.violations, summary(journey.violations)).toEqual([]);
      await context.close();
    },
    180_000,
  );
});

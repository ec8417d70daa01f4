import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { settle, summary, type Violation } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { birthDateYearsAgo, PASSWORD, personAt, signIn } from './people';
import { startTestServer, type TestServer } from './server';

// Its own server and data: closing idle chats of university 1 (and restarting the server) must
// not change the demo chats the other browser tests use.
let baseUrl = '';
let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('safeguarding');
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const api = async (path: string, token: string, method: string, body?: object) => {
  const response = await fetch(`${baseUrl}/api/v1/interactionSite${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { success: boolean; data: Record<string, unknown> };
  expect(json.success, JSON.stringify(json)).toBe(true);
  return json.data;
};

/**
 * A 15-year-old signs up at university 1. Accounts keep no birth date of their own yet, so it
 * travels as the sign-up's identity claim too (`sso_custom_data.birth_date`), which is what the
 * chat reads.
 */
async function registerFifteenYearOld(): Promise<string> {
  const email = `maya.${Date.now()}@example.com`;
  const birthDate = birthDateYearsAgo(15);
  const response = await fetch(`${baseUrl}/api/v1/interactionSite/auth/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      name: 'Maya',
      last_name: 'Patel',
      university_id: 1,
      birth_date: birthDate,
      consent_confirmed: true,
      sso_custom_data: { birth_date: birthDate },
    }),
  });
  const body = (await response.json()) as { success: boolean };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return email;
}

/** The prospect's one-to-one chat with an ambassador, by the ambassador's email. */
async function chatWith(prospectToken: string, ambassadorEmail: string): Promise<number> {
  const ambassador = await signIn(baseUrl, ambassadorEmail);
  const data = await api('/dialogs/createChat', prospectToken, 'POST', {
    userId: ambassador.account.id,
  });
  return data['dialog_id'] as number;
}

/**
 * axe on the screen's main content (the chat and its dialogs), WCAG 2.1 A/AA and best practices.
 * The app bar above it belongs to the shell and has its own tests.
 */
async function auditChat(page: Page, screen: string): Promise<Violation[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .include('main')
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  await screenshot(page, `a11y-${screen}`);
  return results.violations.map((violation) => ({
    screen,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
}

/** The first test's chat: the others look at it from other seats. */
let maskedChatId = 0;

const messages = (page: Page) => page.getByRole('region', { name: /^Messages with/ });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function openChat(page: Page, dialogId: number): Promise<void> {
  await page.goto(`${baseUrl}/1/interaction/dialogs/${dialogId}`);
  try {
    await expect.poll(() => composer(page).count(), { timeout: 20_000 }).toBe(1);
  } catch (error) {
    await screenshot(page, 'safeguarding-open-failed');
    throw error;
  }
}

describe('safeguarding a prospect under 18', () => {
  it("hides the 15-year-old's phone number and link from the ambassador, live and on both sides", async () => {
    const email = await registerFifteenYearOld();
    const prospect = await personAt(browser, baseUrl, email, VIEWPORTS.desktop);
    const ambassador = await personAt(browser, baseUrl, 'ambassador@demo.test', VIEWPORTS.phone);
    const dialogId = await chatWith(prospect.session.token, 'ambassador@demo.test');
    maskedChatId = dialogId;
    await openChat(prospect.page, dialogId);
    await openChat(ambassador.page, dialogId);

    await composer(prospect.page).fill(
      'Can you text me on 07911 123456? Or message me at https://instagram.com/maya.k',
    );
    await prospect.page.keyboard.press('Enter');

    const received = messages(ambassador.page).getByText(/^Can you text me on/);
    await expect.poll(() => received.count(), { timeout: 15_000 }).toBe(1);
    expect(await received.textContent()).toBe(
      'Can you text me on phone number hidden for safety? Or message me at link hidden for safety',
    );
    const ambassadorText = (await ambassador.page.textContent('body')) ?? '';
    expect(ambassadorText).not.toContain('07911');
    expect(ambassadorText).not.toContain('instagram.com/maya.k');
    // The writer sees what the other side sees once the server has it.
    await expect
      .poll(() => messages(prospect.page).getByText('phone number hidden for safety').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    // After a reload (history), still hidden.
    await ambassador.page.reload();
    await expect
      .poll(() => messages(ambassador.page).getByText('link hidden for safety').count(), {
        timeout: 20_000,
      })
      .toBe(1);

    const violations = await auditChat(ambassador.page, 'safeguarding-chat-phone');
    expect(violations, summary(violations)).toEqual([]);
    await screenshot(ambassador.page, 'safeguarding-masked-ambassador-phone');
    await screenshot(prospect.page, 'safeguarding-masked-prospect-desktop');
    // The report dialog on a wide screen, opened from the header and left unsent.
    await prospect.page.getByRole('button', { name: 'Report or block this conversation' }).click();
    await prospect.page.getByRole('dialog', { name: 'Report this conversation' }).waitFor();
    await prospect.page.waitForTimeout(400); // the dialog's entrance animation
    await screenshot(prospect.page, 'safeguarding-report-desktop');
    await prospect.page.keyboard.press('Escape');
    await prospect.context.close();
    await ambassador.context.close();
  });

  it('lets the prospect reach report and block in two taps on a phone, and blocking closes the chat', async () => {
    const email = await registerFifteenYearOld();
    const prospect = await personAt(browser, baseUrl, email, VIEWPORTS.phone);
    const dialogId = await chatWith(prospect.session.token, 'priya.raman@demo.test');
    await openChat(prospect.page, dialogId);

    // Tap 1: the flag in the header. Both controls are then on screen.
    await prospect.page.getByRole('button', { name: 'Report or block this conversation' }).click();
    const dialog = prospect.page.getByRole('dialog', { name: 'Report this conversation' });
    await expect.poll(() => dialog.count()).toBe(1);
    const block = dialog.getByRole('button', { name: 'Report and block' });
    expect(await dialog.getByRole('button', { name: 'Send report' }).isVisible()).toBe(true);
    expect(await block.isVisible()).toBe(true);
    // Tap 2: the reason, then the report itself.
    await dialog.getByRole('radio', { name: 'Asked for my contact details or to meet' }).check();
    const violations = await auditChat(prospect.page, 'safeguarding-report-phone');
    expect(violations, summary(violations)).toEqual([]);
    await screenshot(prospect.page, 'safeguarding-report-phone');
    await block.click();

    await expect
      .poll(() => prospect.page.getByText('This conversation is closed').count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await composer(prospect.page).count()).toBe(0);

    const ambassador = await personAt(browser, baseUrl, 'priya.raman@demo.test', VIEWPORTS.desktop);
    await ambassador.page.goto(`${baseUrl}/1/interaction/dialogs/${dialogId}`);
    await expect
      .poll(() => messages(ambassador.page).getByText('The conversation was closed').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    // The ambassador is told the chat closed, not who reported it or why.
    const seen = (await ambassador.page.textContent('body')) ?? '';
    expect(seen).not.toContain('Asked for my contact details');
    expect(seen).not.toContain('Maya closed');
    await screenshot(ambassador.page, 'safeguarding-blocked-ambassador-desktop');
    await prospect.context.close();
    await ambassador.context.close();
  });
});

describe('staff controls in a chat', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`the admin pauses the ambassador and pins a message (${size})`, async () => {
      const admin = await personAt(browser, baseUrl, 'admin@demo.test', viewport);
      // The chat list offers admins their university's chat safety settings.
      await admin.page.goto(`${baseUrl}/1/interaction/dialogs`);
      await admin.page.getByRole('button', { name: 'Chat safety settings' }).click();
      const safety = admin.page.getByRole('dialog', { name: 'Chat safety' });
      await safety.getByRole('button', { name: 'Save settings' }).waitFor({ timeout: 20_000 });
      const settingsViolations = await auditChat(admin.page, `safeguarding-settings-${size}`);
      expect(settingsViolations, summary(settingsViolations)).toEqual([]);
      await screenshot(admin.page, `safeguarding-settings-${size}`);
      await admin.page.keyboard.press('Escape');

      await admin.page.goto(`${baseUrl}/1/interaction/dialogs/${maskedChatId}`);
      await admin.page.getByRole('button', { name: 'More options' }).click();
      await admin.page.getByRole('menuitem', { name: 'People in this chat' }).click();
      const people = admin.page.getByRole('dialog', { name: 'Members' });
      const pause = people.getByRole('button', { name: /^Pause .* messages in this chat$/ });
      const resume = people.getByRole('button', { name: /^Resume .* messages in this chat$/ });
      await expect
        .poll(async () => (await pause.count()) + (await resume.count()), { timeout: 20_000 })
        .toBeGreaterThan(0);
      // A run stopped half-way may have left the ambassador paused.
      if ((await resume.count()) > 0) await resume.click();
      await expect.poll(() => pause.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await pause.first().click();
      await expect.poll(() => resume.count(), { timeout: 10_000 }).toBe(1);
      const violations = await auditChat(admin.page, `safeguarding-members-${size}`);
      expect(violations, summary(violations)).toEqual([]);
      await screenshot(admin.page, `safeguarding-members-${size}`);
      await resume.click();
      await expect.poll(() => pause.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await admin.page.keyboard.press('Escape');

      // Pin the prospect's message (hover shows a message's actions on a wide screen; a tap on a
      // phone), then see it in the pinned bar.
      const bubble = messages(admin.page)
        .locator('[data-id]')
        .filter({ hasText: 'hidden for safety' });
      await bubble.first().click();
      // The desktop run pins it; the phone run finds it pinned and unpins it.
      const pinButton = bubble.first().getByRole('button', { name: /^(Pin|Unpin) / });
      const pinning = (await pinButton.getAttribute('aria-pressed')) !== 'true';
      await pinButton.click();
      await expect
        .poll(() => admin.page.getByRole('button', { name: /Pinned message/ }).count(), {
          timeout: 10_000,
        })
        .toBe(pinning ? 1 : 0);
      await screenshot(admin.page, `safeguarding-pinned-${size}`);
      await admin.context.close();
    });
  }
});

describe('autoClose', () => {
  it('closes an idle chat after the university’s period, across a server restart', async () => {
    const admin = await signIn(baseUrl, 'admin@demo.test');
    const email = await registerFifteenYearOld();
    const prospectSession = await signIn(baseUrl, email);
    const dialogId = await chatWith(prospectSession.token, 'mateo.fernandez@demo.test');
    await api(`/dialogs/${dialogId}/messages/prospect/send`, prospectSession.token, 'POST', {
      text: 'Is the library open on Sundays?',
    });
    await api('/dialogs/chatSafety', admin.token, 'PUT', {
      maskContactDetails: false,
      autoCloseAfterMinutes: 1,
    });
    const idleSince = Date.now();

    // The period and the chat's last activity are stored: a restart in between loses nothing.
    await server.stop();
    await server.start();

    const ambassador = await personAt(
      browser,
      baseUrl,
      'mateo.fernandez@demo.test',
      VIEWPORTS.phone,
    );
    await openChat(ambassador.page, dialogId);
    // The chat closes a minute after its last message, within one sweep (15 s), while open here.
    await expect
      .poll(
        () =>
          messages(ambassador.page).getByText('The conversation was closed automatically').count(),
        { timeout: 120_000, interval: 2_000 },
      )
      .toBe(1);
    expect(Date.now() - idleSince).toBeGreaterThanOrEqual(55_000);
    await expect
      .poll(() => ambassador.page.getByText('This conversation is closed').count())
      .toBeGreaterThan(0);
    await screenshot(ambassador.page, 'safeguarding-auto-closed-phone');
    await ambassador.context.close();
  }, 240_000);
});

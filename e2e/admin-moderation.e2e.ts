import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, settle, summary, writeReport, type Violation } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { chatWithAmbassador } from './demo';
import { personAt, signIn } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Viewport = 'desktop' | 'phone';

async function api<T>(url: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; data: T; error?: unknown };
  if (!answer.success) throw new Error(`${url}: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** Screenshot of a settled screen, with axe run on it. */
async function look(
  page: Page,
  viewport: Viewport,
  name: string,
  violations: Violation[],
): Promise<void> {
  await settle(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.mouse.move(0, 0);
  await screenshot(page, `admin-${viewport}-${name}`);
  violations.push(...(await axeViolations(page, `${viewport} ${name}`)));
}

/** Follows a link of the console's navigation (behind the menu button on phones). */
async function goTo(page: Page, viewport: Viewport, name: string): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name, exact: false })
    .first()
    .click();
}

describe('admin moderation, analytics, CRM and data requests', () => {
  it.each(['desktop', 'phone'] as const)(
    'an admin hides a reported message and the prospect sees it masked at once; the other pages (%s)',
    async (viewport) => {
      const violations: Violation[] = [];
      // A prospect's chat where the ambassador wrote a phone number, and the prospect reported it.
      const dialogId = await chatWithAmbassador(
        baseUrl,
        'prospect@demo.test',
        'Can I talk to someone about the halls?',
      );
      const ambassador = await signIn(baseUrl, 'ambassador@demo.test');
      const prospectSession = await signIn(baseUrl, 'prospect@demo.test');
      const number = `+44 7700 9${String(Date.now()).slice(-5)}`;
      const bad = `Text me on WhatsApp at ${number} instead (${viewport})`;
      const { message } = await api<{ message: { id: number } }>(
        `/interactionSite/dialogs/${dialogId}/messages/send`,
        ambassador.token,
        { type: 'text', text: bad, clientMessageId: `e2e-${viewport}-${Date.now()}` },
      );
      await api('/interactionSite/dialogs/reportMessage', prospectSession.token, {
        dialog_id: dialogId,
        message_id: message.id,
        reported_reason: 'Asked me to move to WhatsApp',
      });

      // The prospect has the chat open.
      const prospect = await personAt(browser, baseUrl, 'prospect@demo.test', VIEWPORTS[viewport]);
      await prospect.page.goto(`${baseUrl}/1/interaction/dialogs/${dialogId}`);
      // Prospects see the university's hidden keywords masked ("WhatsApp"); the rest shows.
      const conversation = prospect.page.getByRole('region', { name: /^Messages with/ });
      const visibleToProspect = conversation.getByText(`${number} instead (${viewport})`, {
        exact: false,
      });
      await visibleToProspect.first().waitFor({ timeout: 20_000 });

      // The admin sees the report in the queue, with the original words, and the count on top.
      const admin = await personAt(browser, baseUrl, 'admin@demo.test', VIEWPORTS[viewport]);
      const page = admin.page;
      await page.goto(`${baseUrl}/1/admin/moderation`);
      // The message is in the queue twice: reported, and a keyword hit ("WhatsApp"). The report:
      const card = page
        .getByRole('article')
        .filter({ hasText: bad })
        .filter({ hasText: 'Reported by' });
      await card.waitFor({ timeout: 20_000 });
      await expect
        .poll(() =>
          page.getByRole('link', { name: /^\d+ to review in the moderation queue$/ }).count(),
        )
        .toBe(1);
      expect(await card.getByRole('heading').textContent()).toMatch(/^Reported by /);
      await look(page, viewport, 'moderation-queue', violations);

      await card.getByRole('button', { name: 'Review' }).click();
      await card.getByRole('list', { name: 'The conversation around it' }).waitFor();
      await card.getByText('Can I talk to someone about the halls?').first().waitFor();
      await card.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `admin-${viewport}-moderation-review`);
      violations.push(...(await axeViolations(page, `${viewport} moderation review`)));

      await card.getByRole('button', { name: 'Hide the message' }).click();
      await page.getByText('The message is hidden from the prospect.').waitFor();
      // Hiding it settles both: the report and the keyword hit leave the queue.
      await expect.poll(() => page.getByRole('article').filter({ hasText: bad }).count()).toBe(0);

      // Live: the prospect's open chat masks the message without a reload.
      await conversation.getByText('*'.repeat(bad.length)).first().waitFor({ timeout: 15_000 });
      expect(await visibleToProspect.count()).toBe(0);
      await screenshot(prospect.page, `admin-${viewport}-moderation-prospect-masked`);

      // The audit log names the decision.
      await goTo(page, viewport, 'Audit log');
      await page.getByText('Hid a reported message').first().waitFor();

      // Analytics, CRM and data requests render with their data at this size.
      await goTo(page, viewport, 'Analytics');
      await page.getByText('Prospects reached').waitFor();
      await page.locator('[role="img"] svg').first().waitFor({ timeout: 20_000 });
      await look(page, viewport, 'analytics', violations);

      await goTo(page, viewport, 'CRM and webhooks');
      await page.getByRole('heading', { name: 'Webhook receivers' }).waitFor();
      await look(page, viewport, 'crm', violations);

      await goTo(page, viewport, 'Data requests');
      await page.getByLabel('Email address').fill('prospect@demo.test');
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('button', { name: 'Download their data (JSON)' }).waitFor();
      await look(page, viewport, 'data-requests', violations);

      await prospect.context.close();
      await admin.context.close();
      writeReport(`admin-moderation-${viewport}`, violations);
      expect(violations, summary(violations)).toEqual([]);
    },
    180_000,
  );
});

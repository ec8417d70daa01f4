import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { personAt, signIn, type Session } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api(session: Session, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v1/interactionSite${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { success: boolean; data: unknown };
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.data as Record<string, unknown>;
}

/** The demo prospect's chat with the demo ambassador (the same one each time). */
async function demoChat(prospect: Session, ambassadorId: number): Promise<number> {
  const data = await api(prospect, 'POST', '/dialogs/createChat', { userId: ambassadorId });
  return data['dialog_id'] as number;
}

/** Records every desktop notification the page makes; the real constructor still runs. */
const OBSERVE_NOTIFICATIONS = () => {
  const shown: { title: string; body: string }[] = [];
  (window as unknown as { __notifications: typeof shown }).__notifications = shown;
  const Real = window.Notification;
  class Observed extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body ?? '' });
    }
  }
  Object.defineProperty(window, 'Notification', { value: Observed, configurable: true });
};

const shownIn = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __notifications: { title: string; body: string }[] }).__notifications,
  );

describe('desktop notifications', () => {
  it('a browser that allowed notifications shows one when a message arrives and its chat is not open', async () => {
    const ambassador = await signIn(baseUrl, 'ambassador@demo.test');
    const prospect = await personAt(browser, baseUrl, 'prospect@demo.test', VIEWPORTS.desktop);
    await prospect.context.grantPermissions(['notifications'], { origin: baseUrl });
    await prospect.context.addInitScript(OBSERVE_NOTIFICATIONS);
    const dialogId = await demoChat(prospect.session, ambassador.account.id);

    // The prospect is on the widget's home, not in the chat.
    await prospect.page.goto(`${baseUrl}/1`);
    expect(await prospect.page.evaluate(() => Notification.permission)).toBe('granted');
    await expect
      .poll(() => prospect.page.getByRole('banner').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // Give the widget a moment to join the person's realtime channels.
    await prospect.page.waitForTimeout(1500);

    const text = `Happy to tell you about halls (${Date.now()})`;
    await api(ambassador, 'POST', `/dialogs/${dialogId}/messages/send`, { text });
    await expect
      .poll(
        async () => (await shownIn(prospect.page)).filter((n) => n.body.includes(text)).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);

    // With the chat open, the next message shows no notification.
    await prospect.page.goto(`${baseUrl}/1/interaction/dialogs/${dialogId}`);
    await expect
      .poll(() => prospect.page.getByRole('textbox', { name: 'Message' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await prospect.page.waitForTimeout(1500);
    const seen = `Seen in the chat (${Date.now()})`;
    await api(ambassador, 'POST', `/dialogs/${dialogId}/messages/send`, { text: seen });
    await expect
      .poll(() => prospect.page.getByText(seen).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect((await shownIn(prospect.page)).filter((n) => n.body.includes(seen))).toEqual([]);
    await prospect.context.close();
  });
});

describe('the notification prompt', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`appears in a chat after the first message, calmly (${name})`, async () => {
      const ambassador = await signIn(baseUrl, 'ambassador@demo.test');
      const prospect = await personAt(browser, baseUrl, 'prospect@demo.test', viewport);
      const dialogId = await demoChat(prospect.session, ambassador.account.id);
      await api(prospect.session, 'POST', `/dialogs/${dialogId}/messages/prospect/send`, {
        text: `When do applications open? (${Date.now()})`,
        clientMessageId: `prompt-${name}-${Date.now()}`,
      });

      await prospect.page.goto(`${baseUrl}/1/interaction/dialogs/${dialogId}`);
      const prompt = prospect.page.getByRole('region', {
        name: 'Reply notifications',
        exact: true,
      });
      await expect.poll(() => prompt.count(), { timeout: 20_000 }).toBe(1);
      await expect
        .poll(() => prompt.getByRole('button', { name: 'Turn on notifications' }).count())
        .toBe(1);
      await prospect.page.waitForTimeout(300);
      await screenshot(prospect.page, `notifications-prompt-${name}`);
      const axe = await new AxeBuilder({ page: prospect.page })
        .include('[aria-label="Reply notifications"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.failureSummary}`)).toEqual([]);

      // "Not now" is remembered on this device.
      await prompt.getByRole('button', { name: 'Not now' }).click();
      await expect.poll(() => prompt.count()).toBe(0);
      await prospect.page.reload();
      await expect
        .poll(() => prospect.page.getByRole('textbox', { name: 'Message' }).count(), {
          timeout: 20_000,
        })
        .toBe(1);
      expect(await prompt.count()).toBe(0);
      await prospect.context.close();
    });
  }
});

describe('the service worker', () => {
  it('registers for the whole site and shows a push as a notification that names the chat', async () => {
    const prospect = await personAt(browser, baseUrl, 'prospect@demo.test', VIEWPORTS.desktop);
    await prospect.context.grantPermissions(['notifications'], { origin: baseUrl });
    await prospect.page.goto(`${baseUrl}/1`);
    const scope = await prospect.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${baseUrl}/`);

    // A push as the browser's push service hands it over (Chromium's DevTools protocol).
    const cdp = await prospect.context.newCDPSession(prospect.page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: found }) => {
        const ours = found.find((r: { scopeURL: string }) => r.scopeURL === `${baseUrl}/`);
        if (ours) resolve(ours.registrationId as string);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    const url = `${baseUrl}/1/interaction/dialogs/42`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId,
      data: JSON.stringify({
        title: 'New message from Amara Okafor',
        body: 'You have a new message.',
        dialogId: 42,
        url,
        tag: 'dialog-42',
      }),
    });
    await expect
      .poll(
        () =>
          prospect.page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            const shown = await registration.getNotifications();
            return shown.map((n) => ({ title: n.title, tag: n.tag, url: n.data?.url }));
          }),
        { timeout: 10_000 },
      )
      .toEqual([{ title: 'New message from Amara Okafor', tag: 'dialog-42', url }]);
    await prospect.context.close();
  });
});

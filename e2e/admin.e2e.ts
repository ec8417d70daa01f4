import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, settle, summary, writeReport, type Violation } from './a11y';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';
import { personAt } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Journey = { viewport: 'desktop' | 'phone'; page: Page; violations: Violation[] };

/** Screenshot of a settled screen, with axe run on it. */
async function look(journey: Journey, page: Page, name: string): Promise<void> {
  await settle(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.mouse.move(0, 0);
  await screenshot(page, `admin-${journey.viewport}-${name}`);
  journey.violations.push(...(await axeViolations(page, `${journey.viewport} ${name}`)));
}

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

/** A student who applied with DEMO-ACCESS and sent a finished application. */
async function sentApplication(name: string, photo: Buffer): Promise<string> {
  const email = `applicant-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const { token } = await api<{ token: string }>('/application/auth/registration', {
    method: 'POST',
    body: JSON.stringify({
      access_code: 'DEMO-ACCESS',
      email,
      password: 'violet-harbour-47',
      name,
      last_name: 'Okafor',
      universityId: 1,
    }),
  });
  await api('/application/account/set-info', {
    method: 'POST',
    token,
    body: JSON.stringify({
      profile_type: 'student',
      subject_ids: [26],
      year_of_study: 2,
      country_id: 159,
      languages: ['English'],
      description: 'I came from Lagos to study biology and I love the labs and the city.',
      interests: ['Labs'],
      social_links: {},
    }),
  });
  await api('/application/account/avatar', {
    method: 'POST',
    token,
    body: JSON.stringify({ file: photo.toString('base64') }),
  });
  await api('/application/account/welcome/introduction', {
    method: 'PUT',
    token,
    body: JSON.stringify({ all_done: true }),
  });
  return email;
}

/** A plain square photo the browser draws. */
async function photo(): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 600, height: 600 } });
  await page.setContent('<body style="margin:0;background:#2b4c7e"></body>');
  const png = await page.screenshot();
  await page.close();
  return png;
}

/** Follows a link of the console's navigation (behind the menu button on phones). */
async function goTo(page: Page, viewport: 'desktop' | 'phone', name: string): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
}

const primaryOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary').trim().toUpperCase(),
  );

describe('admin console', () => {
  it.each([
    ['desktop', '#0A7D55'],
    ['phone', '#7A1FA2'],
  ] as const)(
    'an admin re-themes the widget, changes a title, publishes a post, approves an applicant and schedules a live event (%s)',
    async (viewport, color) => {
      // A visitor has the widget open.
      const visitor = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const widget = await visitor.newPage();
      await widget.goto(`${baseUrl}/1`);
      await widget.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      // Marks this page load: a reload would forget it.
      await widget.evaluate(() => Object.assign(window, { quadSamePage: true }));

      // Signed out, the console sends people to sign in first.
      const stranger = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`${baseUrl}/1/admin/settings`);
      await strangerPage.waitForURL(/\/1\/interaction\/sign-in/, { timeout: 20_000 });
      await stranger.close();

      const { context, page, session } = await personAt(
        browser,
        baseUrl,
        'admin@demo.test',
        VIEWPORTS[viewport],
      );
      const token = session.token;
      // The other journeys expect the demo as seeded: what this one changes is put back after.
      const { settings: original } = await api<{ settings: Record<string, unknown> }>(
        '/admin/settings',
        { token },
      );
      const journey: Journey = { viewport, page, violations: [] };
      try {
        await page.goto(`${baseUrl}/1/admin`);
        await page.getByRole('heading', { level: 1, name: 'Widget settings' }).waitFor({
          timeout: 20_000,
        });
        expect(new URL(page.url()).pathname).toBe('/1/admin/settings');
        await look(journey, page, '1-settings');

        // A pale colour is warned about; a readable one is accepted.
        const colour = page.getByLabel('Colour', { exact: true });
        await colour.fill('#FFE08A');
        await page.getByText('This colour is hard to read', { exact: false }).waitFor();
        await colour.fill(color);
        await page.getByText('Readable:', { exact: false }).waitFor();
        const title = `Meet our students (${viewport})`;
        await page.getByLabel('Welcome line', { exact: true }).fill(title);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Saved. Open widgets update', { exact: false }).waitFor();

        // The open widget hears of it in realtime (universities:1:settings), well before the
        // five minutes after which it would ask again on its own, and re-themes without a reload.
        await widget.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 10_000 });
        expect(await primaryOf(widget)).toBe(color);
        expect(await widget.evaluate(() => 'quadSamePage' in window)).toBe(true);
        await look(journey, widget, '2-widget-rethemed');

        // A post written in the console appears in the widget.
        await goTo(page, viewport, 'Posts');
        await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
        const caption = `Open day this Saturday: come and meet us (${viewport} ${Date.now()})`;
        await page.getByLabel('Text', { exact: true }).fill(caption);
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByText('Published: the post is in the widget.').waitFor();
        await page.getByRole('cell', { name: caption }).waitFor();
        await look(journey, page, '3-posts');
        const visitorPage = await visitor.newPage();
        await visitorPage.goto(`${baseUrl}/1/posts`);
        await visitorPage.getByText(caption, { exact: false }).first().waitFor({ timeout: 20_000 });
        await visitor.close();

        // The audit log shows the changes.
        await goTo(page, viewport, 'Audit log');
        await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
        await page.getByText('Changed the widget settings').first().waitFor();
        await page.getByText('Wrote a post').first().waitFor();
        await look(journey, page, '4-audit');

        // An applicant waits; the admin approves them from the console.
        const name = viewport === 'desktop' ? 'Amara' : 'Chidi';
        await sentApplication(name, await photo());
        await goTo(page, viewport, 'People');
        await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
        await page.getByRole('button', { name: `Approve ${name} Okafor` }).waitFor();
        await look(journey, page, '5-people');
        await page.getByRole('button', { name: `Approve ${name} Okafor` }).click();
        await page
          .getByText(`${name} Okafor is approved: their profile is in the widget.`)
          .waitFor();
        await look(journey, page, '6-approved');

        // A live event is scheduled; the widget lists it.
        await goTo(page, viewport, 'Live events');
        await page.getByRole('heading', { level: 1, name: 'Live events' }).waitFor();
        const eventName = `Meet the engineers (${viewport} ${Date.now()})`;
        const local = (days: number, hour: number) => {
          const date = new Date(Date.now() + days * 86_400_000);
          date.setHours(hour, 0, 0, 0);
          const pad = (value: number) => String(value).padStart(2, '0');
          return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
        };
        await page.getByLabel('Name', { exact: true }).fill(eventName);
        await page
          .getByLabel('Description', { exact: true })
          .fill('Ask our engineering students anything.');
        await page.getByLabel('Starts', { exact: true }).fill(local(3, 17));
        await page.getByLabel('Ends', { exact: true }).fill(local(3, 18));
        await page.getByRole('button', { name: 'Schedule event' }).click();
        await page
          .getByText(`${eventName} is scheduled. Speakers join with the code`, { exact: false })
          .waitFor();
        await page.getByRole('button', { name: `Go live: ${eventName}` }).waitFor();
        await look(journey, page, '7-live-events');
        const listing = await browser.newPage({ viewport: VIEWPORTS[viewport] });
        await listing.goto(`${baseUrl}/1/live-streams`);
        await listing.getByText(eventName, { exact: false }).first().waitFor({ timeout: 20_000 });
        await listing.close();

        // The other screens, for their looks and axe.
        await goTo(page, viewport, 'FAQs');
        await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
        await page.getByRole('button', { name: 'Add FAQ' }).waitFor();
        await look(journey, page, '8-faqs');
        await goTo(page, viewport, 'Sign-in');
        await page.getByRole('heading', { level: 1, name: 'Sign-in' }).waitFor();
        await page.getByLabel('Button name', { exact: true }).waitFor();
        await look(journey, page, '9-sign-in');
      } finally {
        const { university: _university, updated_at: _updatedAt, ...document } = original;
        await api('/admin/settings', { method: 'PUT', token, body: JSON.stringify(document) });
        const { posts } = await api<{ posts: { id: number; caption: string }[] }>(
          '/admin/posts?search=Open%20day%20this%20Saturday&state=published',
          { token },
        );
        for (const post of posts) {
          await api(`/admin/posts/${post.id}`, {
            method: 'PUT',
            token,
            body: JSON.stringify({ caption: post.caption, is_published: false }),
          });
        }
      }
      await context.close();
      const report = writeReport(`admin-${viewport}`, journey.violations);
      expect(journey.violations, `${summary(journey.violations)}\n${report}`).toEqual([]);
    },
    180_000,
  );

  it.each(['desktop', 'phone'] as const)(
    'an admin looks after people, prospects, group chats and speakers, with the widget previewed in a new colour (%s)',
    async (viewport) => {
      const { context, page } = await personAt(
        browser,
        baseUrl,
        'admin@demo.test',
        VIEWPORTS[viewport],
      );
      const journey: Journey = { viewport, page, violations: [] };
      // Nothing here is saved: the demo stays as seeded for the other journeys.
      await page.goto(`${baseUrl}/1/admin/settings`);
      await page.getByRole('heading', { level: 1, name: 'Widget settings' }).waitFor({
        timeout: 20_000,
      });
      await page.getByLabel('Colour', { exact: true }).fill('#B5179E');
      const preview = page.getByRole('figure', { name: 'Preview of the widget' });
      await preview.waitFor();
      expect(
        await preview.evaluate((element) =>
          getComputedStyle(element).getPropertyValue('--primary').trim().toUpperCase(),
        ),
      ).toBe('#B5179E');
      await look(journey, page, '10-preview');

      // The ambassadors' chats and first replies; one profile open for editing.
      await goTo(page, viewport, 'People');
      await page.getByRole('columnheader', { name: 'Median first reply' }).waitFor();
      await page
        .getByRole('button', { name: /^Edit .*'s profile$/ })
        .first()
        .click();
      await page
        .getByRole('form', { name: /'s profile$/ })
        .getByLabel('About me')
        .waitFor();
      await page.getByRole('button', { name: 'Send invitation' }).waitFor();
      await look(journey, page, '11-people-editor');

      // Prospects: search and one in full.
      await goTo(page, viewport, 'Prospects');
      await page.getByRole('heading', { level: 1, name: 'Prospects' }).waitFor();
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await page.getByRole('region', { name: / in full$/ }).waitFor();
      await look(journey, page, '12-prospects');

      // Group chats with their codes and members.
      await goTo(page, viewport, 'Group chats');
      await page.getByRole('heading', { level: 1, name: 'Group chats and forums' }).waitFor();
      const membersButton = page.getByRole('button', { name: /^Members of / }).first();
      if (await membersButton.count()) {
        await membersButton.click();
        await page.getByRole('region', { name: /^Members of / }).waitFor();
      }
      await look(journey, page, '13-group-chats');

      // An event's speakers and their join code.
      await goTo(page, viewport, 'Live events');
      await page.getByRole('heading', { level: 1, name: 'Live events' }).waitFor();
      const speakersButton = page.getByRole('button', { name: /^Speakers of / }).first();
      if (await speakersButton.count()) {
        await speakersButton.click();
        await page.getByRole('region', { name: /^Speakers of / }).waitFor();
      }
      await look(journey, page, '14-speakers');

      await context.close();
      const report = writeReport(`admin-more-${viewport}`, journey.violations);
      expect(journey.violations, `${summary(journey.violations)}\n${report}`).toEqual([]);
    },
    180_000,
  );
});

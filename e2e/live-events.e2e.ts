import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, settle, summary, writeReport, type Violation } from './a11y';
import { launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser';
import { personAt as person } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

/** The demo event that is live now (CONTRACT §8: speaker code DEMO-SPEAKER). */
const EVENT_PATH = '/1/live-streams/engineering-taster-lecture';
const SHOTS = process.env.SHOTS_DIR ?? path.join(SCREENSHOT_DIR, 'live-events');

const personAt = (email: string, viewport: { width: number; height: number }) =>
  person(browser, baseUrl, email, viewport);

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  // The page as it opens: from the top, with no control left focused by the test.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const badge = (page: Page) => page.getByTestId('live-status');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const chat = (page: Page) => page.getByRole('region', { name: /^Live chat of/ });

async function openEvent(page: Page): Promise<void> {
  await page.goto(`${baseUrl}${EVENT_PATH}`);
  await expect.poll(() => badge(page).textContent(), { timeout: 20_000 }).toBe('Live');
}

const violations: Violation[] = [];
async function audit(page: Page, screen: string): Promise<void> {
  await settle(page);
  violations.push(...(await axeViolations(page, screen)));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  writeReport('a11y-live-events', violations);
});

describe('a live event', () => {
  it('takes a prospect from joining to a question others upvote, and ends live for them', async () => {
    // A visitor who is not signed in sees the event and the way in.
    const visitorContext = await browser.newContext({ viewport: VIEWPORTS.phone });
    const visitor = await visitorContext.newPage();
    await openEvent(visitor);
    await audit(visitor, 'live-event-visitor-phone');
    await shot(visitor, 'visitor-phone');
    await visitor.getByRole('button', { name: 'Join the event' }).click();
    const join = visitor.getByRole('dialog', { name: /^Join / });
    await join.waitFor();
    expect(await join.getByRole('button', { name: 'Create account' }).count()).toBe(1);
    await shot(visitor, 'join-modal-phone');
    await visitorContext.close();

    // Sofia joins on a laptop: the live chat opens, she says hello and asks a question.
    const sofia = await personAt('prospect@demo.test', VIEWPORTS.desktop);
    await openEvent(sofia.page);
    await expect.poll(() => composer(sofia.page).count(), { timeout: 20_000 }).toBe(1);
    const hello = `Hi from Lisbon! (${Date.now()})`;
    await composer(sofia.page).fill(hello);
    await sofia.page.keyboard.press('Enter');
    await expect.poll(() => chat(sofia.page).getByText(hello).count(), { timeout: 10_000 }).toBe(1);
    const question = `Do first years get to use the wind tunnel? (${Date.now()})`;
    await sofia.page.getByRole('switch', { name: 'Ask the speakers' }).check();
    await composer(sofia.page).fill(question);
    await sofia.page.keyboard.press('Enter');
    await expect
      .poll(() => chat(sofia.page).getByText('Question', { exact: true }).count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await audit(sofia.page, 'live-event-prospect-desktop');
    await shot(sofia.page, 'prospect-chat-desktop');

    // Noah, on his phone, finds it among the questions and upvotes it.
    const noah = await personAt('noah.kim@demo.test', VIEWPORTS.phone);
    await openEvent(noah.page);
    await noah.page.getByRole('tab', { name: /^Q&A/ }).click();
    const upvote = noah.page.getByRole('button', {
      name: new RegExp(`^Upvote: ${escape(question)}`),
    });
    await upvote.waitFor({ timeout: 20_000 });
    await upvote.click();
    await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe('true');
    await audit(noah.page, 'live-event-questions-phone');
    await shot(noah.page, 'questions-phone');

    // Sofia sees the vote arrive without a reload.
    await sofia.page.getByRole('tab', { name: /^Q&A/ }).click();
    const counted = sofia.page.getByRole('button', { name: `Upvote: ${question} (1 vote)` });
    await expect.poll(() => counted.count(), { timeout: 10_000 }).toBe(1);
    await shot(sofia.page, 'questions-desktop');

    // The event's ambassador sees both of them among the registered prospects.
    const mateo = await personAt('mateo.fernandez@demo.test', VIEWPORTS.phone);
    await openEvent(mateo.page);
    await mateo.page.getByRole('tab', { name: 'People' }).click();
    const people = mateo.page.getByRole('list', { name: 'Registered prospective students' });
    await expect
      .poll(() => people.getByText('Sofia', { exact: false }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await people.getByText('Noah', { exact: false }).count()).toBeGreaterThan(0);
    await audit(mateo.page, 'live-event-ambassador-phone');
    await shot(mateo.page, 'ambassador-prospects-phone');
    await mateo.page.getByRole('tab', { name: 'Speakers' }).click();
    await expect
      .poll(() => mateo.page.getByRole('region', { name: /^Speakers' chat of/ }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await shot(mateo.page, 'ambassador-speakers-chat-phone');
    // A prospect never gets the speakers' chat tab.
    expect(await noah.page.getByRole('tab', { name: 'Speakers' }).count()).toBe(0);

    // An admin of the university ends the event; Sofia's badge changes in place.
    const admin = await personAt('admin@demo.test', VIEWPORTS.desktop);
    await openEvent(admin.page);
    await audit(admin.page, 'live-event-admin-desktop');
    await admin.page.getByRole('button', { name: 'End event' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'End the event?' });
    await confirm.waitFor();
    await shot(admin.page, 'admin-end-modal-desktop');
    await confirm.getByRole('button', { name: 'End event' }).click();
    await expect.poll(() => badge(admin.page).textContent(), { timeout: 10_000 }).toBe('Ended');
    await expect.poll(() => badge(sofia.page).textContent(), { timeout: 10_000 }).toBe('Ended');
    await expect.poll(() => badge(noah.page).textContent(), { timeout: 10_000 }).toBe('Ended');
    await shot(sofia.page, 'prospect-ended-desktop');
    await shot(noah.page, 'prospect-ended-phone');
    await shot(admin.page, 'admin-ended-desktop');

    // No sideways scrolling on a phone.
    const overflow = await noah.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const each of [sofia, noah, mateo, admin]) await each.context.close();
    expect(violations, summary(violations)).toEqual([]);
  }, 240_000);

  it('shows an upcoming event with its countdown and an on-demand one with its player', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/1/live-streams/virtual-open-day`);
      await expect.poll(() => badge(page).textContent(), { timeout: 20_000 }).toBe('Upcoming');
      expect(await page.getByRole('timer').count()).toBe(1);
      await shot(page, `upcoming-${name}`);
      await context.close();
    }
    const list = await fetch(`${baseUrl}/api/v1/widget/liveStreams/getLiveStreams`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ universityId: 1 }),
    });
    const { data } = (await list.json()) as {
      data: { liveStreams: Array<{ slug: string; status: string }> };
    };
    const recorded = data.liveStreams.find((stream) => stream.status === 'onDemand');
    expect(recorded).toBeDefined();
    const prospect = await personAt('prospect@demo.test', VIEWPORTS.desktop);
    await prospect.page.goto(`${baseUrl}/1/live-streams/${recorded?.slug}`);
    await expect
      .poll(() => badge(prospect.page).textContent(), { timeout: 20_000 })
      .toBe('On demand');
    const player = prospect.page.getByLabel(/^Recording of/);
    expect(await player.evaluate((video) => video.tagName)).toBe('VIDEO');
    await audit(prospect.page, 'live-event-on-demand-desktop');
    await shot(prospect.page, 'on-demand-desktop');
    await prospect.context.close();
    expect(violations, summary(violations)).toEqual([]);
  }, 120_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

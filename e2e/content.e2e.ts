import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A home section by its title (the demo settings' titles). */
const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** True when the page is wider than the window (DESIGN.md: no horizontal scroll, ever). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('content and discovery', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`goes home → ambassador → post → FAQ → search → filter (${name})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();

      // Home: the sections of the seeded university, people first.
      await page.goto(`${baseUrl}/1`);
      const ambassadors = section(page, 'Meet our student ambassadors');
      const firstPerson = ambassadors.getByRole('article').first();
      await firstPerson.waitFor();
      await expect.poll(() => ambassadors.getByRole('article').count()).toBe(4);
      await expect
        .poll(() => section(page, 'Stories from campus').getByRole('article').count())
        .toBe(4);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `content-home-${name}`);

      // Ambassador: the card opens the profile at its slug, with the chat action.
      const personName = (await firstPerson.getAttribute('aria-label')) ?? '';
      await firstPerson.getByRole('link', { name: personName }).click();
      // The URL is percent-encoded: a name like Fernández arrives as fern%C3%A1ndez.
      await page.waitForURL(/\/1\/chat-to-us\/[^/?#]+-\d+$/u);
      await page.getByRole('heading', { level: 1, name: personName }).waitFor();
      const firstName = personName.split(' ')[0];
      // Signed out, "Chat with …" opens sign-up over the profile.
      expect(
        await page
          .getByRole('button', { name: `Chat with ${firstName}` })
          .first()
          .getAttribute('aria-haspopup'),
      ).toBe('dialog');
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `content-ambassador-${name}`);

      // Post: from the home section, with its picture, likes and share.
      await page.goto(`${baseUrl}/1`);
      const post = section(page, 'Stories from campus').getByRole('article').first();
      await post.getByRole('heading').getByRole('link').click();
      await page.waitForURL(/\/1\/posts\/[^/]+-\d+$/u);
      await page.getByRole('heading', { level: 1, name: /^Post by / }).waitFor();
      await page
        .getByRole('button', { name: /^Like this post/ })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Share' }).waitFor();
      expect(await page.locator('article img').first().getAttribute('alt')).toBeTruthy();
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `content-post-${name}`);

      // FAQ: a question with answers by ambassadors, each with its likes.
      await page.goto(`${baseUrl}/1/faq`);
      const question = page.getByRole('list').getByRole('heading').first();
      const questionText = (await question.textContent()) ?? '';
      await question.getByRole('link').click();
      await page.waitForURL(/\/1\/faq\/[^/]+-\d+$/u);
      await page.getByRole('heading', { level: 1, name: questionText }).waitFor();
      await expect
        .poll(() => page.getByRole('button', { name: /^Like this answer/ }).count())
        .toBeGreaterThan(0);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `content-faq-${name}`);

      // Search: the results of getContent, and the exact message for too many terms.
      await page.goto(`${baseUrl}/1`);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('a, b, c, d, e, f, g, h, i, j, k');
      await search.press('Enter');
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('You can use up to 10 search terms at the same time.');
      await search.fill('Computer Science');
      await search.press('Enter');
      await page.waitForURL(/\?search=Computer\+Science$/u);
      await page.getByText('Results for “Computer Science”').waitFor();
      await expect.poll(() => section(page, 'Meet our student ambassadors').count()).toBe(1);
      await screenshot(page, `content-search-${name}`);

      // Filter: narrow the ambassadors by profile type (a popover on desktop, a sheet on phones).
      await page.goto(`${baseUrl}/1/chat-to-us`);
      await page.getByRole('article').first().waitFor();
      const everyone = await page.getByRole('article').count();
      if (name === 'phone') {
        await page.getByRole('button', { name: /^Filters/ }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.getByRole('button', { name: 'Alumni', exact: true }).click();
        await screenshot(page, `content-filter-sheet-${name}`);
        await sheet.getByRole('button', { name: 'Show results' }).click();
      } else {
        await page.getByRole('button', { name: 'Profile type' }).click();
        await page.getByRole('dialog', { name: 'Profile type' }).getByLabel('Alumni').check();
        await screenshot(page, `content-filter-popover-${name}`);
        await page.keyboard.press('Escape');
      }
      await page.waitForURL(/account_type=2/u);
      await page.getByRole('button', { name: 'Remove filter Profile type: Alumni' }).waitFor();
      await expect.poll(() => page.getByRole('article').count()).toBeLessThan(everyone);
      await expect.poll(() => page.getByText('Alumni', { exact: true }).count()).toBeGreaterThan(1);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `content-filtered-${name}`);

      await context.close();
    });
  }

  it('opens an item the embedding page names by bare id at its canonical address', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/1/posts/1`);
    await page.waitForURL(/\/1\/posts\/[^/]+-1$/u);
    await page.goto(`${baseUrl}/1/carousel`);
    const carousel = page.getByRole('region', { name: 'Meet our student ambassadors' });
    await carousel.getByRole('group').first().waitFor();
    await screenshot(page, 'content-carousel-phone');
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import type { Browser, Page } from 'playwright-core';
import { audit, summary, writeReport, type Violation } from './a11y';
import { launchBrowser, VIEWPORTS } from './browser';
import { chatWithAmbassador as chatOf, demoContent as contentOf } from './demo';
import { personAt } from './people';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const demoContent = () => contentOf(baseUrl);
const chatWithAmbassador = (email: string) => chatOf(baseUrl, email);

async function visit(page: Page, path: string, screen: string): Promise<Violation[]> {
  await page.goto(`${baseUrl}${path}`);
  return audit(page, screen);
}

describe('every screen passes axe with zero violations', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`signed out (${size})`, async () => {
      const demo = await demoContent();
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const found: Violation[] = [];
      const screens: Array<[string, string]> = [
        ['/1', 'home'],
        ['/group/1', 'group-home'],
        ['/1/chat-to-us', 'ambassadors'],
        [`/1/chat-to-us/${demo.ambassador}`, 'profile'],
        ['/1/posts', 'posts'],
        [`/1/posts/${demo.post}`, 'post'],
        ['/1/faq', 'faqs'],
        [`/1/faq/${demo.faq}`, 'faq'],
        ['/1/chat-to-us/university-data', 'university'],
        ['/1/carousel', 'carousel'],
        [`/1/live-streams/${demo.liveStream}`, 'live-event'],
        ['/1/live-streams', 'live-events'],
        ['/1/interaction/group-chats', 'group-chats'],
        ['/1/interaction/sign-in', 'sign-in'],
        ['/1/interaction/sign-up', 'sign-up'],
        ['/1/interaction/dialogs', 'chats-gate'],
        [`/1/interaction/dialogs/${demo.groupChatId}`, 'group-chat-preview'],
        [`/1/interaction/dialogs/${demo.forumId}`, 'forum-preview'],
        ['/1/no-such-page', 'not-found'],
      ];
      for (const [path, screen] of screens) {
        found.push(...(await visit(page, path, `signed-out-${screen}-${size}`)));
      }
      // The university's whole name shows in the header, on phones too (no "Demo Univer…").
      await page.goto(`${baseUrl}/1`);
      const name = page.getByTestId('university-name');
      await name.waitFor();
      expect(
        await name.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth &&
            element.scrollHeight <= element.clientHeight + 1,
        ),
      ).toBe(true);
      // The sign-up sheet over a profile.
      await page.goto(`${baseUrl}/1/chat-to-us/${demo.ambassador}`);
      await page
        .getByRole('button', { name: /^Chat with/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      found.push(...(await audit(page, `signed-out-sign-up-sheet-${size}`)));
      await context.close();
      writeReport(`a11y-signed-out-${size}`, found);
      expect(found, summary(found)).toEqual([]);
      // About twenty screens, each audited: close to a minute on a loaded 2-core machine.
    }, 180_000);

    it(`prospect (${size})`, async () => {
      const demo = await demoContent();
      const dialogId = await chatWithAmbassador('prospect@demo.test');
      const { context, page } = await personAt(browser, baseUrl, 'prospect@demo.test', viewport);
      const found: Violation[] = [];
      for (const [path, screen] of [
        ['/1', 'home'],
        [`/1/chat-to-us/${demo.ambassador}`, 'profile'],
        ['/1/interaction/dialogs', 'chats'],
        [`/1/interaction/dialogs/${dialogId}`, 'chat'],
        [`/1/interaction/dialogs/${demo.groupChatId}`, 'group-chat'],
        ['/1/settings', 'settings'],
      ] as const) {
        found.push(...(await visit(page, path, `prospect-${screen}-${size}`)));
      }
      // Signed in, with the chats link and the account menu beside it, the name still shows whole.
      await page.goto(`${baseUrl}/1`);
      const name = page.getByTestId('university-name');
      await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
      expect(
        await name.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth &&
            element.scrollHeight <= element.clientHeight + 1,
        ),
      ).toBe(true);
      await context.close();
      writeReport(`a11y-prospect-${size}`, found);
      expect(found, summary(found)).toEqual([]);
    });

    for (const role of ['ambassador', 'admin'] as const) {
      it(`${role} (${size})`, async () => {
        const dialogId = await chatWithAmbassador('prospect@demo.test');
        const { context, page } = await personAt(browser, baseUrl, `${role}@demo.test`, viewport);
        const found: Violation[] = [];
        for (const [path, screen] of [
          ['/1', 'home'],
          ['/1/interaction/dialogs', 'chats'],
          [`/1/interaction/dialogs/${dialogId}`, 'chat'],
          ['/1/settings', 'settings'],
        ] as const) {
          found.push(...(await visit(page, path, `${role}-${screen}-${size}`)));
        }
        await context.close();
        writeReport(`a11y-${role}-${size}`, found);
        expect(found, summary(found)).toEqual([]);
      });
    }
  }
});

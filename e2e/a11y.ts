import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, screenshot } from './browser';

export type Violation = { screen: string; id: string; impact: string; nodes: string[] };

/**
 * Runs axe on the page as it is: WCAG 2.0 and 2.1 A and AA (with 2.5.3, label in name) and axe's
 * best practices (heading order, landmarks, allowed roles …). Answers what it found.
 */
export async function axeViolations(page: Page, screen: string): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((violation) => ({
    screen,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
}

/** Waits for a screen to settle: its main heading shown and no skeleton left. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, {
      timeout: 10_000,
    })
    .catch(() => {
      // A screen may keep something loading (a live video); axe still looks at the rest.
    });
  // What arrives late has arrived: a screen's lazy parts and their texts, and what rises after
  // its data (the push question in a chat), so it is not read halfway through rising.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {
    // A screen that keeps fetching (a live video): axe looks at it as it is.
  });
  // Fonts, images and transitions (under 200 ms) done.
  await page.waitForTimeout(300);
  // Nothing is caught halfway through fading in (a prompt that rose just now): axe would read
  // its colours mid-way. Endless animations (a spinner) do not count.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {
      // Still moving after five seconds: axe looks at the page as it is.
    });
}

/** Screenshots a settled screen and runs axe on it. */
export async function audit(page: Page, screen: string): Promise<Violation[]> {
  await settle(page);
  await screenshot(page, `a11y-${screen}`);
  return axeViolations(page, screen);
}

/** Writes what axe found beside the screenshots, for a person to read. */
export function writeReport(name: string, violations: Violation[]): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.json`);
  writeFileSync(file, JSON.stringify(violations, null, 2));
  return file;
}

/** One line a rule, for an assertion message a person can act on. */
export function summary(violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `${v.screen}: ${v.id} (${v.impact}) ×${v.nodes.length}\n    ${v.nodes.slice(0, 3).join('\n    ')}`,
    )
    .join('\n');
}

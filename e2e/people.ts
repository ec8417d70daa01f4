import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PASSWORD = 'demo-password-1';

export type Session = {
  token: string;
  refreshToken: string;
  account: { id: number; name: string };
};

/** Signs in through the API, as the sign-in screen would (for calls made by the test itself). */
export async function signIn(baseUrl: string, email: string): Promise<Session> {
  const body = await withinRateLimit(async () => {
    const response = await fetch(`${baseUrl}/api/v1/interactionSite/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, universityId: 1 }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json(),
    };
  });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data;
}

type LoginAnswer = { success: boolean; data: Session };

/** How long a 429 asks to wait, in milliseconds (5 s when it does not say, a minute at most). */
export function rateLimitWaitMs(retryAfter: string | null | undefined): number {
  return Math.min(Number(retryAfter) || 5, 60) * 1000;
}

/**
 * Every browser of the run shares this machine's address, so the server's per-address limits
 * can answer 429 to a busy run: wait as long as it says, then try again (twice at most).
 */
async function withinRateLimit(
  attempt: () => Promise<{ status: number; retryAfter: string | null; body: unknown }>,
): Promise<LoginAnswer> {
  for (let round = 0; ; round += 1) {
    const answer = await attempt();
    if (answer.status !== 429 || round === 2) return answer.body as LoginAnswer;
    await new Promise((resolve) => setTimeout(resolve, rateLimitWaitMs(answer.retryAfter)));
  }
}

/**
 * A browser of its own for one person, signed in the way the app keeps a session: the login
 * answer sets the httpOnly refresh cookie in this browser, and each page load restores the
 * session from it (the access token lives in the page's memory only).
 */
export async function personAt(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; session: Session }> {
  const context = await browser.newContext({ viewport });
  const body = await withinRateLimit(async () => {
    const response = await context.request.post(`${baseUrl}/api/v1/interactionSite/auth/login`, {
      data: { email, password: PASSWORD, universityId: 1 },
    });
    return {
      status: response.status(),
      retryAfter: response.headers()['retry-after'] ?? null,
      body: await response.json(),
    };
  });
  expect(body.success, JSON.stringify(body)).toBe(true);
  const page = await context.newPage();
  return { context, page, session: body.data };
}

/** A date of birth `years` years and a month ago, as a date input takes it. */
export function birthDateYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

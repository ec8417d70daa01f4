import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitError } from '../../core/errors/app-error';
import { problem } from '../../core/errors/problems';

/** What a 429 of an attempt limit says; each text names the `{{minutes}}` to wait. */
export type AttemptProblem = 'tooManyCodes' | 'tooManyResets' | 'tooManySignInFailures';

/** Failed sign-ins an account (or one trusted browser of it) may have per window. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Counts attempts under a key and refuses once the key has used its allowance. */
export interface AttemptLimiter {
  /** Throws a 429 saying `why` when the key has no attempts left. */
  assertAllowed(request: FastifyRequest, key: string, why: AttemptProblem): Promise<void>;
  /** Counts one attempt against the key. */
  count(request: FastifyRequest, key: string): Promise<void>;
}

/**
 * A limiter on the global rate-limit store (Redis when REDIS_URL is set, so every node shares
 * the counts). Unlike a route limit it only counts what the caller reports (failed sign-ins,
 * mails asked for) and can be keyed on anything, such as a normalised email.
 */
export function createAttemptLimiter(
  app: FastifyInstance,
  options: { max: number; windowMs: number },
): AttemptLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => keys.get(request) ?? `unkeyed:${request.ip}`,
  });
  return {
    async assertAllowed(request, key, why) {
      keys.set(request, key);
      const state = await limit(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) {
        const minutes = Math.max(1, Math.ceil(state.ttl / 60_000));
        throw new RateLimitError(problem(why, { minutes }));
      }
    },
    async count(request, key) {
      keys.set(request, key);
      await limit(request);
    },
  };
}

/**
 * The per-account sign-in limit, without a lockout an attacker can hold: failures are counted
 * per account for browsers the account has never signed in from, and separately per browser for
 * those it has (a signed device cookie). Someone guessing from elsewhere can exhaust the first
 * allowance, but never the owner's own browser's; the window also expires by itself, and the
 * password-reset mail always works.
 */
export function loginFailureKey(
  email: string,
  accountId: number | undefined,
  device: { accountId: number; nonce: string } | null,
): string {
  return device && accountId !== undefined && device.accountId === accountId
    ? `login-device:${device.nonce}`
    : `login-account:${email}`;
}

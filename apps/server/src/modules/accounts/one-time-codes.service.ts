import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@quad/shared/errors';
import { BadRequestError } from '../../core/errors/app-error';
import type { Executor } from './accounts.repository';
import {
  countWrongGuess,
  findLiveCode,
  markCodeUsed,
  replaceLiveCode,
  type CodePurposeKey,
  type OneTimeCodeRow,
} from './one-time-codes.repository';
import { randomHex } from '../../core/random';
import { problem, type Problem } from '../../core/errors/problems';

/** Wrong guesses a code survives; then a new code must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

/** The one refusal for every bad code, so a guess learns nothing about why it failed. */
export function invalidCode(why: Problem = problem('codeInvalid')): BadRequestError {
  return new BadRequestError(why, undefined, ERROR_CODES.INVALID_CODE);
}

/** Six digits, for codes a person types. */
export function numericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 32 random bytes in hex, for codes carried in links. */
export function hexCode(): string {
  return randomHex(32);
}

/**
 * HMAC of a code under the server secret: a leaked table does not give codes away, and even a
 * six-digit code cannot be brute-forced offline without the secret.
 */
export function hashCode(secret: string, purpose: CodePurposeKey, code: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${code.trim().toLowerCase()}`)
    .digest('hex');
}

/** Stores a new code; earlier unused codes of the same account and purpose stop working. */
export async function issueCode(
  tx: Executor,
  secret: string,
  input: {
    accountId: number;
    email?: string | undefined;
    purpose: CodePurposeKey;
    code: string;
    ttlMinutes: number;
    payload?: Record<string, unknown>;
  },
): Promise<void> {
  await replaceLiveCode(tx, {
    accountId: input.accountId,
    email: input.email ?? null,
    purpose: input.purpose,
    codeHash: hashCode(secret, input.purpose, input.code),
    ttlMinutes: input.ttlMinutes,
    payload: input.payload ?? {},
  });
}

/**
 * Checks a typed code against the account's live code of this purpose. A wrong guess is
 * counted at once (outside any transaction that the refusal rolls back); the caller claims the
 * returned code inside the transaction that applies the change.
 */
export async function verifyCode(
  db: Executor,
  secret: string,
  input: { accountId: number; purpose: CodePurposeKey; code: string },
): Promise<OneTimeCodeRow> {
  const row = await findLiveCode(db, {
    accountId: input.accountId,
    purpose: input.purpose,
    maxAttempts: MAX_CODE_ATTEMPTS,
  });
  if (!row) throw invalidCode();
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, input.purpose, input.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await countWrongGuess(db, row.id);
    throw invalidCode();
  }
  return row;
}

/** Marks a code used; refuses when a concurrent request used it first. */
export async function claimCode(tx: Executor, id: number): Promise<void> {
  if (!(await markCodeUsed(tx, id))) throw invalidCode();
}

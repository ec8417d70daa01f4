import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import type { DetailCode } from '@quad/shared/errors';
import { PASSWORD_MAX, PASSWORD_MIN } from '@quad/shared/limits';

/**
 * argon2id (the library's default algorithm) with the OWASP-recommended floor (19 MiB,
 * 2 passes). The parameters travel inside each hash, so raising them later still verifies old
 * hashes.
 */
const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the hash. Without a hash (unknown email, SSO-only account)
 * it still spends the time of one verification, so response times do not reveal accounts.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('quad-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a refusal, not a crash.
    return false;
  }
}

/** Where the common-password list lives: beside the sources, and beside the bundle in dist/. */
function commonPasswordsFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/core/auth → ../../../assets ; dist → ../assets
  const candidates = [
    path.resolve(here, '../../../assets/common-passwords.txt'),
    path.resolve(here, '../assets/common-passwords.txt'),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`common-passwords.txt not found near ${here}`);
  return found;
}

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The 17,950 most common passwords of 8 or more characters from breach corpora (the ranked
 * list of @zxcvbn-ts/language-common, MIT), lowercased; read once on first use.
 */
function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(commonPasswordsFile(), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/** Digits and symbols people add to a common word to pass a rule ("password123!"). */
const DECORATION = /[\d\s!@#$%^&*().,?_+=~-]+$/;

/** True when the password is, or is a decorated form of, a commonly breached password. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  const set = commonPasswordSet();
  if (set.has(lowered)) return true;
  const stripped = lowered.replace(DECORATION, '').replace(/^[\d\s!@#$%^&*().,?_+=~-]+/, '');
  return stripped.length >= PASSWORD_MIN && stripped !== lowered && set.has(stripped);
}

/** Why a password is refused: a detail's code, params and English text, without its path. */
export type PasswordProblem = {
  code: DetailCode;
  params?: { [name: string]: number };
  message: string;
};

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) {
    return {
      code: 'password_too_short',
      params: { minimum: PASSWORD_MIN },
      message: `Use at least ${PASSWORD_MIN} characters.`,
    };
  }
  if (password.length > PASSWORD_MAX) {
    return {
      code: 'password_too_long',
      params: { maximum: PASSWORD_MAX },
      message: `Use at most ${PASSWORD_MAX} characters.`,
    };
  }
  const lowered = password.toLowerCase();
  if (email) {
    const address = email.toLowerCase();
    if (lowered === address || lowered === address.split('@')[0]) {
      return {
        code: 'password_is_email',
        message: 'Your password must not be your email address.',
      };
    }
  }
  if (new Set(lowered).size <= 2) {
    return { code: 'password_too_easy', message: 'This password is too easy to guess.' };
  }
  if (isCommonPassword(password)) {
    return {
      code: 'password_too_common',
      message:
        'This password is too common and appears in known data breaches. Choose another one.',
    };
  }
  return null;
}

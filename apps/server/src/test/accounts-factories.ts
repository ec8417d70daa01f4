import type { InjectOptions } from 'fastify';
import { ROLES } from '@quad/shared/roles';
import type { App } from '../app';
import type { Db } from '../core/db/client';
import { questions } from '../core/db/schema';
import { commit } from '../core/db/transaction';
import { hashPassword } from '../core/auth/passwords';
import { createLoginCode } from '../modules/accounts/login.service';
import { buildAccount } from './factories';

/** A password that passes the policy; every factory account uses it unless told otherwise. */
export const TEST_PASSWORD = 'violet-harbour-47';

let passwordHash: Promise<string> | undefined;

/** An account that can sign in with TEST_PASSWORD (or `password`). */
export async function buildUserWithPassword(
  db: Db,
  overrides: Parameters<typeof buildAccount>[1] & { password?: string } = {},
) {
  const { password, ...rest } = overrides;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = password ? await hashPassword(password) : await passwordHash;
  return buildAccount(db, { roleKey: ROLES.prospect, passwordHash: hash, ...rest });
}

type QuestionInsert = typeof questions.$inferInsert;

/** A question of a university; optional kind, free text, not required unless told. */
export async function buildQuestion(
  db: Db,
  universityId: number,
  overrides: Partial<QuestionInsert> = {},
) {
  const [row] = await db
    .insert(questions)
    .values({
      universityId,
      key: `q-${Math.random().toString(36).slice(2, 10)}`,
      question: 'What would you like to study?',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('question not inserted');
  return row;
}

/** A one-time sign-in code for an account, as a mail would carry it. */
export function loginCodeFor(app: App, accountId: number): Promise<string> {
  const { db, after, config } = app.ctx.services;
  return commit(db, after, (tx) => createLoginCode(tx, config.jwtSecret, accountId));
}

let addressCounter = 0;

/** A fresh client address, so per-address rate limits of one test do not touch another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Signs in through the API and answers the tokens, account and Set-Cookie headers. */
export async function signIn(
  app: App,
  email: string,
  password = TEST_PASSWORD,
  extra: Partial<InjectOptions> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/interactionSite/auth/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
    ...extra,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed with ${response.statusCode}: ${response.body}`);
  }
  const data = response.json().data as {
    token: string;
    refreshToken: string;
    account: { id: number; email: string };
  };
  return { ...data, cookies: response.cookies };
}

/** `{ authorization: 'Bearer …' }`. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The text messages the recording SMS provider kept for a number, newest first. */
export async function textsTo(app: App, to: string): Promise<{ to: string; text: string }[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/sms?to=${encodeURIComponent(to)}`,
  });
  return (response.json() as { messages: { to: string; text: string }[] }).messages;
}

/** A raw MIME mail with quoted-printable soft breaks and escapes undone, for reading its text. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The six-digit code a mail shows on a line of its own. */
export function codeInMail(raw: string): string {
  const match = /^(\d{6})\r?$/m.exec(decodeMail(raw));
  if (!match?.[1]) throw new Error('no code in mail');
  return match[1];
}

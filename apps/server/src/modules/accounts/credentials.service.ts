import type { FastifyRequest } from 'fastify';
import type { CodeSent, EmailChange, PasswordChange } from '@quad/shared/contracts/auth';
import { hashPassword, passwordProblem } from '../../core/auth/passwords';
import { commit } from '../../core/db/transaction';
import { BadRequestError, ValidationError } from '../../core/errors/app-error';
import { enqueueMail } from '../../core/mail/mailer';
import {
  emailChangedMail,
  passwordChangedMail,
  verificationCodeMail,
} from '../../core/mail/templates/account-mails';
import type { AccountsContext } from './accounts.deps';
import { addressed, mailContextFor } from './account-mail';
import { findAccountByEmail, updateAccount, type AccountRow } from './accounts.repository';
import {
  claimCode,
  invalidCode,
  issueCode,
  numericCode,
  verifyCode,
} from './one-time-codes.service';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../core/db/pg-error';
import { revokeAccountTokens } from './refresh-tokens.repository';
import { MAIN_AREA, startSession, type Session, type SessionArea } from './sessions.service';
import { emailTaken } from './registration.service';
import { problem, problemDetail } from '../../core/errors/problems';

export type CredentialsDeps = Pick<
  AccountsContext,
  'db' | 'after' | 'tokens' | 'config' | 'codeMessages'
>;

/** How long an emailed verification code works. */
export const CODE_TTL_MINUTES = 15;

/** Mails a code to the new address; the change happens when the code comes back. */
export async function requestEmailChange(
  deps: CredentialsDeps,
  request: FastifyRequest,
  account: AccountRow,
  email: string,
): Promise<CodeSent> {
  if (email === account.email) {
    throw new BadRequestError(problem('sameEmail'), [
      problemDetail('query.email', problem('sameEmail')),
    ]);
  }
  if (await findAccountByEmail(deps.db, email)) throw emailTaken();
  return mailCode(deps, request, account, { to: email, purpose: 'email_change' });
}

/** Moves the account to the new address once its code is confirmed; tells the old address. */
export async function confirmEmailChange(
  deps: CredentialsDeps,
  request: FastifyRequest,
  account: AccountRow,
  input: EmailChange,
): Promise<AccountRow> {
  const code = await verifyCode(deps.db, deps.config.jwtSecret, {
    accountId: account.id,
    purpose: 'email_change',
    code: input.code,
  });
  if (code.payload['email'] !== input.email) throw invalidCode();
  if (await findAccountByEmail(deps.db, input.email)) throw emailTaken();
  const context = await mailContextFor(deps.db, deps.config.publicUrl, account, {
    acceptLanguage: request.headers['accept-language'],
  });
  try {
    return await commit(deps.db, deps.after, async (tx) => {
      await claimCode(tx, code.id);
      const updated = (await updateAccount(tx, account.id, { email: input.email })) ?? account;
      await enqueueMail(tx, addressed(account.email, emailChangedMail(context, input.email)));
      return updated;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

/** Mails a code to the account's address to confirm a password change. */
export async function requestPasswordChange(
  deps: CredentialsDeps,
  request: FastifyRequest,
  account: AccountRow,
): Promise<CodeSent> {
  return mailCode(deps, request, account, { to: account.email, purpose: 'password_change' });
}

/** Mails a six-digit code for a purpose to an address, at most 5 per account per 15 minutes. */
async function mailCode(
  deps: CredentialsDeps,
  request: FastifyRequest,
  account: AccountRow,
  { to, purpose }: { to: string; purpose: 'email_change' | 'password_change' },
): Promise<CodeSent> {
  await deps.codeMessages.assertAllowed(request, `mail:${account.id}`, 'tooManyCodes');
  await deps.codeMessages.count(request, `mail:${account.id}`);
  const code = numericCode();
  const context = await mailContextFor(deps.db, deps.config.publicUrl, account, {
    acceptLanguage: request.headers['accept-language'],
  });
  await commit(deps.db, deps.after, async (tx) => {
    await issueCode(tx, deps.config.jwtSecret, {
      accountId: account.id,
      email: to,
      purpose,
      code,
      ttlMinutes: CODE_TTL_MINUTES,
      // An email change is confirmed only for the address the code went to.
      payload: purpose === 'email_change' ? { email: to } : {},
    });
    await enqueueMail(
      tx,
      addressed(to, verificationCodeMail(context, purpose, code, CODE_TTL_MINUTES)),
    );
  });
  return { sent: true, expiresInMinutes: CODE_TTL_MINUTES };
}

/**
 * Sets a new password and signs out every session (widget and community): the caller gets a
 * fresh one in its area, so only the device that made the change stays signed in.
 */
export async function setNewPassword(
  deps: Pick<CredentialsDeps, 'db' | 'after' | 'tokens' | 'config'>,
  account: AccountRow,
  password: string,
  codeId: number,
  acceptLanguage: string | undefined,
  area: SessionArea = MAIN_AREA,
): Promise<{ account: AccountRow; session: Session }> {
  const problem = passwordProblem(password, account.email);
  if (problem) throw new ValidationError([{ path: 'body.password', ...problem }]);
  const passwordHash = await hashPassword(password);
  const context = await mailContextFor(deps.db, deps.config.publicUrl, account, { acceptLanguage });
  const result = await commit(deps.db, deps.after, async (tx) => {
    await claimCode(tx, codeId);
    const updated = (await updateAccount(tx, account.id, { passwordHash })) ?? account;
    const revoked = await revokeAccountTokens(tx, account.id);
    await enqueueMail(tx, addressed(account.email, passwordChangedMail(context)));
    const session = await startSession(tx, deps.tokens, updated, 'web', area);
    return { account: updated, session, revoked };
  });
  deps.after.sessions.revoked(result.revoked);
  return { account: result.account, session: result.session };
}

/** Confirms a password change with the mailed code. */
export async function confirmPasswordChange(
  deps: CredentialsDeps,
  request: FastifyRequest,
  account: AccountRow,
  input: PasswordChange,
): Promise<{ account: AccountRow; session: Session }> {
  const problem = passwordProblem(input.password, account.email);
  if (problem) throw new ValidationError([{ path: 'body.password', ...problem }]);
  const code = await verifyCode(deps.db, deps.config.jwtSecret, {
    accountId: account.id,
    purpose: 'password_change',
    code: input.code,
  });
  return setNewPassword(deps, account, input.password, code.id, request.headers['accept-language']);
}

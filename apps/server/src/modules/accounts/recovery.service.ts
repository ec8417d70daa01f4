import type { FastifyRequest } from 'fastify';
import type { PasswordRecoveryConfirm, passwordRecoverySchema } from '@quad/shared/contracts/auth';
import type { z } from 'zod';
import { passwordProblem } from '../../core/auth/passwords';
import { commit } from '../../core/db/transaction';
import { ValidationError } from '../../core/errors/app-error';
import { enqueueMail } from '../../core/mail/mailer';
import { passwordRecoveryMail } from '../../core/mail/templates/account-mails';
import { addressed, mailContextFor } from './account-mail';
import { findAccountByEmail, findAccountById, type AccountRow } from './accounts.repository';
import type { CredentialsDeps } from './credentials.service';
import { setNewPassword } from './credentials.service';
import { hexCode, invalidCode, issueCode, verifyCode } from './one-time-codes.service';
import type { Session } from './sessions.service';
import { accountScope, resolveScope } from './widget-scope';
import { problem } from '../../core/errors/problems';

/** How long a password-reset link works. */
export const RECOVERY_TTL_MINUTES = 60;

/**
 * The page a reset link opens: the widget's sign-in (`user_id` and the code), or the community's
 * (`email` and the code, which its confirm call takes).
 */
function resetLink(
  brandUrl: string,
  account: AccountRow,
  code: string,
  area: 'main' | 'community',
): URL {
  const link = new URL(`${brandUrl}/${area === 'main' ? 'interaction' : 'community'}/sign-in`);
  link.searchParams.set('action', 'reset-password');
  if (area === 'main') link.searchParams.set('user_id', String(account.id));
  else link.searchParams.set('email', account.email);
  link.searchParams.set('code', code);
  return link;
}

/**
 * Mails a reset link (user_id and a hex code) when the address has an account. The answer is
 * the same either way, and the per-address limit counts every request, so neither reveals
 * whether an account exists. The community's link opens the community's sign-in page.
 */
export async function requestRecovery(
  deps: CredentialsDeps,
  request: FastifyRequest,
  input: z.infer<typeof passwordRecoverySchema>,
  area: 'main' | 'community' = 'main',
): Promise<void> {
  const key = `recovery:${input.email}`;
  await deps.codeMessages.assertAllowed(request, key, 'tooManyResets');
  await deps.codeMessages.count(request, key);
  const given = input.universityId !== undefined || input.groupId !== undefined;
  const widget = given
    ? await resolveScope(deps.db, deps.config.publicUrl, {
        universityId: input.universityId,
        groupId: input.groupId,
      })
    : undefined;
  const account = await findAccountByEmail(deps.db, input.email);
  if (!account || account.deletedAt) return;

  const scope = widget ?? (await accountScope(deps.db, deps.config.publicUrl, account));
  const code = hexCode();
  const link = resetLink(scope.brand.url, account, code, area);
  const context = await mailContextFor(deps.db, deps.config.publicUrl, account, {
    acceptLanguage: request.headers['accept-language'],
    scope,
  });
  await commit(deps.db, deps.after, async (tx) => {
    await issueCode(tx, deps.config.jwtSecret, {
      accountId: account.id,
      email: account.email,
      purpose: 'password_recovery',
      code,
      ttlMinutes: RECOVERY_TTL_MINUTES,
    });
    const mail = passwordRecoveryMail(context, link.toString(), RECOVERY_TTL_MINUTES);
    await enqueueMail(tx, addressed(account.email, mail));
  });
}

/** Sets the new password of a reset link: single use, expiring; signs in with a new session. */
export async function confirmRecovery(
  deps: CredentialsDeps,
  request: FastifyRequest,
  input: PasswordRecoveryConfirm,
): Promise<{ account: AccountRow; session: Session }> {
  const account = await findAccountById(deps.db, input.user_id);
  if (!account || account.deletedAt) throw invalidCode(problem('resetLinkInvalid'));
  const weak = passwordProblem(input.new_password, account.email);
  if (weak) throw new ValidationError([{ path: 'body.new_password', ...weak }]);
  const code = await verifyCode(deps.db, deps.config.jwtSecret, {
    accountId: account.id,
    purpose: 'password_recovery',
    code: input.code,
  });
  return setNewPassword(
    deps,
    account,
    input.new_password,
    code.id,
    request.headers['accept-language'],
  );
}

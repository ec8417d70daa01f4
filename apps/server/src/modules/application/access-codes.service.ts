import type {
  AccessCodeQuery,
  AccessCodeResult,
  AccessCodeSummary,
  CreateAccessCode,
} from '@quad/shared/contracts/application';
import { ERROR_CODES } from '@quad/shared/errors';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import { authorize, authorizeVisible } from '../../core/auth/policy';
import type { Executor } from '../accounts/accounts.repository';
import { BadRequestError, ConflictError } from '../../core/errors/app-error';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../core/db/pg-error';
import { resolveScope } from '../accounts/widget-scope';
import type { ApplicationContext } from './application.context';
import {
  findAccessCode,
  findAccessCodeById,
  insertAccessCode,
  listAccessCodes,
  revokeAccessCode,
  type AccessCodeRow,
} from './access-codes.repository';
import { can } from './application.policy';
import { presentAccessCode } from './application.presenter';
import { audit } from '../admin/audit.service';
import { randomHex } from '../../core/random';
import { problem, problemDetail, type Problem } from '../../core/errors/problems';

export const ACCESS_CODE_MESSAGES = {
  unknown: problem('accessCodeUnknown'),
  expired: problem('accessCodeExpired'),
  usedUp: problem('accessCodeUsedUp'),
  revoked: problem('accessCodeRevoked'),
} as const;

/** 400 INVALID_ACCESS_CODE, saying why under the code's field. */
export const refusedAccessCode = (why: Problem) =>
  new BadRequestError(why, [problemDetail('access_code', why)], ERROR_CODES.INVALID_ACCESS_CODE);

/** Why a code cannot be used now, or null when it can. */
export function accessCodeProblem(code: AccessCodeRow, now = new Date()): Problem | null {
  if (!code.isActive || code.revokedAt) return ACCESS_CODE_MESSAGES.revoked;
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) {
    return ACCESS_CODE_MESSAGES.expired;
  }
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return ACCESS_CODE_MESSAGES.usedUp;
  return null;
}

/**
 * The usable code of a text, seen from the widget's university or group: a code of a university
 * outside that scope answers exactly like an unknown one, so no one learns another's codes.
 */
export async function requireUsableCode(
  ctx: Pick<ApplicationContext, 'db' | 'config'>,
  db: Executor,
  input: { access_code: string; universityId?: number | undefined; groupId?: number | undefined },
): Promise<AccessCodeRow> {
  const code = await findAccessCode(db, input.access_code);
  if (!code) throw refusedAccessCode(ACCESS_CODE_MESSAGES.unknown);
  if (input.universityId !== undefined || input.groupId !== undefined) {
    const scope = await resolveScope(ctx.db, ctx.config.publicUrl, {
      universityId: input.universityId,
      groupId: input.groupId,
    });
    if (!scope.universities.some((university) => university.id === code.universityId)) {
      throw refusedAccessCode(ACCESS_CODE_MESSAGES.unknown);
    }
  }
  const why = accessCodeProblem(code);
  if (why) throw refusedAccessCode(why);
  return code;
}

/** GET /auth/registration/access_code: whose a valid code is and which role it gives. */
export async function checkAccessCode(
  ctx: ApplicationContext,
  query: AccessCodeQuery,
): Promise<AccessCodeResult> {
  const code = await requireUsableCode(ctx, ctx.db, query);
  const scope = await resolveScope(ctx.db, ctx.config.publicUrl, {
    universityId: code.universityId,
  });
  return {
    access_code: code.code,
    university: { id: code.universityId, name: scope.brand.name },
    role: ROLES.ambassador,
  };
}

/** The admin's own university, or 403 for an admin without one. */
function adminUniversity(actor: Actor): number {
  authorize(actor.universityId !== null, 'account_without_university');
  return actor.universityId;
}

/** The access codes of the admin's university. */
export async function listCodes(
  ctx: ApplicationContext,
  actor: Actor,
): Promise<AccessCodeSummary[]> {
  const universityId = adminUniversity(actor);
  authorize(can(actor, 'application:list', { universityId }));
  return (await listAccessCodes(ctx.db, universityId)).map(presentAccessCode);
}

/** A new code for the admin's university (random unless given). */
export async function createCode(
  ctx: ApplicationContext,
  actor: Actor,
  input: CreateAccessCode,
): Promise<AccessCodeSummary> {
  const universityId = adminUniversity(actor);
  authorize(can(actor, 'accessCode:manage', { universityId }));
  const code = input.code ?? randomHex(5).toUpperCase();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertAccessCode(tx, {
        code,
        universityId,
        maxUses: input.max_uses,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      });
      await audit(
        tx,
        { id: actor.id, universityId },
        {
          action: 'accessCode.create',
          target: `accessCode:${inserted.id}`,
          before: null,
          after: { code: inserted.code, max_uses: inserted.maxUses },
        },
      );
      return inserted;
    });
    return presentAccessCode(row);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw new ConflictError(problem('accessCodeTaken'));
    }
    throw error;
  }
}

/** Revokes one of the admin's university's codes; someone else's is a 404. */
export async function revokeCode(
  ctx: ApplicationContext,
  actor: Actor,
  id: number,
): Promise<AccessCodeSummary> {
  const code = await findAccessCodeById(ctx.db, id);
  authorizeVisible(code !== undefined && can(actor, 'accessCode:manage', code), 'access_code');
  const row = await ctx.db.transaction(async (tx) => {
    const revoked = await revokeAccessCode(tx, id);
    if (!code.revokedAt) {
      await audit(
        tx,
        { id: actor.id, universityId: code.universityId },
        {
          action: 'accessCode.revoke',
          target: `accessCode:${id}`,
          before: { code: code.code, revoked: false },
          after: { code: code.code, revoked: true },
        },
      );
    }
    return revoked;
  });
  return presentAccessCode(row);
}

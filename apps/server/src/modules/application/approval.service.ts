import type {
  Application,
  ApplicationStatus,
  ApplicationSummary,
} from '@quad/shared/contracts/application';
import type { Actor } from '../../core/auth/tokens';
import { authorize, authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { ConflictError } from '../../core/errors/app-error';
import { enqueueMail } from '../../core/mail/mailer';
import { addressed, mailContextFor } from '../accounts/account-mail';
import { findAccountById } from '../accounts/accounts.repository';
import type { ApplicationContext } from './application.context';
import { applicationApprovedMail, applicationRejectedMail } from './application-mails';
import { can, isDecidable } from './application.policy';
import { presentApplicationSummary } from './application.presenter';
import {
  findApplicationRecord,
  listApplicationRecords,
  lockApplication,
  updateApplication,
  updateProfile,
} from './application.repository';
import { applyUrl, currentApplication } from './applicant.service';
import { audit } from '../admin/audit.service';
import { problem } from '../../core/errors/problems';

const WHAT = 'application';

/** The applications of the admin's university, optionally of one status. */
export async function listApplications(
  ctx: ApplicationContext,
  actor: Actor,
  status: ApplicationStatus | undefined,
): Promise<{ applications: ApplicationSummary[]; total: number }> {
  authorize(actor.universityId !== null, 'account_without_university');
  authorize(can(actor, 'application:list', { universityId: actor.universityId }));
  const records = await listApplicationRecords(ctx.db, actor.universityId, status);
  return {
    applications: records.map((record) => presentApplicationSummary(record, ctx.storage)),
    total: records.length,
  };
}

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * Approves or rejects a sent application of the admin's own university (another university's is
 * a 404). Approval publishes the profile to the widget; rejection keeps it hidden and tells the
 * applicant why. The change and its mail commit together.
 */
export async function decideApplication(
  ctx: ApplicationContext,
  actor: Actor,
  accountId: number,
  decision: Decision,
): Promise<Application> {
  const record = await findApplicationRecord(ctx.db, accountId);
  authorizeVisible(
    record !== undefined &&
      !record.account.deletedAt &&
      can(actor, 'application:decide', record.application),
    WHAT,
  );
  await commit(ctx.db, ctx.after, async (tx) => {
    const application = await lockApplication(tx, accountId);
    if (!application || !isDecidable(application.status)) {
      throw new ConflictError(
        application?.status === 'in_progress'
          ? problem('applicationNotSent')
          : problem('applicationDecided'),
      );
    }
    const approved = decision.kind === 'approve';
    await updateApplication(tx, accountId, {
      status: approved ? 'approved' : 'rejected',
      decidedAt: new Date(),
      decidedBy: actor.id,
      rejectionReason: approved ? null : decision.reason,
    });
    await updateProfile(tx, accountId, { isPublished: approved });
    await audit(
      tx,
      { id: actor.id, universityId: application.universityId },
      {
        action: approved ? 'application.approve' : 'application.reject',
        target: `account:${accountId}`,
        before: { status: application.status },
        after: approved
          ? { status: 'approved' }
          : { status: 'rejected', rejection_reason: decision.reason },
      },
    );
    const account = await findAccountById(tx, accountId);
    if (!account) return;
    const context = await mailContextFor(tx, ctx.config.publicUrl, account);
    const mail = approved
      ? applicationApprovedMail(context)
      : applicationRejectedMail(
          context,
          decision.reason,
          applyUrl(ctx.config.publicUrl, application.universityId),
        );
    await enqueueMail(tx, addressed(account.email, mail));
  });
  return currentApplication(ctx, accountId);
}

import type {
  Application,
  ApplicationRegistration,
  SetInfo,
} from '@quad/shared/contracts/application';
import { countryById } from '@quad/shared/data/countries';
import { subjectById } from '@quad/shared/data/subjects';
import { ROLES } from '@quad/shared/roles';
import { profileSearchText } from '@quad/shared/rules/profile-search-text';
import type { Actor } from '../../core/auth/tokens';
import { hashPassword, passwordProblem } from '../../core/auth/passwords';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../core/db/pg-error';
import { commit } from '../../core/db/transaction';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  type ErrorDetail,
} from '../../core/errors/app-error';
import { enqueueMail } from '../../core/mail/mailer';
import { languageFromAcceptLanguage } from '../../core/mail/templates/i18n';
import { addressed, mailContextFor } from '../accounts/account-mail';
import { requireLiveAccount } from '../accounts/account-info.service';
import {
  findAccountByEmail,
  insertAccount,
  type AccountRow,
  type Executor,
} from '../accounts/accounts.repository';
import { emailTaken } from '../accounts/registration.service';
import { startSession, type Session } from '../accounts/sessions.service';
import {
  accessCodeProblem,
  ACCESS_CODE_MESSAGES,
  refusedAccessCode,
  requireUsableCode,
} from './access-codes.service';
import { consumeAccessCode, findAccessCodeById } from './access-codes.repository';
import type { ApplicationContext } from './application.context';
import { applicationReceivedMail, applicationToReviewMail } from './application-mails';
import { maySubmit } from './application.policy';
import { presentApplication } from './application.presenter';
import {
  findApplicationRecord,
  findUniversityAdmins,
  insertApplication,
  insertProfile,
  replaceAccountSubjects,
  updateApplication,
  updateProfile,
  type ApplicationRecord,
} from './application.repository';
import { problem } from '../../core/errors/problems';

/** Where an applicant comes back to the flow (mail links). */
export function applyUrl(publicUrl: string, universityId: number): string {
  return `${publicUrl}/${universityId}/apply`;
}

/** The applicant's application; 404 for an account that never applied. */
export async function requireApplication(
  db: Executor,
  accountId: number,
): Promise<ApplicationRecord> {
  const record = await findApplicationRecord(db, accountId);
  if (!record || record.account.deletedAt) throw new NotFoundError('your_application');
  return record;
}

/** The current state of an account's application, as the API shows it. */
export async function currentApplication(
  ctx: Pick<ApplicationContext, 'db' | 'storage'>,
  accountId: number,
): Promise<Application> {
  return presentApplication(await requireApplication(ctx.db, accountId), ctx.storage);
}

/**
 * POST /auth/registration: the access code decides the university and the role. Creates the
 * ambassador account, its unpublished profile and the application, takes one use of the code
 * and signs in, all in one transaction.
 */
export async function registerApplicant(
  ctx: ApplicationContext,
  input: ApplicationRegistration,
  meta: { acceptLanguage?: string | undefined },
): Promise<{ account: AccountRow; session: Session }> {
  const code = await requireUsableCode(ctx, ctx.db, input);
  const weak = passwordProblem(input.password, input.email);
  if (weak) throw new ValidationError([{ path: 'body.password', ...weak }]);
  if (await findAccountByEmail(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const language = languageFromAcceptLanguage(meta.acceptLanguage);

  try {
    return await commit(ctx.db, ctx.after, async (tx) => {
      if (!(await consumeAccessCode(tx, code.id))) {
        // Someone took the last use, or the code was revoked, since it was checked.
        const now = await findAccessCodeById(tx, code.id);
        throw refusedAccessCode((now && accessCodeProblem(now)) ?? ACCESS_CODE_MESSAGES.usedUp);
      }
      const account = await insertAccount(tx, {
        email: input.email,
        passwordHash,
        roleKey: ROLES.ambassador,
        name: input.name,
        lastName: input.last_name,
        universityId: code.universityId,
        notificationData: language ? { language } : {},
        // The form carries the terms: applying accepts them.
        acceptedTermsAt: new Date(),
      });
      await insertProfile(tx, {
        accountId: account.id,
        universityId: code.universityId,
        isPublished: false,
        searchText: `${account.name} ${account.lastName}`,
      });
      await insertApplication(tx, {
        accountId: account.id,
        universityId: code.universityId,
        accessCodeId: code.id,
      });
      const session = await startSession(tx, ctx.tokens, account, input.accessType);
      return { account, session };
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

/** Reference ids that are not in the lists. */
function profileProblems(input: SetInfo): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  input.subject_ids.forEach((id, index) => {
    if (!subjectById(id)) {
      problems.push({
        path: `body.subject_ids.${index}`,
        code: 'not_in_list',
        message: 'Choose a subject from the list.',
      });
    }
  });
  if (new Set(input.subject_ids).size !== input.subject_ids.length) {
    problems.push({
      path: 'body.subject_ids',
      code: 'duplicate_items',
      message: 'Choose each subject once.',
    });
  }
  if (!countryById(input.country_id)) {
    problems.push({
      path: 'body.country_id',
      code: 'not_in_list',
      message: 'Choose a country from the list.',
    });
  }
  return problems;
}

/** POST /account/set-info: the profile of spec §3, kept on the (unpublished) ambassador profile. */
export async function setInfo(
  ctx: ApplicationContext,
  actor: Actor,
  input: SetInfo,
): Promise<Application> {
  const record = await requireApplication(ctx.db, actor.id);
  const problems = profileProblems(input);
  if (problems.length > 0) throw new ValidationError(problems);
  const type = input.profile_type;
  const profile = {
    profileType: type,
    subjectId: input.subject_ids[0] ?? null,
    countryId: input.country_id,
    yearOfStudy: type === 'student' || type === 'school_student' ? input.year_of_study : null,
    graduationYear: type === 'alumni' ? input.graduation_year : null,
    jobTitle: type === 'staff' ? input.job_title : null,
    bio: input.description,
    languages: input.languages,
    interests: input.interests,
  };
  const person = { name: record.account.name, lastName: record.account.lastName };
  await commit(ctx.db, ctx.after, async (tx) => {
    await updateProfile(tx, actor.id, {
      ...profile,
      searchText: profileSearchText(person, profile),
    });
    await replaceAccountSubjects(tx, actor.id, input.subject_ids.slice(1));
    await updateApplication(tx, actor.id, {
      socialLinks: input.social_links,
      infoSavedAt: new Date(),
    });
  });
  return currentApplication(ctx, actor.id);
}

/**
 * PUT /account/welcome/introduction `{ all_done: true }`: sends the application to the
 * university's admins (again, after a rejection). Sending twice changes nothing.
 */
export async function finishApplication(
  ctx: ApplicationContext,
  actor: Actor,
): Promise<Application> {
  const record = await requireApplication(ctx.db, actor.id);
  const { application } = record;
  if (!application.infoSavedAt || !application.avatarSavedAt) {
    throw new ConflictError(problem('applicationIncomplete'));
  }
  if (maySubmit(application.status)) {
    const account = await requireLiveAccount(ctx.db, actor.id);
    await commit(ctx.db, ctx.after, async (tx) => {
      await updateApplication(tx, actor.id, {
        status: 'pending',
        submittedAt: new Date(),
        decidedAt: null,
        decidedBy: null,
        rejectionReason: null,
      });
      await updateProfile(tx, actor.id, { introductionDone: true });
      const context = await mailContextFor(tx, ctx.config.publicUrl, account);
      const url = applyUrl(ctx.config.publicUrl, record.university.id);
      await enqueueMail(tx, addressed(account.email, applicationReceivedMail(context, url)));
      for (const admin of await findUniversityAdmins(tx, record.university.id)) {
        const adminContext = await mailContextFor(tx, ctx.config.publicUrl, admin);
        await enqueueMail(
          tx,
          addressed(admin.email, applicationToReviewMail(adminContext, account)),
        );
      }
    });
  }
  return currentApplication(ctx, actor.id);
}

import type { Registration } from '@quad/shared/contracts/auth';
import { countryById } from '@quad/shared/data/countries';
import { academicLevelById } from '@quad/shared/data/academic-levels';
import { admissionStageById } from '@quad/shared/data/admission-stages';
import { nationalityById } from '@quad/shared/data/nationalities';
import { ERROR_CODES } from '@quad/shared/errors';
import { ROLES } from '@quad/shared/roles';
import { ageOfConsent, ageOn, needsConsentConfirmation } from '@quad/shared/rules/age-of-consent';
import { hashPassword, passwordProblem } from '../../core/auth/passwords';
import { commit, type Tx } from '../../core/db/transaction';
import { ConflictError, ValidationError, type ErrorDetail } from '../../core/errors/app-error';
import { enqueueMail } from '../../core/mail/mailer';
import { welcomeMail } from '../../core/mail/templates/account-mails';
import { languageFromAcceptLanguage } from '../../core/mail/templates/i18n';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../core/db/pg-error';
import type { AccountsContext } from './accounts.deps';
import { addressed, mailContextFor } from './account-mail';
import {
  findAccountByEmail,
  insertAccount,
  linkIdentity,
  updateAccount,
  type AccountRow,
} from './accounts.repository';
import { checkAnswers, hasAnsweredMandatory } from './questions.service';
import { findQuestions, upsertAnswers } from './questions.repository';
import { MAIN_AREA, startSession, type Session, type SessionArea } from './sessions.service';
import { assertPasswordSignInAllowed } from './sso-policy';
import { resolveScope, type WidgetScope } from './widget-scope';
import { problem } from '../../core/errors/problems';

export type RegistrationDeps = Pick<AccountsContext, 'db' | 'after' | 'tokens' | 'config'>;

/** A registration; the password may be missing only when a sign-in provider vouches (`via`). */
export type RegistrationInput = Omit<Registration, 'password'> & {
  password?: string | undefined;
};

/** What another area adds to a registration: its session, and rows of its own in the commit. */
export interface RegistrationExtras {
  area?: SessionArea;
  within?: (tx: Tx, account: AccountRow) => Promise<void>;
}

/** The identity a sign-in provider vouched for, linked to the new account in the same commit. */
export interface VouchedIdentity {
  provider: string;
  subject: string;
}

/** 409 EMAIL_TAKEN: the address already has an account. */
export const emailTaken = () => new ConflictError(problem('emailTaken'), ERROR_CODES.EMAIL_TAKEN);

/** Problems with the reference ids, the password and the age of consent, as field details. */
function registrationProblems(input: RegistrationInput, scope: WidgetScope): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const nationality =
    input.nationality_id != null ? nationalityById(input.nationality_id) : undefined;
  if (input.nationality_id != null && !nationality) {
    problems.push({
      path: 'body.nationality_id',
      code: 'not_in_list',
      message: 'Choose a nationality from the list.',
    });
  }
  if (input.residence_country_id != null && !countryById(input.residence_country_id)) {
    problems.push({
      path: 'body.residence_country_id',
      code: 'not_in_list',
      message: 'Choose a country from the list.',
    });
  }
  if (input.admissionStageId != null && !admissionStageById(input.admissionStageId)) {
    problems.push({
      path: 'body.admissionStageId',
      code: 'not_in_list',
      message: 'Choose a stage from the list.',
    });
  }
  if (input.academicLevelId != null && !academicLevelById(input.academicLevelId)) {
    problems.push({
      path: 'body.academicLevelId',
      code: 'not_in_list',
      message: 'Choose a level from the list.',
    });
  }
  const weak = input.password !== undefined && passwordProblem(input.password, input.email);
  if (weak) problems.push({ path: 'body.password', ...weak });

  if (input.birth_date !== undefined) {
    const age = ageOn(input.birth_date);
    if (age === null || age < 0 || age > 120) {
      problems.push({
        path: 'body.birth_date',
        code: 'birth_date_invalid',
        message: 'Enter your real date of birth.',
      });
    } else {
      // Spec §5: the age by nationality, or 16 at universities configured so (strictest wins).
      const options = { universityFixedAt16: scope.universities.some((u) => u.ageOfConsent16) };
      if (needsConsentConfirmation(age, nationality?.code, options) && !input.consent_confirmed) {
        const threshold = ageOfConsent(nationality?.code, options);
        problems.push({
          path: 'body.consent_confirmed',
          code: 'parental_consent_required',
          params: { minimumAge: threshold },
          message: `People under ${threshold} need a parent's or guardian's consent to sign up. Please confirm you have it.`,
        });
      }
    }
  }
  return problems;
}

function utmOf(input: RegistrationInput): Record<string, unknown> {
  const utm: Record<string, unknown> = {};
  for (const key of ['medium', 'source', 'campaign', 'user_came_from'] as const) {
    const value = input[key];
    if (value) utm[key] = value;
  }
  if (input.engagementData) utm['engagement'] = input.engagementData;
  return utm;
}

/**
 * Registers a prospect (spec §3 payload): checks the scope, the reference ids, the password,
 * the age of consent and the answers, then creates the account, its answers, a welcome mail
 * and a first session in one transaction. With `via` (single sign-on or a social provider) the
 * password is optional, single-sign-on rules are met, and the identity is linked.
 */
export async function register(
  deps: RegistrationDeps,
  input: RegistrationInput,
  meta: { acceptLanguage?: string | undefined },
  via?: VouchedIdentity,
  extras: RegistrationExtras = {},
): Promise<{ account: AccountRow; session: Session }> {
  const scope = await resolveScope(deps.db, deps.config.publicUrl, {
    universityId: input.university_id,
    groupId: input.group_id,
  });
  if (!via) {
    await assertPasswordSignInAllowed(
      deps.db,
      { universityId: input.university_id, groupId: input.group_id },
      ROLES.prospect,
    );
  }
  if (!via && input.password === undefined) {
    throw new ValidationError([
      { path: 'body.password', code: 'password_required', message: 'Choose a password.' },
    ]);
  }
  const problems = registrationProblems(input, scope);
  if (problems.length > 0) throw new ValidationError(problems);
  if (await findAccountByEmail(deps.db, input.email)) throw emailTaken();

  const universityIds = scope.universities.map((u) => u.id);
  const asked = [
    ...(await findQuestions(deps.db, universityIds, 'optional')),
    ...(await findQuestions(deps.db, universityIds, 'mandatory')).filter(
      (q) => q.kind === 'mandatory',
    ),
  ];
  const answers = checkAnswers(asked, input.answers);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
  const language = languageFromAcceptLanguage(meta.acceptLanguage);

  try {
    return await commit(deps.db, deps.after, async (tx) => {
      const created = await insertAccount(tx, {
        email: input.email,
        passwordHash,
        roleKey: ROLES.prospect,
        name: input.name,
        lastName: input.last_name,
        phoneCountry: input.phone_country ?? null,
        phoneNumber: input.phone_number ?? null,
        nationalityId: input.nationality_id ?? null,
        residenceCountryId: input.residence_country_id ?? null,
        universityId: scope.universityId,
        universityGroupId: scope.groupId,
        marketingPreference: input.marketing_preference,
        resiveEmail: input.resive_email,
        communications: input.communications,
        ssoCustomData: input.sso_custom_data ?? null,
        utm: utmOf(input),
        admissionStageId: input.admissionStageId ?? null,
        academicLevelId: input.academicLevelId ?? null,
        studyStartDate: input.studyStartDate ?? null,
        birthDate: input.birth_date ?? null,
        notificationData: language ? { language } : {},
        // The sign-up form carries the terms: registering accepts them.
        acceptedTermsAt: new Date(),
      });
      if (via) await linkIdentity(tx, created.id, via.provider, via.subject);
      await upsertAnswers(tx, created.id, answers);
      if (extras.within) await extras.within(tx, created);
      const account =
        (await updateAccount(tx, created.id, {
          isAnsweredMandatoryQuestion: await hasAnsweredMandatory(tx, created.id, universityIds),
        })) ?? created;
      const context = await mailContextFor(tx, deps.config.publicUrl, account, {
        acceptLanguage: meta.acceptLanguage,
        scope,
      });
      await enqueueMail(tx, addressed(account.email, welcomeMail(context)));
      const area = extras.area ?? MAIN_AREA;
      const session = await startSession(tx, deps.tokens, account, input.accessType, area);
      return { account, session };
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique constraint decides.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

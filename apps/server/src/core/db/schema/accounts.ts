import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_AVATAR_COLOR } from '@quad/shared/limits';
import { PROFILE_TYPES, ROLE_KEYS } from '@quad/shared/roles';
import {
  createdAt,
  flag,
  id,
  searchText,
  searchVector,
  sqlList,
  textArray,
  timestampTz,
  updatedAt,
} from './columns';
import { universities, universityGroups } from './universities';

/** One answer to a mailing question: `{ id, answer }` (spec §3 account info). */
export interface MailingEntry {
  id: number;
  answer: unknown;
}

/** Where a prospect came from (spec §7 utmData and registration medium/source/campaign). */
export interface UtmData {
  medium?: string;
  source?: string;
  campaign?: string;
  user_came_from?: string;
  [key: string]: unknown;
}

/**
 * Every person: prospect, ambassador, admin, speaker. `email` is stored lowercased (a check
 * enforces it) so the plain unique constraint behaves like a case-insensitive one.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    email: text('email').notNull().unique(),
    /** argon2id; null for accounts that only sign in by SSO or a social provider. */
    passwordHash: text('password_hash'),
    /** prospect | univercity-student | univercity-admin | live-event-speaker (spec §6, spelt so). */
    roleKey: text('role_key').notNull(),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatarKey: text('avatar_key'),
    color: text('color').notNull().default(DEFAULT_AVATAR_COLOR),
    phoneCountry: text('phone_country'),
    phoneNumber: text('phone_number'),
    phoneVerified: flag('phone_verified'),
    /** Ids from `@quad/shared/data/nationalities` and `…/countries`. */
    nationalityId: integer('nationality_id'),
    residenceCountryId: integer('residence_country_id'),
    /** Ambassadors and admins belong to one university; prospects keep where they registered. */
    universityId: integer('university_id').references(() => universities.id, {
      onDelete: 'set null',
    }),
    universityGroupId: integer('university_group_id').references(() => universityGroups.id, {
      onDelete: 'set null',
    }),
    /** Spec `permission.is_enabled`: a disabled account may not chat. */
    isEnabled: flag('is_enabled', true),
    /** Ambassador chat-time allowance used up (spec `timeIsUp`). */
    timeIsUp: flag('time_is_up'),
    acceptedTermsAt: timestampTz('accepted_terms_at'),
    isAnsweredMandatoryQuestion: flag('is_answered_mandatory_question'),
    mailing: jsonb('mailing').$type<MailingEntry[]>().notNull().default([]),
    notificationData: jsonb('notification_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    marketingPreference: flag('marketing_preference'),
    /** Spelt so by the spec. */
    resiveEmail: flag('resive_email'),
    communications: jsonb('communications').$type<unknown>(),
    ssoCustomData: jsonb('sso_custom_data').$type<Record<string, unknown>>(),
    utm: jsonb('utm').$type<UtmData>().notNull().default({}),
    admissionStageId: integer('admission_stage_id'),
    academicLevelId: integer('academic_level_id'),
    studyStartDate: date('study_start_date', { mode: 'string' }),
    /**
     * The birth date a prospect gave at sign-up: it decides the age of consent and whether their
     * chats hide contact details (under 18). Erased with the account.
     */
    birthDate: date('birth_date', { mode: 'string' }),
    lastSeenAt: timestampTz('last_seen_at'),
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('accounts_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('accounts_role_key', sql`${t.roleKey} in ${sqlList(ROLE_KEYS)}`),
    // Also the console's analytics: a university's prospects registered in a date range.
    index('accounts_university_role_created_idx').on(t.universityId, t.roleKey, t.createdAt),
  ],
);

/** External sign-in identities (SSO, Google, social media, short-video provider) of an account. */
export const accountIdentities = pgTable(
  'account_identities',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'sso' | 'google' | 'facebook' | 'tiktok' | … */
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('account_identities_provider_user').on(t.provider, t.providerUserId),
    index('account_identities_account_idx').on(t.accountId),
  ],
);

/** The public ambassador profile of a `univercity-student` (or staff/alumni) account. */
export const ambassadorProfiles = pgTable(
  'ambassador_profiles',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    /** staff | alumni | student | school_student (spec §3). */
    profileType: text('profile_type').notNull().default('student'),
    /** Ids from `@quad/shared/data/subjects` and `…/countries` (home country, shown as a flag). */
    subjectId: integer('subject_id'),
    countryId: integer('country_id'),
    yearOfStudy: smallint('year_of_study'),
    graduationYear: smallint('graduation_year'),
    /** Staff only: what they do at the university. */
    jobTitle: text('job_title'),
    bio: text('bio').notNull().default(''),
    languages: textArray('languages'),
    interests: textArray('interests'),
    isPublished: flag('is_published'),
    /** Application flow finished (PUT /account/welcome/introduction). */
    introductionDone: flag('introduction_done'),
    /** Stable random order for "ordered randomly" lists that still page consistently. */
    sortSeed: integer('sort_seed')
      .notNull()
      .default(sql`floor(random() * 2147483647)::integer`),
    /** Chat time used in the current allowance window (see universities.ambassador_time_limit_*). */
    chatSecondsUsed: integer('chat_seconds_used').notNull().default(0),
    chatPeriodStartedAt: timestampTz('chat_period_started_at'),
    /** Name, subject, country, type, languages, interests and bio; rebuilt by the accounts service. */
    searchText: searchText(),
    searchVector: searchVector(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ambassador_profiles_profile_type', sql`${t.profileType} in ${sqlList(PROFILE_TYPES)}`),
    index('ambassador_profiles_list_idx').on(t.universityId, t.isPublished, t.sortSeed),
    index('ambassador_profiles_search_idx').using('gin', t.searchVector),
    // A search naming a subject or country matches these columns beside the full text; with
    // them PostgreSQL ORs three index scans instead of reading every profile.
    index('ambassador_profiles_subject_idx').on(t.subjectId),
    index('ambassador_profiles_country_idx').on(t.countryId),
  ],
);

/** Refresh tokens, rotated on use; reuse of a rotated token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** 'main' (widget feed) or 'community': the two areas keep separate tokens (spec §2). */
    audience: text('audience').notNull().default('main'),
    /** 'web' | 'mobile_web' (login accessType). */
    accessType: text('access_type').notNull().default('web'),
    /** Community refresh calls send a browser fingerprint; it must match. */
    fingerprint: text('fingerprint'),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    /** The token this one was rotated into. */
    replacedBy: integer('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

/** Short-lived codes sent by mail or SMS. Only a hash is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    /** Null only for codes issued before an account exists (SSO new login by email). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** password_recovery | email_change | password_change | phone | login_link | sso_login. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code confirms, e.g. the new email address or phone number. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_account_purpose_idx').on(t.accountId, t.purpose),
    index('one_time_codes_code_hash_idx').on(t.codeHash),
  ],
);

/** Registration questions of a university: optional, mandatory, or experience-based (spec §3). */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    order: integer('order').notNull().default(0),
    question: text('question').notNull(),
    answerType: text('answer_type').notNull().default('default'),
    predefinedAnswers: jsonb('predefined_answers').$type<unknown[]>().notNull().default([]),
    isRequired: flag('is_required'),
    /** 'optional' | 'mandatory' | 'experience'. */
    kind: text('kind').notNull().default('optional'),
    isActive: flag('is_active', true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('questions_university_key').on(t.universityId, t.key),
    check('questions_kind', sql`${t.kind} in ('optional', 'mandatory', 'experience')`),
  ],
);

/** One account's answer to one question (a string, or a list for multi-choice). */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<unknown>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_answers_question_account').on(t.questionId, t.accountId),
    index('question_answers_account_idx').on(t.accountId),
  ],
);

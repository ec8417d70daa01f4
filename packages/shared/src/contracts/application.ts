import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../limits';
import { detailCode, type DetailCode } from '../errors';
import { accessTypeSchema, accountInfoSchema, emailSchema, passwordSchema } from './auth';
import {
  coercedIdSchema,
  dateTimeSchema,
  idSchema,
  mediaUrlSchema,
  subjectSchema,
  text,
  trimmedText,
  universityRefSchema,
  profileTypeKeySchema,
  roleKeySchema,
} from './common';

/** Where an application stands: filling in, waiting for the admins, or decided. */
export const APPLICATION_STATUSES = ['in_progress', 'pending', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z
  .enum(APPLICATION_STATUSES)
  .meta({ id: 'ApplicationStatus' });
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The step an applicant continues with; `done` once the application is sent. */
export const APPLICATION_STEPS = ['profile', 'avatar', 'welcome', 'done'] as const;
export const applicationStepSchema = z.enum(APPLICATION_STEPS).meta({ id: 'ApplicationStep' });
export type ApplicationStep = z.infer<typeof applicationStepSchema>;

export const ACCESS_CODE_MAX = 64;
export const SUBJECTS_MAX = 3;
export const LANGUAGES_MAX = 8;
export const INTERESTS_MAX = 6;
export const ABOUT_MIN = 30;
export const ABOUT_MAX = 1000;
export const REJECTION_REASON_MAX = 1000;
/** Base64 of the largest avatar, with room for padding. */
export const AVATAR_BASE64_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 4;

/** An access code as typed: trimmed, any case (codes are stored upper-case). */
export const accessCodeSchema = text()
  .trim()
  .min(1, 'Enter your access code.')
  .max(ACCESS_CODE_MAX)
  .transform((value) => value.toUpperCase())
  .describe('Ambassador access code');

/** `GET /application/auth/registration/access_code`: the widget's scope keeps codes apart. */
export const accessCodeQuerySchema = z
  .object({
    access_code: accessCodeSchema,
    universityId: coercedIdSchema.optional(),
    groupId: coercedIdSchema.optional(),
  })
  .meta({ id: 'AccessCodeQuery' });
export type AccessCodeQuery = z.infer<typeof accessCodeQuerySchema>;

export const accessCodeResultSchema = z
  .object({
    access_code: text(),
    university: universityRefSchema,
    /** The role the code gives: ambassador (`univercity-student`). */
    role: roleKeySchema,
  })
  .meta({ id: 'AccessCodeResult', description: 'A valid code: whose it is and what it makes you' });
export type AccessCodeResult = z.infer<typeof accessCodeResultSchema>;

const nameSchema = trimmedText(1, 100);

/** `POST /application/auth/registration`: the code decides university and role. */
export const applicationRegistrationSchema = z
  .object({
    access_code: accessCodeSchema,
    email: emailSchema,
    password: passwordSchema,
    name: nameSchema,
    last_name: nameSchema,
    universityId: idSchema.optional(),
    groupId: idSchema.optional(),
    accessType: accessTypeSchema.default('web'),
  })
  .meta({ id: 'ApplicationRegistration' });
export type ApplicationRegistration = z.infer<typeof applicationRegistrationSchema>;
export type ApplicationRegistrationInput = z.input<typeof applicationRegistrationSchema>;

export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The address of a public profile on a social network (https only). */
const socialUrlSchema = text()
  .trim()
  .max(300)
  .regex(/^https:\/\/\S+$/, 'Paste the full address, starting with https://');

export const socialLinksSchema = z
  .object({
    instagram: socialUrlSchema.optional(),
    linkedin: socialUrlSchema.optional(),
    tiktok: socialUrlSchema.optional(),
    youtube: socialUrlSchema.optional(),
  })
  .meta({ id: 'SocialLinks' });
export type SocialLinksDto = z.infer<typeof socialLinksSchema>;

const currentYear = new Date().getUTCFullYear();

/** Field rules of the profile step, shared by the server and the form. */
const profileShape = {
  profile_type: profileTypeKeySchema,
  subject_ids: z
    .array(idSchema)
    .min(1, 'Choose what you study or work on.')
    .max(SUBJECTS_MAX, `Choose up to ${SUBJECTS_MAX} subjects.`),
  /** Students and school students: 1 to 8. */
  year_of_study: z.number().int().min(1).max(8).nullable().default(null),
  /** Alumni. */
  graduation_year: z
    .number()
    .int()
    .min(1950)
    .max(currentYear + 1)
    .nullable()
    .default(null),
  /** Staff: what they do at the university. */
  job_title: trimmedText(2, 100).nullable().default(null),
  country_id: idSchema,
  languages: z
    .array(trimmedText(2, 40))
    .min(1, 'Add at least one language you can chat in.')
    .max(LANGUAGES_MAX, `Add up to ${LANGUAGES_MAX} languages.`),
  /** "About me": the card shows its opening, the profile all of it. */
  description: text()
    .trim()
    .min(ABOUT_MIN, `Write at least ${ABOUT_MIN} characters about yourself.`)
    .max(ABOUT_MAX),
  /** "Ask me about": the topics prospects see on the profile. */
  interests: z
    .array(trimmedText(2, 40))
    .max(INTERESTS_MAX, `Add up to ${INTERESTS_MAX} topics.`)
    .default([]),
  social_links: socialLinksSchema.default({}),
};

/** `POST /application/account/set-info` (spec §3 profile). */
export const setInfoSchema = z
  .object(profileShape)
  .superRefine((value, context) => {
    const missing = (path: string, message: string, code: DetailCode) =>
      context.addIssue({ code: 'custom', path: [path], message, params: detailCode(code) });
    if (
      (value.profile_type === 'student' || value.profile_type === 'school_student') &&
      value.year_of_study === null
    ) {
      missing('year_of_study', 'Choose your year of study.', 'year_of_study_required');
    }
    if (value.profile_type === 'alumni' && value.graduation_year === null) {
      missing('graduation_year', 'Enter the year you graduated.', 'graduation_year_required');
    }
    if (value.profile_type === 'staff' && value.job_title === null) {
      missing('job_title', 'Tell prospects what you do at the university.', 'job_title_required');
    }
  })
  .meta({ id: 'ApplicationSetInfo' });
export type SetInfo = z.infer<typeof setInfoSchema>;
export type SetInfoInput = z.input<typeof setInfoSchema>;

/** `POST /application/account/avatar`: the image as base64, without a `data:` prefix. */
export const avatarUploadSchema = z
  .object({
    file: text()
      .max(AVATAR_BASE64_MAX, `The image is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Send the image as base64 without a data: prefix.'),
  })
  .meta({ id: 'ApplicationAvatar' });
export type AvatarUpload = z.infer<typeof avatarUploadSchema>;

/** `PUT /application/account/welcome/introduction`. */
export const welcomeIntroductionSchema = z
  .object({ all_done: z.literal(true) })
  .meta({ id: 'WelcomeIntroduction' });

/** The profile as the applicant filled it in, for the form and the card preview. */
export const applicationProfileSchema = z
  .object({
    profile_type: profileTypeKeySchema,
    subjects: z.array(subjectSchema),
    year_of_study: z.number().int().nullable(),
    graduation_year: z.number().int().nullable(),
    job_title: text().nullable(),
    country_id: idSchema.nullable(),
    languages: z.array(text()),
    description: text(),
    interests: z.array(text()),
    social_links: socialLinksSchema,
  })
  .meta({ id: 'ApplicationProfile' });
export type ApplicationProfile = z.infer<typeof applicationProfileSchema>;

/** Where an application stands and what comes next: the web flow resumes from it. */
export const applicationSchema = z
  .object({
    status: applicationStatusSchema,
    next_step: applicationStepSchema,
    university: universityRefSchema,
    name: text(),
    last_name: text(),
    avatar: mediaUrlSchema.nullable(),
    /** Null until the profile step is saved. */
    profile: applicationProfileSchema.nullable(),
    submitted_at: dateTimeSchema.nullable(),
    decided_at: dateTimeSchema.nullable(),
    /** Shown to a rejected applicant. */
    rejection_reason: text().nullable(),
  })
  .meta({ id: 'Application', description: 'An ambassador application and its next step' });
export type Application = z.infer<typeof applicationSchema>;

export const applicationResponseSchema = z
  .object({ application: applicationSchema })
  .meta({ id: 'ApplicationResponse' });
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

export const applicationInfoResponseSchema = z
  .object({ account: accountInfoSchema, application: applicationSchema })
  .meta({ id: 'ApplicationInfoResponse' });
export type ApplicationInfoResponse = z.infer<typeof applicationInfoResponseSchema>;

export const applicationAuthResultSchema = z
  .object({
    token: text(),
    refreshToken: text(),
    account: accountInfoSchema,
    application: applicationSchema,
  })
  .meta({
    id: 'ApplicationAuthResult',
    description: 'Registration: a sign-in and the application',
  });
export type ApplicationAuthResult = z.infer<typeof applicationAuthResultSchema>;

// Admin side: the university's admins decide.

export const applicationListQuerySchema = z
  .object({ status: applicationStatusSchema.optional() })
  .meta({ id: 'ApplicationListQuery' });

export const applicationSummarySchema = z
  .object({
    account_id: idSchema,
    email: text(),
    application: applicationSchema,
  })
  .meta({ id: 'ApplicationSummary' });
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationListResponseSchema = z
  .object({ applications: z.array(applicationSummarySchema), total: z.number().int().min(0) })
  .meta({ id: 'ApplicationList' });

export const applicationParamSchema = z
  .object({ accountId: coercedIdSchema })
  .meta({ id: 'ApplicationParam' });

export const rejectApplicationSchema = z
  .object({
    reason: trimmedText(3, REJECTION_REASON_MAX).describe('Why, in words the applicant can act on'),
  })
  .meta({ id: 'RejectApplication' });
export type RejectApplication = z.infer<typeof rejectApplicationSchema>;

// Admin side: access codes.

export const accessCodeSummarySchema = z
  .object({
    id: idSchema,
    code: text(),
    max_uses: z.number().int().nullable(),
    used_count: z.number().int(),
    expires_at: dateTimeSchema.nullable(),
    revoked_at: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'AccessCodeSummary' });
export type AccessCodeSummary = z.infer<typeof accessCodeSummarySchema>;

export const accessCodeListResponseSchema = z
  .object({ accessCodes: z.array(accessCodeSummarySchema) })
  .meta({ id: 'AccessCodeList' });

export const createAccessCodeSchema = z
  .object({
    /** Left out: a random code is made. */
    code: text()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,64}$/, 'Use 4 to 64 letters, digits and hyphens.')
      .transform((value) => value.toUpperCase())
      .optional(),
    max_uses: z.number().int().min(1).max(100_000).nullable().default(null),
    expires_at: dateTimeSchema.nullable().default(null),
  })
  .meta({ id: 'CreateAccessCode' });
export type CreateAccessCode = z.infer<typeof createAccessCodeSchema>;

export const accessCodeResponseSchema = z
  .object({ accessCode: accessCodeSummarySchema })
  .meta({ id: 'AccessCodeResponse' });

export const accessCodeIdParamSchema = z
  .object({ id: coercedIdSchema })
  .meta({ id: 'AccessCodeIdParam' });

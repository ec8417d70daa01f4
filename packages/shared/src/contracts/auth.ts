import { z } from 'zod';
import { COMPLETE_LOCALES } from '../rules/locale';
import { PASSWORD_MAX, PASSWORD_MIN } from '../limits';
import { detailCode } from '../errors';
import {
  coercedIdSchema,
  dateSchema,
  idSchema,
  mediaUrlSchema,
  scopeShape,
  subjectSchema,
  text,
  trimmedText,
  roleKeySchema,
} from './common';
import { ENGAGEMENT_TYPES } from './constants';

export { ENGAGEMENT_TYPES } from './constants';

/** An email address, trimmed and lowercased before it is checked or stored. */
export const emailSchema = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email())
  .describe('Email address');

/** A new password. */
export const passwordSchema = text()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .describe(`Password, ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);

export const ACCESS_TYPES = ['web', 'mobile_web'] as const;
export const accessTypeSchema = z.enum(ACCESS_TYPES).meta({ id: 'AccessType' });
export type AccessType = z.infer<typeof accessTypeSchema>;

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

const nameSchema = trimmedText(1, 100);
const optionalId = idSchema.nullable().optional();
/** One UTM value as registration and utmData take it. */
export const utmField = text()
  .trim()
  .max(200)
  .nullable()
  .optional()
  .describe('A UTM campaign value');

export const answerSchema = z
  .object({ question_id: idSchema, answer: text().trim().max(2000) })
  .meta({ id: 'QuestionAnswer' });
export type QuestionAnswer = z.infer<typeof answerSchema>;

/** How many fields a single sign-on provider may pass on with a registration. */
const SSO_CUSTOM_FIELDS_MAX = 50;

const registrationShape = {
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  last_name: nameSchema,
  phone_country: text().trim().max(8).nullable().optional(),
  phone_number: text()
    .trim()
    .regex(/^\+?[0-9 ()-]{4,24}$/, 'Must be a phone number')
    .nullable()
    .optional(),
  nationality_id: optionalId,
  /** Step 2 of the registration popup (spec §3 `residence_country`). */
  residence_country_id: optionalId,
  university_id: optionalId,
  group_id: optionalId,
  marketing_preference: z.boolean().default(false),
  resive_email: z.boolean().default(false),
  communications: z.boolean().default(false),
  sso_custom_data: z
    .record(text().max(100), z.union([text().max(1000), z.number(), z.boolean(), z.null()]))
    .refine((data) => Object.keys(data).length <= SSO_CUSTOM_FIELDS_MAX, {
      error: `At most ${SSO_CUSTOM_FIELDS_MAX} custom fields`,
      params: { ...detailCode('too_many_fields'), maximum: SSO_CUSTOM_FIELDS_MAX },
    })
    .nullable()
    .optional(),
  answers: z.array(answerSchema).max(50).default([]),
  medium: utmField,
  source: utmField,
  campaign: utmField,
  user_came_from: utmField,
  engagementData: z
    .object({ id: idSchema, type: z.enum(ENGAGEMENT_TYPES) })
    .nullable()
    .optional(),
  accessType: accessTypeSchema.default('web'),
  admissionStageId: optionalId,
  academicLevelId: optionalId,
  studyStartDate: dateSchema.nullable().optional(),
  consent_confirmed: z.boolean().optional(),
  birth_date: dateSchema.optional(),
};

const REGISTRATION_SCOPE_MESSAGE = 'Either university_id or group_id is required.';
const hasRegistrationScope = (value: { university_id?: number | null; group_id?: number | null }) =>
  value.university_id != null || value.group_id != null;

export const registrationSchema = z
  .object(registrationShape)
  .refine(hasRegistrationScope, {
    error: REGISTRATION_SCOPE_MESSAGE,
    path: ['university_id'],
    params: detailCode('scope_required'),
  })
  .meta({ id: 'Registration', description: 'Email and password registration (spec §3)' });
export type Registration = z.infer<typeof registrationSchema>;

export const socialRegistrationSchema = z
  .object({
    ...registrationShape,
    password: passwordSchema.optional(),
    signedData: text().min(1).max(10_000),
  })
  .refine(hasRegistrationScope, {
    error: REGISTRATION_SCOPE_MESSAGE,
    path: ['university_id'],
    params: detailCode('scope_required'),
  })
  .meta({ id: 'SocialRegistration' });
export type SocialRegistration = z.infer<typeof socialRegistrationSchema>;

export const shortVideoRegistrationSchema = z
  .object({
    ...registrationShape,
    password: passwordSchema.optional(),
    accessToken: text().min(1).max(4096),
    openId: text().min(1).max(200),
  })
  .refine(hasRegistrationScope, {
    error: REGISTRATION_SCOPE_MESSAGE,
    path: ['university_id'],
    params: detailCode('scope_required'),
  })
  .meta({ id: 'ShortVideoRegistration' });
export type ShortVideoRegistration = z.infer<typeof shortVideoRegistrationSchema>;

export const loginSchema = z
  .object({
    email: emailSchema,
    // Not the new-password rule: old accounts may hold shorter passwords.
    password: text().min(1).max(PASSWORD_MAX),
    universityId: optionalId,
    universityGroupId: optionalId,
    accessType: accessTypeSchema.default('web'),
  })
  .meta({ id: 'Login' });
export type Login = z.infer<typeof loginSchema>;

const tokenSchema = text().min(1).max(4096);

export const refreshSchema = z
  .object({ token: tokenSchema.optional(), fingerprint: text().max(200).optional() })
  .meta({ id: 'RefreshTokens', description: 'Refresh token in the body, or the httpOnly cookie' });
export type Refresh = z.infer<typeof refreshSchema>;

export const logoutSchema = z
  .object({
    token: tokenSchema.optional(),
    accessType: accessTypeSchema.optional(),
    universityId: optionalId,
    universityGroupId: optionalId,
  })
  .meta({ id: 'Logout' });
export type Logout = z.infer<typeof logoutSchema>;

export const uniqueEmailQuerySchema = z
  .object({ email: emailSchema })
  .meta({ id: 'UniqueEmailQuery' });
export const uniqueEmailResponseSchema = z
  .object({ isUnique: z.boolean() })
  .meta({ id: 'UniqueEmailResponse' });

/**
 * The sign-in form asks whether an address must use single sign-on here: the answer names the
 * role only then, and is null for every other address (known or not), so it reveals no accounts.
 */
export const roleByEmailQuerySchema = z
  .object({
    email: emailSchema,
    universityId: coercedIdSchema.optional(),
    groupId: coercedIdSchema.optional(),
  })
  .meta({ id: 'RoleQuery' });
export const roleByEmailResponseSchema = z
  .object({ role: roleKeySchema.nullable() })
  .meta({ id: 'RoleResponse' });

export const NOTIFICATION_METHODS = ['email', 'sms', 'whatsapp'] as const;

export const notificationDataSchema = z
  .object({
    method: z.enum(NOTIFICATION_METHODS).nullable(),
    phone_country: text().nullable(),
    phone_number: text().nullable(),
    is_verified: z.boolean(),
  })
  .meta({ id: 'NotificationData', description: 'How the account is told about new messages' });
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const accountInfoSchema = z
  .object({
    id: idSchema,
    key: roleKeySchema,
    roleKey: roleKeySchema,
    name: text(),
    last_name: text(),
    email: text(),
    avatar: mediaUrlSchema.nullable(),
    subjects: z.array(subjectSchema),
    permission: z.object({ is_enabled: z.boolean() }),
    timeIsUp: z.boolean(),
    isAnsweredMandatoryQuestion: z.boolean(),
    /** False until the account accepted the terms (the accept-terms modal of spec §2). */
    termsAccepted: z.boolean(),
    mailing: z.array(z.object({ id: idSchema, answer: z.boolean() })),
    notificationData: notificationDataSchema,
    university_id: idSchema.nullable(),
    isAuthFromMobApp: z.boolean(),
    /** The language the person reads Quad in (their mail follows it); null until they have one. */
    language: z.enum(COMPLETE_LOCALES).nullable().optional(),
    /**
     * An ambassador who applied with an access code: where the application stands (`pending`
     * until the university approves it); left out for everyone else.
     */
    application_status: z
      .enum(['in_progress', 'pending', 'approved', 'rejected'])
      .nullable()
      .optional(),
  })
  .meta({ id: 'AccountInfo', description: 'The signed-in account (CONTRACT §2)' });
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const accountLanguageSchema = z
  .object({
    language: z.enum(COMPLETE_LOCALES, {
      error: `Choose one of the languages Quad is written in: ${COMPLETE_LOCALES.join(', ')}.`,
    }),
  })
  .meta({ id: 'AccountLanguage' });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const accountInfoResponseSchema = z
  .object({ account: accountInfoSchema })
  .meta({ id: 'AccountInfoResponse' });

export const authResultSchema = z
  .object({ token: text(), refreshToken: text(), account: accountInfoSchema })
  .meta({ id: 'AuthResult', description: 'Answer of login and registration' });
export type AuthResult = z.infer<typeof authResultSchema>;

/** What single sign-on or a social provider knows of a person who has no account yet. */
export const newUserDataSchema = z
  .object({
    email: text().optional(),
    first_name: text().optional(),
    last_name: text().optional(),
    nationality: idSchema.optional(),
    residence_country: idSchema.optional(),
  })
  .meta({ id: 'NewUserData' });
export type NewUserData = z.infer<typeof newUserDataSchema>;

export const questionSchema = z
  .object({
    id: idSchema,
    key: text(),
    order: z.number().int(),
    question: text(),
    answer_type: text().default('default'),
    predefined_answers: z.array(text()).default([]),
    is_required: z.boolean(),
    isMandatory: z.boolean(),
  })
  .meta({ id: 'Question', description: 'Registration, optional or mandatory question' });
export type Question = z.infer<typeof questionSchema>;

export const questionsResponseSchema = z
  .object({ questions: z.array(questionSchema) })
  .meta({ id: 'QuestionsResponse' });

export const saveAnswersSchema = z
  .object({ answers: z.array(answerSchema).max(50) })
  .meta({ id: 'SaveAnswers' });

export const passwordRecoverySchema = z
  .object({
    email: emailSchema,
    // The widget the request comes from: the mail wears its colour and links back to it.
    universityId: idSchema.optional(),
    groupId: idSchema.optional(),
  })
  .meta({ id: 'PasswordRecovery' });

const hexCodeSchema = text()
  .trim()
  .min(4)
  .max(128)
  .regex(/^[0-9a-f]+$/i, 'Must be a hexadecimal code');

export const passwordRecoveryConfirmSchema = z
  .object({
    user_id: idSchema,
    code: hexCodeSchema,
    new_password: passwordSchema,
    confirm_password: text().max(PASSWORD_MAX),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    error: PASSWORDS_DIFFER_MESSAGE,
    params: detailCode('passwords_differ'),
    path: ['confirm_password'],
  })
  .meta({ id: 'PasswordRecoveryConfirm' });
export type PasswordRecoveryConfirm = z.infer<typeof passwordRecoveryConfirmSchema>;

export const editAccountSchema = z
  .object({ firstName: nameSchema, lastName: nameSchema, liveStreamId: idSchema.optional() })
  .meta({ id: 'EditAccount' });
export type EditAccount = z.infer<typeof editAccountSchema>;

const verificationCodeSchema = text().trim().min(4).max(20);

export const emailChangeSchema = z
  .object({ email: emailSchema, code: verificationCodeSchema })
  .meta({ id: 'EmailChange' });
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const passwordChangeSchema = z
  .object({
    code: verificationCodeSchema,
    password: passwordSchema,
    confirm_password: text().max(PASSWORD_MAX),
  })
  .refine((value) => value.password === value.confirm_password, {
    error: PASSWORDS_DIFFER_MESSAGE,
    params: detailCode('passwords_differ'),
    path: ['confirm_password'],
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const changeMailingSchema = z
  .object({
    mailing: z.array(z.object({ id: idSchema, answer: z.boolean() })).max(50),
    university_id: idSchema,
  })
  .meta({ id: 'ChangeMailing' });
export type ChangeMailing = z.infer<typeof changeMailingSchema>;

// ---------------------------------------------------------------------------------------------
// Sessions

export const refreshResultSchema = z
  .object({ token: text(), refreshToken: text() })
  .meta({ id: 'RefreshResult', description: 'A rotated access and refresh token' });
export type RefreshResult = z.infer<typeof refreshResultSchema>;

export const logoutResultSchema = z
  .object({ loggedOut: z.literal(true) })
  .meta({ id: 'LogoutResult' });

/** The code of a one-time sign-in link: 64 hexadecimal characters. */
export const loginLinkParamsSchema = z
  .object({
    authCode: text()
      .regex(/^[0-9a-f]{64}$/i, 'Must be the code of a sign-in link')
      .describe('One-time sign-in code'),
  })
  .meta({ id: 'LoginLinkParams' });

/** `GET /account/info`: the widget scope decides which mandatory questions count. */
export const accountInfoQuerySchema = z
  .object(scopeShape)
  .meta({ id: 'AccountInfoQuery', description: 'The widget the account is seen from' });
export type AccountInfoQuery = z.infer<typeof accountInfoQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Account settings

export const codeSentSchema = z
  .object({ sent: z.literal(true), expiresInMinutes: z.number().int().positive() })
  .meta({ id: 'CodeSent', description: 'A verification code is on its way' });
export type CodeSent = z.infer<typeof codeSentSchema>;

export const emailChangeRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'EmailChangeRequest', description: 'The new address the code is mailed to' });

export const avatarResultSchema = z.object({ avatar: mediaUrlSchema }).meta({ id: 'AvatarResult' });

export const mailingResultSchema = z
  .object({ mailing: z.array(z.object({ id: idSchema, answer: z.boolean() })) })
  .meta({ id: 'MailingResult' });

export const deleteAccountResultSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'DeleteAccountResult' });

export const recoveryRequestedSchema = z.object({ sent: z.literal(true) }).meta({
  id: 'RecoveryRequested',
  description: 'Always the same answer, whether or not the address has an account',
});

/** A country calling code such as `+44` or `44`. */
export const phoneCountrySchema = text()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, 'Must be a country calling code like +44')
  .describe('Country calling code');

export const phoneNumberSchema = text()
  .trim()
  .regex(/^[0-9 ()-]{4,20}$/, 'Must be a phone number without the country code')
  .describe('National phone number');

export const phoneSchema = z
  .object({ phone_country: phoneCountrySchema, phone_number: phoneNumberSchema })
  .meta({ id: 'Phone' });
export type Phone = z.infer<typeof phoneSchema>;

export const phoneConfirmSchema = z
  .object({
    phone_country: phoneCountrySchema,
    phone_number: phoneNumberSchema,
    code: verificationCodeSchema,
  })
  .meta({ id: 'PhoneConfirm' });
export type PhoneConfirm = z.infer<typeof phoneConfirmSchema>;

export const phoneVerifiedSchema = z
  .object({ phone_country: text(), phone_number: text(), is_verified: z.literal(true) })
  .meta({ id: 'PhoneVerified' });

export const PHONE_REQUIRED_MESSAGE = 'A phone number is needed for text message notifications.';

export const notificationMethodSchema = z
  .object({
    method: z.enum(NOTIFICATION_METHODS),
    phone_country: phoneCountrySchema.optional(),
    phone_number: phoneNumberSchema.optional(),
  })
  .refine(
    (value) =>
      value.method === 'email' ||
      (value.phone_country !== undefined && value.phone_number !== undefined),
    { error: PHONE_REQUIRED_MESSAGE, path: ['phone_number'], params: detailCode('phone_required') },
  )
  .meta({ id: 'NotificationMethod' });
export type NotificationMethodInput = z.infer<typeof notificationMethodSchema>;

export const notificationMethodResultSchema = z
  .object({ notificationData: notificationDataSchema, verificationRequired: z.boolean() })
  .meta({ id: 'NotificationMethodResult' });

export const confirmCodeSchema = z
  .object({ code: verificationCodeSchema })
  .meta({ id: 'ConfirmCode' });

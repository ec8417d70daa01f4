import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import {
  coercedIdSchema,
  dateTimeSchema,
  idSchema,
  mediaUrlSchema,
  subjectSchema,
  text,
  trimmedText,
  profileTypeKeySchema,
  roleKeySchema,
} from './common';

/**
 * The community area's accounts and sessions (spec §1, §3 community user, §4, §7 Community;
 * CONTRACT §11), under `/api/v1/community`. A community account is the same person's account
 * with a session of its own: its access tokens (audience `community`) are accepted only by
 * community routes, and its refresh token lives in the `quad_community_refresh` cookie on
 * `/api/v1/community/auth`.
 */

/** A browser's fingerprint (spec §3 `accountFingerprint`): refresh calls must send the same one. */
export const fingerprintSchema = text()
  .trim()
  .min(8)
  .max(200)
  .describe('The browser fingerprint the community session was started with');

/** Subjects a community account follows: ids of `GET /common/data/subjects`, at most 20. */
export const subjectIdsSchema = z
  .array(idSchema)
  .max(20, 'Choose at most 20 subjects.')
  .describe('Subject ids (see GET /api/v1/common/data/subjects)');

const nameSchema = trimmedText(1, 100);

/** `POST /auth/checkEmail`: whether an address already has an account (the sign-up step asks). */
export const communityCheckEmailSchema = z
  .object({ email: emailSchema, universityId: idSchema })
  .meta({ id: 'CommunityCheckEmail' });
export const communityCheckEmailResultSchema = z
  .object({ exists: z.boolean() })
  .meta({ id: 'CommunityCheckEmailResult' });

/** `POST /auth/registration`: a new account joins the university's community. */
export const communityRegistrationSchema = z
  .object({
    universityId: idSchema,
    email: emailSchema,
    password: passwordSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    subjectIds: subjectIdsSchema.default([]),
    fingerprint: fingerprintSchema,
  })
  .meta({ id: 'CommunityRegistration' });
export type CommunityRegistration = z.infer<typeof communityRegistrationSchema>;

/** `POST /auth/login`. */
export const communityLoginSchema = z
  .object({
    email: emailSchema,
    password: text().min(1).max(200),
    universityId: idSchema,
    fingerprint: fingerprintSchema,
  })
  .meta({ id: 'CommunityLogin' });
export type CommunityLogin = z.infer<typeof communityLoginSchema>;

/**
 * `POST /auth/google`: the community window trades the one-time code of the sign-in popup
 * (started with `POST /api/v1/interactionSite/auth/sso/start` `{ provider: 'google',
 * area: 'community' }`) with the verifier it kept.
 */
export const communityGoogleSchema = z
  .object({
    code: text().regex(/^[0-9a-f]{64}$/, 'Must be the code the sign-in window handed over'),
    verifier: text().regex(
      /^[A-Za-z0-9_-]{43,128}$/,
      'Must be the secret the sign-in started with',
    ),
    universityId: idSchema,
    fingerprint: fingerprintSchema,
  })
  .meta({ id: 'CommunityGoogle' });
export type CommunityGoogle = z.infer<typeof communityGoogleSchema>;

/** `POST /auth/google/link`: the code mailed to an existing account links Google to it. */
export const communityGoogleLinkSchema = z
  .object({
    email: emailSchema,
    ssoCode: text()
      .trim()
      .regex(/^[0-9]{6}$/, 'Enter the 6-digit code from the mail'),
    universityId: idSchema,
    fingerprint: fingerprintSchema,
  })
  .meta({ id: 'CommunityGoogleLink' });
export type CommunityGoogleLink = z.infer<typeof communityGoogleLinkSchema>;

/** `POST /auth/recovery/password`: always the same answer (`{ sent: true }`). */
export const communityRecoverySchema = z
  .object({ email: emailSchema, universityId: idSchema })
  .meta({ id: 'CommunityRecovery' });

/**
 * `POST /auth/recovery/passwordConfirm`: the code of the mailed link (which opens
 * `/{universityId}/community/sign-in?action=reset-password&email=…&code=…`) and a new password.
 */
export const communityRecoveryConfirmSchema = z
  .object({
    email: emailSchema,
    code: text()
      .trim()
      .min(4)
      .max(128)
      .regex(/^[0-9a-f]+$/i, 'Must be the code of the reset link'),
    password: passwordSchema,
    fingerprint: fingerprintSchema,
  })
  .meta({ id: 'CommunityRecoveryConfirm' });
export type CommunityRecoveryConfirm = z.infer<typeof communityRecoveryConfirmSchema>;

/** `POST /auth/refreshTokens`: the refresh token in the body, or the community cookie. */
export const communityRefreshSchema = z
  .object({ token: text().min(1).max(4096).optional(), fingerprint: fingerprintSchema })
  .meta({ id: 'CommunityRefresh' });

/** `POST /auth/logout`: the refresh token in the body, or the cookie, or the access token. */
export const communityLogoutSchema = z
  .object({ token: text().min(1).max(4096).optional() })
  .meta({ id: 'CommunityLogout' });

/** `POST /account/subscribe`: the community account's e-mail updates, on or off. */
export const communitySubscribeSchema = z
  .object({ subscribed: z.boolean() })
  .meta({ id: 'CommunitySubscribe' });

/** `POST /api/v1/widget/account/communityHandoff`: a short-lived, single-use pass. */
export const communityHandoffSchema = z
  .object({ handoff: text(), expiresAt: dateTimeSchema })
  .meta({ id: 'CommunityHandoff' });
export type CommunityHandoff = z.infer<typeof communityHandoffSchema>;

/** `POST /auth/registrationFromTapFeed`: a prospect of the widget joins with its handoff. */
export const communityTapFeedSchema = z
  .object({
    handoff: text().min(20).max(4096),
    subjectIds: subjectIdsSchema.optional(),
    fingerprint: fingerprintSchema,
  })
  .meta({ id: 'CommunityTapFeed' });
export type CommunityTapFeed = z.infer<typeof communityTapFeedSchema>;

/** `GET /account/info`: the community the account is seen from (its own university by default). */
export const communityAccountQuerySchema = z
  .object({ universityId: coercedIdSchema.optional() })
  .meta({ id: 'CommunityAccountQuery' });

/**
 * The community user (spec §3: roleKey, ambassadorData.profile.key, spaceId). `isAuthorised`:
 * at least one subject, or a university admin (spec §4); community routes answer 403
 * `SUBJECTS_REQUIRED` otherwise. `subscribed`: the account's e-mail updates opt-in.
 */
export const communityAccountSchema = z
  .object({
    id: idSchema,
    firstName: text(),
    lastName: text(),
    email: text(),
    avatar: mediaUrlSchema.nullable(),
    roleKey: roleKeySchema,
    universityId: idSchema.nullable(),
    /** The default space of the community's university, or null when it has none. */
    spaceId: idSchema.nullable(),
    subjects: z.array(subjectSchema),
    isAuthorised: z.boolean(),
    ambassadorData: z.object({ profile: z.object({ key: profileTypeKeySchema }) }).nullable(),
    subscribed: z.boolean(),
  })
  .meta({ id: 'CommunityAccount' });
export type CommunityAccount = z.infer<typeof communityAccountSchema>;

export const communityAccountResponseSchema = z
  .object({ account: communityAccountSchema })
  .meta({ id: 'CommunityAccountResponse' });

/** Answer of registration, login, Google, recovery and the tap-feed handoff. */
export const communityAuthResultSchema = z
  .object({ token: text(), refreshToken: text(), account: communityAccountSchema })
  .meta({ id: 'CommunityAuthResult' });
export type CommunityAuthResult = z.infer<typeof communityAuthResultSchema>;

/**
 * `POST /auth/google`: signed in (a new Google user is registered as a prospect of the
 * university on the way), or the address already has a password account: a 6-digit code was
 * mailed, confirmed with `POST /auth/google/link`.
 */
export const communityGoogleResultSchema = z
  .discriminatedUnion('status', [
    communityAuthResultSchema.extend({ status: z.literal('signedIn') }),
    z.object({ status: z.literal('linkRequired'), email: text() }),
  ])
  .meta({ id: 'CommunityGoogleResult' });
export type CommunityGoogleResult = z.infer<typeof communityGoogleResultSchema>;

/**
 * `PUT /account/profile/update`, multipart/form-data: `firstName`, `lastName`, `subjectIds` as
 * ONE field holding a JSON array (`[3,14]`; `[]` clears them; left out, they stay), and an
 * optional `avatar` image file (PNG, JPEG, GIF or WebP, up to 5 MB). This schema checks the text
 * fields once they are read.
 */
export const communityProfileFieldsSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    subjectIds: subjectIdsSchema.optional(),
  })
  .meta({ id: 'CommunityProfileFields' });
export type CommunityProfileFields = z.infer<typeof communityProfileFieldsSchema>;

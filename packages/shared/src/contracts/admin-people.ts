import { z } from 'zod';
import { detailCode } from '../errors';
import { emailSchema } from './auth';
import { avatarUploadSchema, INTERESTS_MAX, LANGUAGES_MAX, ABOUT_MAX } from './application';
import { dateTimeSchema, idSchema, pageFields, text, trimmedText } from './common';

export const ADMIN_PEOPLE_PAGE_SIZE = 20;
export const TEAM_ROLES = ['ambassador', 'admin'] as const;

/** An ambassador or admin of the university, as the console lists them. */
export const teamMemberSchema = z
  .object({
    id: idSchema,
    name: text(),
    email: text(),
    role: z.enum(TEAM_ROLES),
    is_enabled: z.boolean(),
    /** Ambassadors: whether the profile shows in the widget; null for admins. */
    is_published: z.boolean().nullable(),
    /** Ambassadors: their one-to-one chats; null for admins. */
    chats_count: z.number().int().min(0).nullable(),
    /**
     * Ambassadors: median seconds from a prospect's first message to their first answer after
     * it; null for admins and for ambassadors who have answered no one yet.
     */
    median_first_reply_seconds: z.number().int().min(0).nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListQuerySchema = z
  .object({
    role: z.enum(TEAM_ROLES).optional(),
    search: text().trim().max(100).optional(),
    sort: z.enum(['name', 'newest']).default('name'),
    ...pageFields(ADMIN_PEOPLE_PAGE_SIZE),
  })
  .meta({ id: 'TeamListQuery' });
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

export const teamListResponseSchema = z
  .object({ people: z.array(teamMemberSchema), total: z.number().int().min(0) })
  .meta({ id: 'TeamList' });

/** Disable or enable an account, publish or unpublish an ambassador's profile. */
export const teamMemberChangeSchema = z
  .object({ is_enabled: z.boolean().optional(), is_published: z.boolean().optional() })
  .refine((change) => change.is_enabled !== undefined || change.is_published !== undefined, {
    error: 'Say what to change.',
    params: detailCode('nothing_to_change'),
  })
  .meta({ id: 'TeamMemberChange' });
export type TeamMemberChange = z.infer<typeof teamMemberChangeSchema>;

export const teamMemberResponseSchema = z
  .object({ person: teamMemberSchema })
  .meta({ id: 'TeamMemberResponse' });

/** An ambassador's profile as the console edits it. */
export const ambassadorProfileSchema = z
  .object({
    id: idSchema,
    name: text(),
    last_name: text(),
    email: text(),
    avatar: text().nullable(),
    profile_type: text(),
    bio: text(),
    job_title: text().nullable(),
    year_of_study: z.number().int().nullable(),
    graduation_year: z.number().int().nullable(),
    languages: z.array(text()),
    interests: z.array(text()),
  })
  .meta({ id: 'AdminAmbassadorProfile' });
export type AmbassadorProfile = z.infer<typeof ambassadorProfileSchema>;

const currentYear = new Date().getUTCFullYear();

/** The fields an admin may correct on an ambassador's profile; at least one. */
export const ambassadorProfileChangeSchema = z
  .object({
    name: trimmedText(1, 60).optional(),
    last_name: trimmedText(1, 60).optional(),
    bio: text().trim().max(ABOUT_MAX).optional(),
    job_title: trimmedText(2, 100).nullable().optional(),
    year_of_study: z.number().int().min(1).max(8).nullable().optional(),
    graduation_year: z
      .number()
      .int()
      .min(1950)
      .max(currentYear + 1)
      .nullable()
      .optional(),
    languages: z
      .array(trimmedText(2, 40))
      .min(1, 'Keep at least one language.')
      .max(LANGUAGES_MAX, `Up to ${LANGUAGES_MAX} languages.`)
      .optional(),
    interests: z
      .array(trimmedText(2, 40))
      .max(INTERESTS_MAX, `Up to ${INTERESTS_MAX} topics.`)
      .optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Say what to change.',
    params: detailCode('nothing_to_change'),
  })
  .meta({ id: 'AdminAmbassadorProfileChange' });
export type AmbassadorProfileChange = z.infer<typeof ambassadorProfileChangeSchema>;

export const ambassadorProfileResponseSchema = z
  .object({ profile: ambassadorProfileSchema })
  .meta({ id: 'AdminAmbassadorProfileResponse' });

/** A new photo for an ambassador: base64 without a data: prefix, as the application sends it. */
export const adminAvatarUploadSchema = z
  .object({ file: avatarUploadSchema.shape.file })
  .meta({ id: 'AdminAvatarUpload' });

/** Invite someone to become an ambassador: they are mailed a single-use access code. */
export const teamInvitationSchema = z.object({ email: emailSchema }).meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamInvitationResponseSchema = z
  .object({
    invitation: z.object({ email: text(), access_code: text(), expires_at: dateTimeSchema }),
  })
  .meta({ id: 'TeamInvitationResponse' });

import { z } from 'zod';
import { dateTimeSchema, idSchema, text } from './common';

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
    created_at: dateTimeSchema,
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListQuerySchema = z
  .object({
    role: z.enum(TEAM_ROLES).optional(),
    search: text().trim().max(100).optional(),
    sort: z.enum(['name', 'newest']).default('name'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PEOPLE_PAGE_SIZE),
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
  })
  .meta({ id: 'TeamMemberChange' });
export type TeamMemberChange = z.infer<typeof teamMemberChangeSchema>;

export const teamMemberResponseSchema = z
  .object({ person: teamMemberSchema })
  .meta({ id: 'TeamMemberResponse' });

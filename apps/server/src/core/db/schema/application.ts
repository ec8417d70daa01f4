import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, type SocialLinksDto } from '@quad/shared/contracts/application';
import { accounts } from './accounts';
import { createdAt, flag, id, sqlList, timestampTz, updatedAt } from './columns';
import { universities } from './universities';

/**
 * Codes that let a student start the ambassador application flow (spec §7 Application). A code
 * belongs to one university, may be used `max_uses` times (null: without limit), may expire,
 * and may be revoked.
 */
export const ambassadorAccessCodes = pgTable(
  'ambassador_access_codes',
  {
    id: id(),
    code: text('code').notNull().unique(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    isActive: flag('is_active', true),
    expiresAt: timestampTz('expires_at'),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ambassador_access_codes_used_count', sql`${t.usedCount} >= 0`),
    check(
      'ambassador_access_codes_max_uses',
      sql`${t.maxUses} is null or (${t.maxUses} > 0 and ${t.usedCount} <= ${t.maxUses})`,
    ),
    index('ambassador_access_codes_university_idx').on(t.universityId),
  ],
);

/**
 * One ambassador application: who applied with which code, how far they got, and the admins'
 * decision. The profile itself lives in ambassador_profiles (unpublished until approved).
 */
export const ambassadorApplications = pgTable(
  'ambassador_applications',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    accessCodeId: integer('access_code_id').references(() => ambassadorAccessCodes.id, {
      onDelete: 'set null',
    }),
    /** in_progress | pending | approved | rejected. */
    status: text('status').notNull().default('in_progress'),
    socialLinks: jsonb('social_links').$type<SocialLinksDto>().notNull().default({}),
    infoSavedAt: timestampTz('info_saved_at'),
    avatarSavedAt: timestampTz('avatar_saved_at'),
    submittedAt: timestampTz('submitted_at'),
    decidedAt: timestampTz('decided_at'),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ambassador_applications_status', sql`${t.status} in ${sqlList(APPLICATION_STATUSES)}`),
    index('ambassador_applications_university_status_idx').on(t.universityId, t.status),
  ],
);

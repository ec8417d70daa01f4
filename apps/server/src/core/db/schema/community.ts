import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, flag, id } from './columns';
import { universities } from './universities';

/** Community spaces of a university; at most one is the default (GET /spaces/default). */
export const spaces = pgTable(
  'spaces',
  {
    id: id(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    avatarKey: text('avatar_key'),
    isDefault: flag('is_default'),
    createdAt: createdAt(),
  },
  (t) => [
    index('spaces_university_idx').on(t.universityId),
    uniqueIndex('spaces_one_default_per_university')
      .on(t.universityId)
      .where(sql`is_default`),
  ],
);

/**
 * Subjects a community account follows. A community account with at least one subject (or an
 * admin) counts as authorised (spec §4). `subject_id` comes from `@quad/shared/data/subjects`.
 */
export const accountSubjects = pgTable(
  'account_subjects',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.subjectId] }),
    index('account_subjects_subject_idx').on(t.subjectId),
  ],
);

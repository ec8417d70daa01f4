import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { universities } from './universities';
import { createdAt, id } from './columns';

/**
 * The admin console's audit trail: every write an admin makes, with the state before and after,
 * recorded in the same transaction as the write itself.
 */
export const adminAuditEntries = pgTable(
  'admin_audit_entries',
  {
    id: id(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    /** The admin who made the change; null once that account is gone. */
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** What was done, e.g. `settings.update`. */
    action: text('action').notNull(),
    /** What it was done to, e.g. `settings`, `post:12`. */
    target: text('target').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_entries_university_idx').on(t.universityId, t.id)],
);

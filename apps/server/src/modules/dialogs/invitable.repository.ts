import { and, asc, eq, ilike, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  accounts,
  ambassadorApplications,
  ambassadorProfiles,
  dialogMembers,
} from '../../core/db/schema';

export interface InvitableRow {
  id: number;
  name: string;
  lastName: string;
  avatarKey: string | null;
  subjectId: number | null;
}

const LIMIT = 20;

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Enabled accounts of one role at a university who are not active members of the dialog (and
 * not applicants waiting for approval), matching the search on first or last name, in name order.
 */
export async function findInvitable(
  db: Db,
  input: { dialogId: number; universityId: number; roleKey: string; search: string | undefined },
): Promise<InvitableRow[]> {
  const activeMember = db
    .select({ one: sql`1` })
    .from(dialogMembers)
    .where(
      and(
        eq(dialogMembers.dialogId, input.dialogId),
        eq(dialogMembers.accountId, accounts.id),
        isNull(dialogMembers.leftAt),
      ),
    );
  // Someone who applied with an access code joins chats once the university approved them.
  const unapproved = db
    .select({ one: sql`1` })
    .from(ambassadorApplications)
    .where(
      and(
        eq(ambassadorApplications.accountId, accounts.id),
        ne(ambassadorApplications.status, 'approved'),
      ),
    );
  const search = input.search?.trim();
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      lastName: accounts.lastName,
      avatarKey: accounts.avatarKey,
      subjectId: ambassadorProfiles.subjectId,
    })
    .from(accounts)
    .leftJoin(ambassadorProfiles, eq(ambassadorProfiles.accountId, accounts.id))
    .where(
      and(
        eq(accounts.universityId, input.universityId),
        eq(accounts.roleKey, input.roleKey),
        eq(accounts.isEnabled, true),
        isNull(accounts.deletedAt),
        notExists(activeMember),
        notExists(unapproved),
        search
          ? or(
              ilike(accounts.name, likePattern(search)),
              ilike(accounts.lastName, likePattern(search)),
              ilike(sql`${accounts.name} || ' ' || ${accounts.lastName}`, likePattern(search)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(accounts.name), asc(accounts.lastName), asc(accounts.id))
    .limit(LIMIT);
}

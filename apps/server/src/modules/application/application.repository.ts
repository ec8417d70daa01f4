import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@quad/shared/contracts/application';
import { ROLES } from '@quad/shared/roles';
import {
  accountSubjects,
  accounts,
  ambassadorApplications,
  ambassadorProfiles,
  universities,
} from '../../core/db/schema';
import type { Executor } from '../accounts/accounts.repository';

export type ApplicationRow = typeof ambassadorApplications.$inferSelect;
type ApplicationInsert = typeof ambassadorApplications.$inferInsert;
type ProfileInsert = typeof ambassadorProfiles.$inferInsert;

/** An application with what it is shown with: the account, its profile and its university. */
export interface ApplicationRecord {
  application: ApplicationRow;
  account: {
    id: number;
    email: string;
    name: string;
    lastName: string;
    avatarKey: string | null;
    deletedAt: Date | null;
  };
  profile: typeof ambassadorProfiles.$inferSelect;
  university: { id: number; name: string };
  /** The profile's subject first, then the others the applicant chose. */
  subjectIds: number[];
}

const recordColumns = {
  application: ambassadorApplications,
  account: {
    id: accounts.id,
    email: accounts.email,
    name: accounts.name,
    lastName: accounts.lastName,
    avatarKey: accounts.avatarKey,
    deletedAt: accounts.deletedAt,
  },
  profile: ambassadorProfiles,
  university: { id: universities.id, name: universities.name },
};

async function records(db: Executor, where: SQL | undefined): Promise<ApplicationRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(ambassadorApplications)
    .innerJoin(accounts, eq(accounts.id, ambassadorApplications.accountId))
    .innerJoin(
      ambassadorProfiles,
      eq(ambassadorProfiles.accountId, ambassadorApplications.accountId),
    )
    .innerJoin(universities, eq(universities.id, ambassadorApplications.universityId))
    .where(where)
    .orderBy(
      sql`${ambassadorApplications.submittedAt} desc nulls last`,
      desc(ambassadorApplications.createdAt),
    );
  if (rows.length === 0) return [];
  const followed = await db
    .select({ accountId: accountSubjects.accountId, subjectId: accountSubjects.subjectId })
    .from(accountSubjects)
    .where(
      inArray(
        accountSubjects.accountId,
        rows.map((row) => row.account.id),
      ),
    )
    .orderBy(asc(accountSubjects.createdAt), asc(accountSubjects.subjectId));
  return rows.map((row) => {
    const others = followed.filter((f) => f.accountId === row.account.id).map((f) => f.subjectId);
    const main = row.profile.subjectId;
    return { ...row, subjectIds: [...new Set([...(main ? [main] : []), ...others])] };
  });
}

/** The application of an account, with its account, profile and university. */
export async function findApplicationRecord(
  db: Executor,
  accountId: number,
): Promise<ApplicationRecord | undefined> {
  const [record] = await records(db, eq(ambassadorApplications.accountId, accountId));
  return record;
}

/** A university's applications (of one status), newest sent first; deleted accounts left out. */
export function listApplicationRecords(
  db: Executor,
  universityId: number,
  status: ApplicationStatus | undefined,
): Promise<ApplicationRecord[]> {
  return records(
    db,
    and(
      eq(ambassadorApplications.universityId, universityId),
      status ? eq(ambassadorApplications.status, status) : undefined,
      isNull(accounts.deletedAt),
    ),
  );
}

/** Inserts an application. */
export async function insertApplication(tx: Executor, values: ApplicationInsert): Promise<void> {
  await tx.insert(ambassadorApplications).values(values);
}

/** Updates an application and stamps updated_at. */
export async function updateApplication(
  tx: Executor,
  accountId: number,
  values: Partial<ApplicationInsert>,
): Promise<void> {
  await tx
    .update(ambassadorApplications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ambassadorApplications.accountId, accountId));
}

/** Locks an application's row for a decision; undefined when there is none. */
export async function lockApplication(
  tx: Executor,
  accountId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(ambassadorApplications)
    .where(eq(ambassadorApplications.accountId, accountId))
    .for('update');
  return row;
}

/** Inserts the (unpublished) ambassador profile of a new applicant. */
export async function insertProfile(tx: Executor, values: ProfileInsert): Promise<void> {
  await tx.insert(ambassadorProfiles).values(values);
}

/** Updates an ambassador profile and stamps updated_at. */
export async function updateProfile(
  tx: Executor,
  accountId: number,
  values: Partial<ProfileInsert>,
): Promise<void> {
  await tx
    .update(ambassadorProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ambassadorProfiles.accountId, accountId));
}

/** Sets the subjects an account is linked to, in the given order. */
export async function replaceAccountSubjects(
  tx: Executor,
  accountId: number,
  subjectIds: readonly number[],
): Promise<void> {
  await tx.delete(accountSubjects).where(eq(accountSubjects.accountId, accountId));
  if (subjectIds.length === 0) return;
  const start = Date.now();
  await tx.insert(accountSubjects).values(
    // Distinct creation times keep the order the applicant chose.
    subjectIds.map((subjectId, index) => ({
      accountId,
      subjectId,
      createdAt: new Date(start + index),
    })),
  );
}

/** The enabled, not deleted admins of a university: who hears of a new application. */
export function findUniversityAdmins(db: Executor, universityId: number) {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.universityId, universityId),
        eq(accounts.roleKey, ROLES.admin),
        eq(accounts.isEnabled, true),
        isNull(accounts.deletedAt),
      ),
    )
    .orderBy(asc(accounts.id));
}

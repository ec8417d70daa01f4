import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/db/transaction';
import { ambassadorProfiles } from '../../core/db/schema';

type ProfileValues = Partial<typeof ambassadorProfiles.$inferInsert>;

/** Writes the profile fields given; undefined ones stay as they are. */
export async function updateAmbassadorProfile(
  tx: Tx,
  accountId: number,
  values: ProfileValues,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as ProfileValues;
  await tx
    .update(ambassadorProfiles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(ambassadorProfiles.accountId, accountId));
}

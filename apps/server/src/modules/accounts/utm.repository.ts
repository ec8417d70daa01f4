import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/db/transaction';
import { accounts, type UtmData } from '../../core/db/schema';

/** An account's attribution, its row locked until the transaction ends (so two first touches queue). */
export async function lockUtmOf(tx: Tx, accountId: number): Promise<UtmData | undefined> {
  const [row] = await tx
    .select({ utm: accounts.utm })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update')
    .limit(1);
  return row?.utm;
}

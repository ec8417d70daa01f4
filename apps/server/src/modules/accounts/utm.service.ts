import type { UtmDataInput } from '@quad/shared/contracts/questions';
import type { Db } from '../../core/db/client';
import { commit, type AfterCommit } from '../../core/db/transaction';
import { updateAccount, type AccountRow } from './accounts.repository';

/**
 * Keeps where a prospect came from. First touch wins: a key already known is not overwritten,
 * so a later visit through another campaign does not erase the one that brought them.
 */
export async function recordUtm(
  deps: { db: Db; after: AfterCommit },
  account: AccountRow,
  universityId: number,
  input: UtmDataInput,
): Promise<Record<string, string>> {
  const utm: Record<string, unknown> = { ...account.utm };
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value !== '' && utm[key] === undefined) utm[key] = value;
  }
  utm['university_id'] ??= universityId;
  await commit(deps.db, deps.after, (tx) => updateAccount(tx, account.id, { utm }));
  return Object.fromEntries(
    Object.entries(utm).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

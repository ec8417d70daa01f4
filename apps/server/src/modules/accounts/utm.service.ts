import type { UtmDataInput } from '@quad/shared/contracts/questions';
import type { Db } from '../../core/db/client';
import type { UtmData } from '../../core/db/schema';
import { commit, type AfterCommit } from '../../core/db/transaction';
import { NotFoundError } from '../../core/errors/app-error';
import { updateAccount, type AccountRow } from './accounts.repository';
import { lockUtmOf } from './utm.repository';

/** The fields of one campaign: kept together, never mixed with another campaign's. */
const CAMPAIGN_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/**
 * First touch (spec §3 `utmData_{group}` / §7 utmData): the campaign already kept stays whole —
 * a later campaign neither replaces nor completes it, and an empty value erases nothing. With no
 * campaign kept, the new one is taken whole. `user_came_from` and the university are kept from
 * the first call that names them. Null when nothing changes.
 */
export function mergeFirstTouch(
  kept: UtmData,
  input: UtmDataInput,
  universityId: number,
): UtmData | null {
  const next: UtmData = { ...kept };
  const present = (value: unknown): value is string => typeof value === 'string' && value !== '';
  if (!CAMPAIGN_FIELDS.some((field) => present(kept[field]))) {
    for (const field of CAMPAIGN_FIELDS) {
      const value = input[field];
      if (present(value)) next[field] = value;
    }
  }
  if (!present(kept['user_came_from']) && present(input.user_came_from)) {
    next['user_came_from'] = input.user_came_from;
  }
  next['university_id'] ??= universityId;
  const changed = Object.keys(next).some((key) => next[key] !== kept[key]);
  return changed ? next : null;
}

/** Keeps where a signed-in prospect came from, first touch winning; answers what is kept. */
export async function recordUtm(
  deps: { db: Db; after: AfterCommit },
  account: AccountRow,
  universityId: number,
  input: UtmDataInput,
): Promise<Record<string, string>> {
  const utm = await commit(deps.db, deps.after, async (tx) => {
    const kept = await lockUtmOf(tx, account.id);
    if (!kept) throw new NotFoundError('account');
    const next = mergeFirstTouch(kept, input, universityId);
    if (next) await updateAccount(tx, account.id, { utm: next });
    return next ?? kept;
  });
  return Object.fromEntries(
    Object.entries(utm).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

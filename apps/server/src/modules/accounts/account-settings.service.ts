import type { AccountLanguage, ChangeMailing, EditAccount } from '@quad/shared/contracts/auth';
import type { MailingEntry } from '../../core/db/schema';
import { commit } from '../../core/db/transaction';
import type { ServiceContext } from '../../core/service-context';
import { NotFoundError } from '../../core/errors/app-error';
import {
  liveEventExists,
  setAccountLanguage,
  updateAccount,
  type AccountRow,
} from './accounts.repository';
import { refreshProfileSearchText } from './profile-search';
import { resolveScope } from './widget-scope';

export type SettingsDeps = Pick<ServiceContext, 'db' | 'after' | 'config'>;

/** Records that the account accepted the terms; the first acceptance is kept. */
export async function acceptTerms(deps: SettingsDeps, account: AccountRow): Promise<AccountRow> {
  if (account.acceptedTermsAt) return account;
  return commit(
    deps.db,
    deps.after,
    async (tx) => (await updateAccount(tx, account.id, { acceptedTermsAt: new Date() })) ?? account,
  );
}

/** Keeps the language the person reads Quad in; their mail is written in it from now on. */
export async function changeLanguage(
  deps: SettingsDeps,
  account: AccountRow,
  input: AccountLanguage,
): Promise<AccountRow> {
  return commit(
    deps.db,
    deps.after,
    async (tx) => (await setAccountLanguage(tx, account.id, input.language)) ?? account,
  );
}

/**
 * Renames the account (spec "Profile edit"). `liveStreamId` names the live event the edit was
 * made from (the name shown in its chat); it must exist.
 */
export async function editAccount(
  deps: SettingsDeps,
  account: AccountRow,
  input: EditAccount,
): Promise<AccountRow> {
  if (input.liveStreamId !== undefined && !(await liveEventExists(deps.db, input.liveStreamId))) {
    throw new NotFoundError('live_stream');
  }
  return commit(deps.db, deps.after, async (tx) => {
    const updated =
      (await updateAccount(tx, account.id, { name: input.firstName, lastName: input.lastName })) ??
      account;
    await refreshProfileSearchText(tx, updated);
    return updated;
  });
}

/** Stores mailing answers for a university; answers for other ids are kept. */
export async function changeMailing(
  deps: SettingsDeps,
  account: AccountRow,
  input: ChangeMailing,
): Promise<AccountRow> {
  await resolveScope(deps.db, deps.config.publicUrl, { universityId: input.university_id });
  const byId = new Map<number, MailingEntry>(account.mailing.map((entry) => [entry.id, entry]));
  for (const entry of input.mailing) byId.set(entry.id, { id: entry.id, answer: entry.answer });
  const mailing = [...byId.values()].sort((a, b) => a.id - b.id);
  return commit(
    deps.db,
    deps.after,
    async (tx) => (await updateAccount(tx, account.id, { mailing })) ?? account,
  );
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { commit, type AfterCommit } from '../../core/db/transaction';
import type { Storage } from '../../core/storage/storage';
import {
  deleteIdentitiesAndSubjectsOf,
  updateAccount,
  type AccountRow,
} from './accounts.repository';
import { removeStoredFile } from './avatar.service';
import { deleteCodesOf } from './one-time-codes.repository';
import { deleteAnswersOf } from './questions.repository';
import { revokeAccountTokens } from './refresh-tokens.repository';

/** The name conversations show for a deleted account. */
export const DELETED_NAME = { name: 'Deleted', lastName: 'user' } as const;

/**
 * Erases an account's personal data. The row stays, anonymised, so the conversations it took
 * part in keep an author ("Deleted user") and their order; everything that identifies the
 * person goes: email, password, names, phone, nationality, avatar, answers, preferences,
 * attribution, sign-in identities, sessions and codes.
 */
export async function deleteAccount(
  deps: { db: Db; after: AfterCommit; storage: Storage; log: FastifyBaseLogger },
  account: AccountRow,
): Promise<void> {
  let revoked: string[] = [];
  await commit(deps.db, deps.after, async (tx) => {
    revoked = await revokeAccountTokens(tx, account.id);
    await deleteCodesOf(tx, account.id);
    await deleteAnswersOf(tx, account.id);
    await deleteIdentitiesAndSubjectsOf(tx, account.id);
    await updateAccount(tx, account.id, {
      email: `deleted-${account.id}@deleted.invalid`,
      passwordHash: null,
      ...DELETED_NAME,
      avatarKey: null,
      phoneCountry: null,
      phoneNumber: null,
      phoneVerified: false,
      nationalityId: null,
      residenceCountryId: null,
      isEnabled: false,
      mailing: [],
      notificationData: {},
      marketingPreference: false,
      resiveEmail: false,
      communications: null,
      ssoCustomData: null,
      utm: {},
      admissionStageId: null,
      academicLevelId: null,
      studyStartDate: null,
      birthDate: null,
      deletedAt: new Date(),
    });
  });
  deps.after.sessions.revoked(revoked);
  if (account.avatarKey) await removeStoredFile(deps, account.avatarKey);
}

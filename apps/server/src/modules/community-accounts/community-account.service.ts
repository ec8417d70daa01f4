import type {
  CommunityAccount,
  CommunityProfileFields,
} from '@quad/shared/contracts/community-accounts';
import { subjectById } from '@quad/shared/data/subjects';
import { commit } from '../../core/db/transaction';
import { ValidationError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import {
  findAmbassadorProfileOf,
  subjectIdsOf,
  updateAccount,
  type AccountRow,
} from '../accounts/accounts.repository';
import { saveAvatar } from '../accounts/avatar.service';
import { presentCommunityAccount } from './community-account.presenter';
import { findDefaultSpaceId, replaceSubjects } from './community-accounts.repository';

/** 400 for subject ids that are not in the list (`GET /common/data/subjects`). */
export function assertKnownSubjects(subjectIds: readonly number[], path: string): void {
  const problems = subjectIds.flatMap((id, index) =>
    subjectById(id)
      ? []
      : [
          {
            path: `${path}.${index}`,
            code: 'not_in_list' as const,
            message: 'Choose a subject from the list.',
          },
        ],
  );
  if (problems.length > 0) throw new ValidationError(problems);
}

/**
 * The community user (spec §3) of an account, seen from a university's community: its default
 * space, the subjects followed (an ambassador's profile subject among them) and whether it is
 * authorised (spec §4).
 */
export async function communityAccountInfo(
  deps: Pick<ServiceContext, 'db' | 'storage'>,
  account: AccountRow,
  universityId?: number | null,
): Promise<CommunityAccount> {
  const subjects = (await subjectIdsOf(deps.db, account.id)).flatMap((id) => {
    const subject = subjectById(id);
    return subject ? [{ id: subject.id, name: subject.name }] : [];
  });
  const profile = await findAmbassadorProfileOf(deps.db, account.id);
  const community = universityId ?? account.universityId;
  return presentCommunityAccount(account, {
    subjects,
    profileType: profile?.profileType ?? null,
    spaceId: community !== null ? await findDefaultSpaceId(deps.db, community) : null,
    storage: deps.storage,
  });
}

/** `POST /account/subscribe`: the community account's e-mail updates, on or off. */
export async function setSubscribed(
  deps: Pick<ServiceContext, 'db' | 'after'>,
  account: AccountRow,
  subscribed: boolean,
): Promise<AccountRow> {
  return commit(
    deps.db,
    deps.after,
    async (tx) => (await updateAccount(tx, account.id, { resiveEmail: subscribed })) ?? account,
  );
}

/**
 * `PUT /account/profile/update`: names and followed subjects in one commit; a new avatar goes
 * through the widget's avatar pipeline (type sniffed, squared, WebP) first, so a bad image
 * changes nothing.
 */
export async function updateCommunityProfile(
  deps: Pick<ServiceContext, 'db' | 'after' | 'storage' | 'log'>,
  account: AccountRow,
  fields: CommunityProfileFields,
  avatar: Buffer | null,
): Promise<AccountRow> {
  if (fields.subjectIds) assertKnownSubjects(fields.subjectIds, 'body.subjectIds');
  if (avatar) await saveAvatar(deps, account, avatar);
  return commit(deps.db, deps.after, async (tx) => {
    const updated = await updateAccount(tx, account.id, {
      name: fields.firstName,
      lastName: fields.lastName,
    });
    if (fields.subjectIds) await replaceSubjects(tx, account.id, fields.subjectIds);
    return updated ?? account;
  });
}

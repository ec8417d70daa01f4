import type { CommunityAccount } from '@quad/shared/contracts/community-accounts';
import type { SubjectDto } from '@quad/shared/contracts/common';
import { PROFILE_TYPES, type ProfileTypeKey, type RoleKey } from '@quad/shared/roles';
import type { Storage } from '../../core/storage/storage';
import type { AccountRow } from '../accounts/accounts.repository';
import { isCommunityAuthorised } from './community-accounts.policy';

const isProfileType = (value: string | null | undefined): value is ProfileTypeKey =>
  (PROFILE_TYPES as readonly (string | null | undefined)[]).includes(value);

/** The community user (spec §3) as `GET /community/account/info` shows it. */
export function presentCommunityAccount(
  account: AccountRow,
  extra: {
    subjects: SubjectDto[];
    /** The ambassador profile's type, for ambassadors with a profile. */
    profileType: string | null;
    spaceId: number | null;
    storage: Storage;
  },
): CommunityAccount {
  return {
    id: account.id,
    firstName: account.name,
    lastName: account.lastName,
    email: account.email,
    avatar: account.avatarKey ? extra.storage.url(account.avatarKey) : null,
    roleKey: account.roleKey as RoleKey,
    universityId: account.universityId,
    spaceId: extra.spaceId,
    subjects: extra.subjects,
    isAuthorised: isCommunityAuthorised(account, extra.subjects.length),
    ambassadorData: isProfileType(extra.profileType)
      ? { profile: { key: extra.profileType } }
      : null,
    subscribed: account.resiveEmail,
  };
}

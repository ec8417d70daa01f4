import type { CommunityMember } from '@quad/shared/contracts/community';
import { subjectById } from '@quad/shared/data/subjects';
import { isRoleKey, PROFILE_TYPES, ROLES, type ProfileTypeKey } from '@quad/shared/roles';
import type { Storage } from '../../core/storage/storage';
import type { MemberView } from './members.service';

function subjectOf(id: number | null) {
  const subject = id === null ? undefined : subjectById(id);
  return subject ? { id: subject.id, name: subject.name } : null;
}

function profileKeyOf(value: string): ProfileTypeKey {
  return (PROFILE_TYPES as readonly string[]).includes(value)
    ? (value as ProfileTypeKey)
    : 'student';
}

/** Member record → the public community profile, field by field (no email, no phone). */
export function presentMember(view: MemberView, storage: Storage): CommunityMember {
  const { account, profile } = view;
  const role = isRoleKey(account.roleKey) ? account.roleKey : ROLES.prospect;
  return {
    id: account.id,
    name: account.name,
    last_name: account.lastName,
    avatar: account.avatarKey ? storage.url(account.avatarKey) : null,
    color: account.color,
    role_key: role,
    roleKey: role,
    university:
      account.universityId !== null && view.universityName !== null
        ? { id: account.universityId, name: view.universityName }
        : null,
    subjects: view.subjectIds.flatMap((id) => {
      const subject = subjectOf(id);
      return subject ? [subject] : [];
    }),
    ambassadorData: profile
      ? {
          profile: { key: profileKeyOf(profile.profileType) },
          course: subjectOf(profile.subjectId),
          yearOfStudy: profile.yearOfStudy,
        }
      : null,
    abilities: { canMessage: view.canMessage },
  };
}

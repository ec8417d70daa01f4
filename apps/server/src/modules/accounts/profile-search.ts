import { countryById } from '@quad/shared/data/countries';
import { profileTypeByKey } from '@quad/shared/data/profile-types';
import { subjectById } from '@quad/shared/data/subjects';
import { PROFILE_TYPES, type ProfileTypeKey } from '@quad/shared/roles';
import {
  findAmbassadorProfileOf,
  setProfileSearchText,
  type AmbassadorProfileRow as ProfileRow,
  type Executor,
} from './accounts.repository';

const isProfileType = (value: string): value is ProfileTypeKey =>
  (PROFILE_TYPES as readonly string[]).includes(value);

/** The words an ambassador profile is found by: name, subject, country, type, job, languages, interests, bio. */
export function profileSearchText(
  person: { name: string; lastName: string },
  profile: Pick<
    ProfileRow,
    'subjectId' | 'countryId' | 'profileType' | 'jobTitle' | 'languages' | 'interests' | 'bio'
  >,
): string {
  return [
    person.name,
    person.lastName,
    profile.subjectId ? subjectById(profile.subjectId)?.name : undefined,
    profile.countryId ? countryById(profile.countryId)?.name : undefined,
    isProfileType(profile.profileType) ? profileTypeByKey(profile.profileType).name : undefined,
    profile.jobTitle,
    ...profile.languages,
    ...profile.interests,
    profile.bio,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Rebuilds the search words of an account's ambassador profile, if it has one. */
export async function refreshProfileSearchText(
  tx: Executor,
  person: { id: number; name: string; lastName: string },
): Promise<void> {
  const profile = await findAmbassadorProfileOf(tx, person.id);
  if (!profile) return;
  await setProfileSearchText(tx, person.id, profileSearchText(person, profile));
}

import { countryById } from '../data/countries';
import { PROFILE_TYPE_LIST } from '../data/profile-types';
import { subjectById } from '../data/subjects';

/** What an ambassador profile is found by, besides the person's name. */
export interface SearchableProfile {
  subjectId: number | null;
  countryId: number | null;
  profileType: string;
  jobTitle: string | null;
  languages: readonly string[];
  interests: readonly string[];
  bio: string | null;
}

/**
 * The words an ambassador profile is found by: name, subject, home country, profile type, job,
 * languages, interests and bio (the full-text search of ambassadors runs over this).
 */
export function profileSearchText(
  person: { name: string; lastName: string },
  profile: SearchableProfile,
): string {
  return [
    person.name,
    person.lastName,
    profile.subjectId ? subjectById(profile.subjectId)?.name : undefined,
    profile.countryId ? countryById(profile.countryId)?.name : undefined,
    PROFILE_TYPE_LIST.find((type) => type.key === profile.profileType)?.name,
    profile.jobTitle,
    ...profile.languages,
    ...profile.interests,
    profile.bio,
  ]
    .filter(Boolean)
    .join(' ');
}

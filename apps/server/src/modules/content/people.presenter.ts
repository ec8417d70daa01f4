import type { AmbassadorCard, Author } from '@quad/shared/contracts/content';
import { countryById } from '@quad/shared/data/countries';
import { subjectById } from '@quad/shared/data/subjects';
import { DEFAULT_AVATAR_COLOR } from '@quad/shared/limits';
import { PROFILE_TYPES, type ProfileTypeKey } from '@quad/shared/roles';
import { toSlugAndId } from '@quad/shared/rules/slug';
import type { Storage } from '../../core/storage/storage';
import type { ContentScope } from './scope.service';
import type { AmbassadorRow } from './users.repository';

/** The account columns a person is shown with. */
export interface PersonRecord {
  id: number;
  name: string;
  lastName: string;
  avatarKey: string | null;
  color: string;
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A stored colour, or the default avatar colour when the stored one is not a hex colour. */
export function colorOf(color: string | null): string {
  return color && HEX_COLOR.test(color) ? color : DEFAULT_AVATAR_COLOR;
}

/** The link slug of a person: `{first-last}-{id}` (spec §2). */
export function personSlug(person: { id: number; name: string; lastName: string }): string {
  return toSlugAndId(`${person.name} ${person.lastName}`, person.id);
}

/** A person next to a post, an answer or a chat, with the link to their profile. */
export function presentAuthor(person: PersonRecord, storage: Storage): Author {
  return {
    id: person.id,
    name: person.name,
    last_name: person.lastName,
    avatar: person.avatarKey ? storage.url(person.avatarKey) : null,
    color: colorOf(person.color),
    slug: personSlug(person),
  };
}

function profileTypeOf(value: string): ProfileTypeKey {
  return (PROFILE_TYPES as readonly string[]).includes(value)
    ? (value as ProfileTypeKey)
    : 'student';
}

/** An ambassador card (lists and the profile page), field by field. */
export function presentAmbassadorCard(
  row: AmbassadorRow & { replySeconds?: number | null },
  scope: ContentScope,
  storage: Storage,
): AmbassadorCard {
  const subject = row.subjectId === null ? undefined : subjectById(row.subjectId);
  const country = row.countryId === null ? undefined : countryById(row.countryId);
  const university = scope.byId.get(row.universityId);
  return {
    id: row.id,
    name: row.name,
    last_name: row.lastName,
    avatar: row.avatarKey ? storage.url(row.avatarKey) : null,
    color: colorOf(row.color),
    profile_type: profileTypeOf(row.profileType),
    subject: subject ? { id: subject.id, name: subject.name } : null,
    country: country ? { id: country.id, name: country.name, code: country.code } : null,
    university: { id: row.universityId, name: university?.name ?? '' },
    description: row.bio,
    year_of_study: row.yearOfStudy === null ? null : String(row.yearOfStudy),
    graduation_year: row.graduationYear,
    job_title: row.jobTitle,
    languages: row.languages,
    interests: row.interests,
    slug: personSlug(row),
    // Only where it was computed (lists, the home, the profile); null: too few replies to tell.
    ...(row.replySeconds !== undefined ? { reply_time_seconds: row.replySeconds } : {}),
  };
}

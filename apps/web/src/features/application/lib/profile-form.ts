import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { SOCIAL_NETWORKS } from '@quad/shared/contracts/application';
import {
  ABOUT_MAX,
  ABOUT_MIN,
  setInfoSchema,
  type ApplicationProfile,
  type SetInfoInput,
} from '@quad/shared/contracts/application';
import type { PROFILE_TYPES } from '@quad/shared/roles';
import type { IssueLike } from './translated-resolver';

/** What the profile form holds: every control's text, turned into the contract on submit. */
export type ProfileFormValues = {
  profile_type: (typeof PROFILE_TYPES)[number];
  subject_ids: [string, string];
  year_of_study: string;
  graduation_year: string;
  job_title: string;
  country_id: string;
  languages: string;
  description: string;
  interests: string;
  social_links: Record<(typeof SOCIAL_NETWORKS)[number], string>;
};

/** "English, Spanish ," → ["English", "Spanish"]. */
export function listFromText(value: string): string[] {
  return value
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The form's values as the set-info call takes them. */
export function toSetInfo(values: ProfileFormValues): SetInfoInput {
  const links = Object.fromEntries(
    Object.entries(values.social_links)
      .map(([network, url]) => [network, url.trim()] as const)
      .filter(([, url]) => url !== ''),
  );
  return {
    profile_type: values.profile_type,
    subject_ids: [...new Set(values.subject_ids.filter(Boolean).map(Number))],
    year_of_study: numberOrNull(values.year_of_study),
    graduation_year: numberOrNull(values.graduation_year),
    job_title: values.job_title.trim() === '' ? null : values.job_title,
    country_id: Number(values.country_id || 0),
    languages: listFromText(values.languages),
    description: values.description,
    interests: listFromText(values.interests),
    social_links: links,
  };
}

/** The form filled from a saved profile, or empty. */
export function formValuesOf(profile: ApplicationProfile | null): ProfileFormValues {
  const links = profile?.social_links ?? {};
  return {
    profile_type: profile?.profile_type ?? 'student',
    subject_ids: [String(profile?.subjects[0]?.id ?? ''), String(profile?.subjects[1]?.id ?? '')],
    year_of_study: profile?.year_of_study ? String(profile.year_of_study) : '',
    graduation_year: profile?.graduation_year ? String(profile.graduation_year) : '',
    job_title: profile?.job_title ?? '',
    country_id: profile?.country_id ? String(profile.country_id) : '',
    languages: profile?.languages.join(', ') ?? '',
    description: profile?.description ?? '',
    interests: profile?.interests.join(', ') ?? '',
    social_links: {
      instagram: links.instagram ?? '',
      linkedin: links.linkedin ?? '',
      tiktok: links.tiktok ?? '',
      youtube: links.youtube ?? '',
    },
  };
}

/** The form's schema: its text turned into the contract, checked by the contract's rules. */
export const profileFormSchema = z
  .custom<ProfileFormValues>()
  .transform(toSetInfo)
  .pipe(setInfoSchema);

/** The reader's words for one problem, by the field it belongs to. */
export function profileIssueMessage(issue: IssueLike, t: TFunction<'application'>): string {
  const [field, index] = issue.path ?? [];
  switch (field) {
    case 'profile_type':
      return t('profile.errors.type');
    case 'subject_ids':
      return index !== undefined && issue.code === 'custom'
        ? t('profile.errors.subjectTwice')
        : t('profile.errors.subject');
    case 'year_of_study':
      return t('profile.errors.year');
    case 'graduation_year':
      return t('profile.errors.graduationYear');
    case 'job_title':
      return t('profile.errors.jobTitle');
    case 'country_id':
      return t('profile.errors.country');
    case 'languages':
      return t('profile.errors.languages');
    case 'description':
      return issue.code === 'too_big'
        ? t('profile.errors.descriptionLong', { count: ABOUT_MAX })
        : t('profile.errors.descriptionShort', { count: ABOUT_MIN });
    case 'interests':
      return t('profile.errors.interests');
    case 'social_links':
      return t('profile.errors.social');
    default:
      return t('genericError');
  }
}

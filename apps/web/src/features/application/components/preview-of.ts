import type { ApplicationInfoResponse } from '@quad/shared/contracts/application';
import type { CardPreviewData } from './card-preview';

/** The card preview of a saved application. */
export function previewOf({ account, application }: ApplicationInfoResponse): CardPreviewData {
  const profile = application.profile;
  return {
    id: account.id,
    name: account.name,
    lastName: account.last_name,
    avatar: application.avatar,
    profileType: profile?.profile_type ?? 'student',
    subject: profile?.subjects[0]?.name ?? null,
    yearOfStudy: profile?.year_of_study ?? null,
    graduationYear: profile?.graduation_year ?? null,
    jobTitle: profile?.job_title ?? null,
    countryId: profile?.country_id ?? null,
    description: profile?.description ?? '',
  };
}

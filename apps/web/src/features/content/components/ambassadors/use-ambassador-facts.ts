import { useTranslation } from 'react-i18next';
import type { AmbassadorCard } from '@quad/shared/contracts/content';
import { yearOfStudy } from './ambassador-facts';
import { useReferenceNames } from '../../../../i18n/reference-names';

/**
 * What someone does here, in a line: "Computer Science · Year 2", "Law · Class of 2021",
 * "Admissions Officer"; the profile type when nothing else is known.
 */
export function useStudyLine(ambassador: AmbassadorCard): string {
  const { t } = useTranslation('content');
  const names = useReferenceNames();
  const parts: string[] = [];
  if (ambassador.profile_type === 'staff' && ambassador.job_title) parts.push(ambassador.job_title);
  else if (ambassador.subject) parts.push(names.subject(ambassador.subject));
  if (ambassador.profile_type === 'alumni' && ambassador.graduation_year) {
    parts.push(t('ambassador.classOf', { year: ambassador.graduation_year }));
  } else if (ambassador.profile_type !== 'staff') {
    const year = yearOfStudy(ambassador);
    if (year)
      parts.push(year.kind === 'number' ? t('ambassador.year', { year: year.year }) : year.text);
  }
  if (parts.length === 0) parts.push(t(`ambassador.profileType.${ambassador.profile_type}`));
  return parts.join(' · ');
}

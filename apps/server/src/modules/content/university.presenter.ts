import type { UniversityProfile } from '@quad/shared/contracts/content';
import { countryById } from '@quad/shared/data/countries';
import type { Storage } from '../../core/storage/storage';
import type { UniversityRow } from './scope.repository';

/** A university's profile page header, field by field. */
export function presentUniversityProfile(
  row: UniversityRow,
  ambassadorsCount: number,
  storage: Storage,
): UniversityProfile {
  const country = row.countryId === null ? undefined : countryById(row.countryId);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: row.logoKey ? storage.url(row.logoKey) : null,
    cover: row.coverKey ? storage.url(row.coverKey) : null,
    city: row.city,
    country: country ? { id: country.id, name: country.name, code: country.code } : null,
    website: row.website,
    ambassadors_count: ambassadorsCount,
  };
}

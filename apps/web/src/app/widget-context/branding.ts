import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import type { ParsedBase } from '@quad/shared/rules/base-path';

export type Branding = { name: string; logo: string | null };

/**
 * Whose widget this is: the university of the path, or the group; the institution and the
 * first listed university stand in when the settings do not name it directly.
 */
export function brandingFor(settings: WidgetSettings, base: ParsedBase): Branding {
  const institution = settings.institution;
  if (base.kind === 'group') {
    return {
      name: settings.university_group?.name ?? institution?.name ?? '',
      logo: institution?.logo ?? null,
    };
  }
  const university = settings.universities.find((candidate) => candidate.id === base.universityId);
  const brand = university ?? institution ?? settings.universities[0];
  return { name: brand?.name ?? '', logo: brand?.logo ?? null };
}

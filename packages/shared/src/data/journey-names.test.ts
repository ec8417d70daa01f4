import { describe, expect, it } from 'vitest';
import { COMPLETE_LOCALES } from '../rules/locale';
import { ACADEMIC_LEVELS } from './academic-levels';
import { ADMISSION_STAGES } from './admission-stages';
import { academicLevelName, admissionStageName, profileTypeName } from './journey-names';
import { PROFILE_TYPE_LIST } from './profile-types';

const LISTS = [
  ['academic levels', ACADEMIC_LEVELS, academicLevelName],
  ['admission stages', ADMISSION_STAGES, admissionStageName],
  ['profile types', PROFILE_TYPE_LIST, profileTypeName],
] as const;

describe('journey names', () => {
  it('name every item of each list in every language, each apart from the others', () => {
    for (const [list, items, nameOf] of LISTS) {
      for (const locale of COMPLETE_LOCALES) {
        const names = items.map((item) =>
          (nameOf as (i: typeof item, l: string) => string)(item, locale),
        );
        expect(new Set(names).size, `${locale} ${list}`).toBe(items.length);
        for (const name of names) expect(name.trim(), `${locale} ${list}`).not.toBe('');
        // English is the lists' own; the other languages are written, not copied.
        const copied = items.filter((item, index) => names[index] === item.name);
        if (locale === 'en') expect(copied).toHaveLength(items.length);
        else expect(copied.length, `${locale} ${list}`).toBeLessThan(items.length / 2);
      }
    }
  });

  it('read a stage and a level in the language asked for', () => {
    const offer = ADMISSION_STAGES.find((stage) => stage.name === 'Offer received')!;
    expect(admissionStageName(offer, 'en')).toBe('Offer received');
    expect(admissionStageName(offer, 'de')).toBe('Zusage erhalten');
    expect(academicLevelName(ACADEMIC_LEVELS[0]!, 'fr')).toBe('Licence');
    expect(academicLevelName({ id: 99, name: 'Unknown level' }, 'fr')).toBe('Unknown level');
  });
});

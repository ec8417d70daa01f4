import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../data/countries';
import { SUBJECTS } from '../data/subjects';
import { profileSearchText } from './profile-search-text';

describe('profileSearchText', () => {
  it('joins name, subject, country, type, job, languages, interests and bio, skipping blanks', () => {
    const subject = SUBJECTS[0]!;
    const country = COUNTRIES.find((c) => c.code === 'NG')!;
    const text = profileSearchText(
      { name: 'Amara', lastName: 'Okafor' },
      {
        subjectId: subject.id,
        countryId: country.id,
        profileType: 'student',
        jobTitle: null,
        languages: ['English', 'Igbo'],
        interests: ['robotics'],
        bio: 'Second year.',
      },
    );
    expect(text).toBe(
      [
        'Amara',
        'Okafor',
        subject.name,
        'Nigeria',
        'Student',
        'English',
        'Igbo',
        'robotics',
        'Second year.',
      ].join(' '),
    );
  });
});

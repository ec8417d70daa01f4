import { ACADEMIC_LEVELS } from '@quad/shared/data/academic-levels';
import { ADMISSION_STAGES } from '@quad/shared/data/admission-stages';
import { AVATAR_PALETTE, DEFAULT_AVATAR_COLOR } from '@quad/shared/limits';
import { profileSearchText } from '@quad/shared/rules/profile-search-text';
import { accounts, ambassadorProfiles } from '../core/db/schema/accounts';
import { accountSubjects } from '../core/db/schema/community';
import { DEMO_AMBASSADORS, DEMO_OTHERS, type DemoPerson } from './demo-people';
import {
  countryId,
  minutesFrom,
  nationalityId,
  personOf,
  subjectId,
  type SeedContext,
} from './seed-context';

/** Inserts every demo account and the ambassadors' published profiles. */
export async function seedPeople(context: SeedContext, passwordHash: string): Promise<void> {
  const everyone = [...DEMO_AMBASSADORS, ...DEMO_OTHERS];
  const rows = await context.db
    .insert(accounts)
    .values(
      everyone.map((person, index) => ({
        email: person.email,
        passwordHash,
        roleKey: person.role,
        name: person.name,
        lastName: person.lastName,
        avatarKey: context.images.avatars.get(person.key) ?? null,
        color: AVATAR_PALETTE[index % AVATAR_PALETTE.length] ?? DEFAULT_AVATAR_COLOR,
        nationalityId: nationalityId(person.nationality),
        residenceCountryId: countryId(person.residence),
        universityId: person.universityId,
        acceptedTermsAt: minutesFrom(context.now, -60 * 24 * (40 - index)),
        isAnsweredMandatoryQuestion: true,
        // Spread sign-up dates over the last months, oldest first.
        createdAt: minutesFrom(context.now, -60 * 24 * (120 - index * 3)),
        ...(person.role === 'prospect' ? prospectDetails(person) : {}),
      })),
    )
    .returning({ id: accounts.id, email: accounts.email });

  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  for (const person of everyone) {
    const id = idByEmail.get(person.email);
    if (id === undefined) throw new Error(`Demo account ${person.email} was not inserted`);
    context.people.set(person.key, {
      id,
      role: person.role,
      universityId: person.universityId,
      fullName: `${person.name} ${person.lastName}`,
    });
  }

  await context.db.insert(ambassadorProfiles).values(
    DEMO_AMBASSADORS.flatMap((person, index) => {
      const profile = person.profile;
      if (!profile || person.universityId === null) return [];
      const row = {
        accountId: personOf(context, person.key).id,
        universityId: person.universityId,
        profileType: profile.type,
        subjectId: profile.subject ? subjectId(profile.subject) : null,
        countryId: countryId(profile.country),
        yearOfStudy: profile.yearOfStudy ?? null,
        graduationYear: profile.graduationYear ?? null,
        jobTitle: profile.jobTitle ?? null,
        bio: profile.bio,
        languages: profile.languages,
        interests: profile.interests,
        isPublished: true,
        introductionDone: true,
        // A fixed shuffle, so the demo's "random" order is the same on every machine.
        sortSeed: (index * 7919) % 1000,
      };
      return [{ ...row, searchText: profileSearchText(person, row) }];
    }),
  );

  // The demo prospect follows two subjects, which also authorises the community area (spec §4).
  await context.db.insert(accountSubjects).values(
    ['Computer Science', 'Software Engineering'].map((name) => ({
      accountId: personOf(context, 'sofia').id,
      subjectId: subjectId(name),
    })),
  );
}

/** The id of a named entry of a shared reference list. */
function idNamed(list: readonly { id: number; name: string }[], name: string): number {
  const entry = list.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`Demo seed refers to unknown entry ${name}`);
  return entry.id;
}

/** Registration details a prospect gives (spec §3 registration payload). */
function prospectDetails(person: DemoPerson) {
  return {
    marketingPreference: true,
    resiveEmail: true,
    // prospect@demo.test holds an offer, as her conversation with the ambassador says.
    admissionStageId: idNamed(
      ADMISSION_STAGES,
      person.key === 'sofia' ? 'Offer received' : 'Researching',
    ),
    academicLevelId: idNamed(ACADEMIC_LEVELS, 'Undergraduate'),
    studyStartDate: '2026-09-01',
    utm: { medium: 'widget', source: 'university.demo.test', campaign: 'open-day-2026' },
  };
}

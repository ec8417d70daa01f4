import { countryByCode } from '@quad/shared/data/countries';
import { nationalityByCode } from '@quad/shared/data/nationalities';
import { SUBJECTS } from '@quad/shared/data/subjects';
import type { RoleKey } from '@quad/shared/roles';
import type { Db } from '../core/db/client';
import type { DemoImages } from './seed-images';

/** A seeded account, as the later seeding steps need it. */
export interface SeededPerson {
  id: number;
  role: RoleKey;
  universityId: number | null;
  fullName: string;
}

/** What every seeding step shares: the transaction, the clock, the people and the pictures. */
export interface SeedContext {
  db: Db;
  now: Date;
  people: Map<string, SeededPerson>;
  images: DemoImages;
}

/** The seeded person with this DemoPerson key. */
export function personOf(context: Pick<SeedContext, 'people'>, key: string): SeededPerson {
  const person = context.people.get(key);
  if (!person) throw new Error(`Demo seed refers to unknown person "${key}"`);
  return person;
}

/** `now` moved by a number of minutes (negative = earlier). */
export function minutesFrom(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/** Id of an ISO 3166-1 alpha-2 country in `@quad/shared/data/countries`. */
export function countryId(code: string): number {
  const country = countryByCode(code);
  if (!country) throw new Error(`Demo seed refers to unknown country ${code}`);
  return country.id;
}

/** Id of the nationality of a country code in `@quad/shared/data/nationalities`. */
export function nationalityId(code: string): number {
  const nationality = nationalityByCode(code);
  if (!nationality) throw new Error(`Demo seed refers to unknown nationality ${code}`);
  return nationality.id;
}

/** Id of a subject in `@quad/shared/data/subjects`, by its exact name. */
export function subjectId(name: string): number {
  const subject = SUBJECTS.find((candidate) => candidate.name === name);
  if (!subject) throw new Error(`Demo seed refers to unknown subject ${name}`);
  return subject.id;
}

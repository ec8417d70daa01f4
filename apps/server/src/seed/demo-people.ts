import type { ProfileTypeKey, RoleKey } from '@quad/shared/roles';
import type { AvatarLook } from './images/render';
import { COLLEGE_AMBASSADORS } from './demo-people-college';
import { UNIVERSITY_AMBASSADORS } from './demo-people-university';

/** A demo ambassador's public profile; subject and country by name and ISO code. */
export interface DemoProfile {
  type: ProfileTypeKey;
  subject: string | null;
  country: string;
  yearOfStudy?: number;
  graduationYear?: number;
  jobTitle?: string;
  bio: string;
  languages: string[];
  interests: string[];
}

/** One demo account. `key` is how the content files refer to the person. */
export interface DemoPerson {
  key: string;
  email: string;
  name: string;
  lastName: string;
  role: RoleKey;
  universityId: number | null;
  /** ISO 3166-1 alpha-2 of nationality and residence. */
  nationality: string;
  residence: string;
  look: AvatarLook;
  profile?: DemoProfile;
}

/** The ambassadors of CONTRACT §7; ambassador@demo.test comes first. */
export const DEMO_AMBASSADORS: DemoPerson[] = [...UNIVERSITY_AMBASSADORS, ...COLLEGE_AMBASSADORS];

/** Admin, prospects and the speaker. prospect@demo.test is the one to sign in with. */
export const DEMO_OTHERS: DemoPerson[] = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    name: 'Hannah',
    lastName: 'Whitfield',
    role: 'univercity-admin',
    universityId: 1,
    nationality: 'GB',
    residence: 'GB',
    look: { hair: 10, background: 'd1d4f9', glasses: true },
  },
  {
    key: 'sofia',
    email: 'prospect@demo.test',
    name: 'Sofia',
    lastName: 'Martínez',
    role: 'prospect',
    universityId: 1,
    nationality: 'ES',
    residence: 'ES',
    look: { hair: 45, background: 'ffdfbf', wave: true },
  },
  {
    key: 'speaker',
    email: 'speaker@demo.test',
    name: 'Daniel',
    lastName: 'Reyes',
    role: 'live-event-speaker',
    universityId: 1,
    nationality: 'PH',
    residence: 'GB',
    look: { hair: 5, background: 'b6e3f4', glasses: true },
  },
  {
    key: 'noah',
    email: 'noah.kim@demo.test',
    name: 'Noah',
    lastName: 'Kim',
    role: 'prospect',
    universityId: 1,
    nationality: 'KR',
    residence: 'KR',
    look: { hair: 31, background: 'd1f4d9' },
  },
  {
    key: 'lina',
    email: 'lina.schmidt@demo.test',
    name: 'Lina',
    lastName: 'Schmidt',
    role: 'prospect',
    universityId: 1,
    nationality: 'DE',
    residence: 'DE',
    look: { hair: 11, background: 'fde68a' },
  },
  {
    key: 'arjun',
    email: 'arjun.mehta@demo.test',
    name: 'Arjun',
    lastName: 'Mehta',
    role: 'prospect',
    universityId: 1,
    nationality: 'IN',
    residence: 'AE',
    look: { hair: 56, background: 'c0aede' },
  },
];

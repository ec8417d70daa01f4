import type { ProfileTypeKey } from '../roles';

/** Kinds of ambassador profile (spec §3), in the order the filters list them. */
export type ProfileType = { id: number; key: ProfileTypeKey; name: string };

export const PROFILE_TYPE_LIST: readonly ProfileType[] = [
  { id: 1, key: 'staff', name: 'Staff' },
  { id: 2, key: 'alumni', name: 'Alumni' },
  { id: 3, key: 'student', name: 'Student' },
  { id: 4, key: 'school_student', name: 'School student' },
];

/** The profile type of a key. */
export function profileTypeByKey(key: ProfileTypeKey): ProfileType {
  const type = PROFILE_TYPE_LIST.find((candidate) => candidate.key === key);
  if (!type) throw new Error(`Unknown profile type ${key}`);
  return type;
}

/** The profile type of an id, or undefined. */
export function profileTypeById(id: number): ProfileType | undefined {
  return PROFILE_TYPE_LIST.find((candidate) => candidate.id === id);
}

/** Account role keys, spelt as the spec spells them (`univercity`, sic). */
export const ROLES = {
  prospect: 'prospect',
  ambassador: 'univercity-student',
  admin: 'univercity-admin',
  speaker: 'live-event-speaker',
} as const;

export type RoleKey = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_KEYS = [ROLES.prospect, ROLES.ambassador, ROLES.admin, ROLES.speaker] as const;

export const PROFILE_TYPES = ['staff', 'alumni', 'student', 'school_student'] as const;

export type ProfileTypeKey = (typeof PROFILE_TYPES)[number];

type MaybeRole = string | null | undefined;

/** True for a prospective student. */
export function isProspect(role: MaybeRole): boolean {
  return role === ROLES.prospect;
}

/** True for a current-student ambassador. */
export function isAmbassador(role: MaybeRole): boolean {
  return role === ROLES.ambassador;
}

/** True for a university admin. */
export function isAdmin(role: MaybeRole): boolean {
  return role === ROLES.admin;
}

/** True for an admin or a live-event speaker (spec §6 "admin-or-speaker" check). */
export function isAdminOrSpeaker(role: MaybeRole): boolean {
  return role === ROLES.admin || role === ROLES.speaker;
}

/** True when the value is one of the four role keys. */
export function isRoleKey(value: unknown): value is RoleKey {
  return typeof value === 'string' && (ROLE_KEYS as readonly string[]).includes(value);
}

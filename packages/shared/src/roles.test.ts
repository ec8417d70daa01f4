import { describe, expect, it } from 'vitest';
import { roleKeySchema } from './contracts/common';
import { ROLES, isAdmin, isAdminOrSpeaker, isAmbassador, isProspect, isRoleKey } from './roles';

describe('roles', () => {
  it('spells the role keys as the spec does', () => {
    expect(Object.values(ROLES)).toEqual([
      'prospect',
      'univercity-student',
      'univercity-admin',
      'live-event-speaker',
    ]);
  });

  it('checks each role', () => {
    expect(isProspect('prospect')).toBe(true);
    expect(isAmbassador('univercity-student')).toBe(true);
    expect(isAdmin('univercity-admin')).toBe(true);
    expect(isAmbassador('university-student')).toBe(false);
    expect(isProspect(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('groups admins with speakers only', () => {
    expect(isAdminOrSpeaker('univercity-admin')).toBe(true);
    expect(isAdminOrSpeaker('live-event-speaker')).toBe(true);
    expect(isAdminOrSpeaker('univercity-student')).toBe(false);
    expect(isAdminOrSpeaker('prospect')).toBe(false);
  });

  it('validates role keys', () => {
    expect(roleKeySchema.parse('live-event-speaker')).toBe('live-event-speaker');
    expect(roleKeySchema.safeParse('admin').success).toBe(false);
    expect(isRoleKey('prospect')).toBe(true);
    expect(isRoleKey('root')).toBe(false);
    expect(isRoleKey(1)).toBe(false);
  });
});

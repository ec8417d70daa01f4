import {
  communityAccountSchema,
  type CommunityAccount,
} from '@quad/shared/contracts/community-accounts';
import {
  communityDialogSchema,
  communityMemberSchema,
  communitySpaceSchema,
  type CommunityDialog,
  type CommunityMember,
  type CommunitySpace,
} from '@quad/shared/contracts/community';

/** Fixtures parsed with the shared schemas, so they cannot drift from the contract. */
export function buildAccount(overrides: Partial<CommunityAccount> = {}): CommunityAccount {
  return communityAccountSchema.parse({
    id: 11,
    firstName: 'Sofia',
    lastName: 'Martínez',
    email: 'sofia@example.com',
    avatar: null,
    roleKey: 'prospect',
    universityId: 1,
    spaceId: 5,
    subjects: [{ id: 43, name: 'Computer Science' }],
    isAuthorised: true,
    ambassadorData: null,
    subscribed: false,
    ...overrides,
  });
}

export function buildSpace(overrides: Partial<CommunitySpace> = {}): CommunitySpace {
  return communitySpaceSchema.parse({
    id: 5,
    name: 'Demo University',
    description: 'Everyone starting at Demo University.',
    avatar: null,
    isDefault: true,
    universityId: 1,
    membersCount: 24,
    conversationsCount: 4,
    ...overrides,
  });
}

const NOW = '2026-03-02T09:00:00.000Z';

export function buildRoom(overrides: Partial<CommunityDialog> = {}): CommunityDialog {
  return communityDialogSchema.parse({
    id: 70,
    kind: 'room',
    type: 4,
    spaceId: 5,
    universityId: 1,
    name: 'General',
    description: 'Say hello.',
    avatar: null,
    color: null,
    subject: null,
    interlocutor: null,
    isMember: false,
    membersCount: 6,
    lastMessage: null,
    unreadCount: 0,
    lastSeq: 0,
    lastActivity: NOW,
    createdAt: NOW,
    closed: false,
    archived: false,
    abilities: {
      canRead: false,
      canWrite: false,
      canJoin: true,
      canLeave: false,
      canReport: false,
    },
    ...overrides,
  });
}

export function buildPersonal(overrides: Partial<CommunityDialog> = {}): CommunityDialog {
  return buildRoom({
    id: 80,
    kind: 'personal',
    type: 1,
    name: null,
    description: '',
    interlocutor: {
      id: 21,
      name: 'Amara',
      last_name: 'Okafor',
      avatar: null,
      color: '#2A9D8F',
      role_key: 'univercity-student',
    },
    isMember: true,
    membersCount: 2,
    abilities: { canRead: true, canWrite: true, canJoin: false, canLeave: false, canReport: true },
    ...overrides,
  });
}

export function buildMember(overrides: Partial<CommunityMember> = {}): CommunityMember {
  return communityMemberSchema.parse({
    id: 21,
    name: 'Amara',
    last_name: 'Okafor',
    avatar: null,
    color: '#2A9D8F',
    role_key: 'univercity-student',
    roleKey: 'univercity-student',
    university: { id: 1, name: 'Demo University' },
    subjects: [{ id: 43, name: 'Computer Science' }],
    ambassadorData: {
      profile: { key: 'student' },
      course: { id: 43, name: 'Computer Science' },
      yearOfStudy: 2,
    },
    abilities: { canMessage: true },
    ...overrides,
  });
}

/** Query keys of the community area; everything under `all` goes at community sign-out. */
export const communityKeys = {
  all: ['community'] as const,
  account: () => [...communityKeys.all, 'account'] as const,
  spaces: (universityId: number) => [...communityKeys.all, 'spaces', universityId] as const,
  space: (spaceId: number) => [...communityKeys.all, 'space', spaceId] as const,
  dialogs: () => [...communityKeys.all, 'dialogs'] as const,
  rooms: (spaceId: number, search: string, subjectId: number | null) =>
    [...communityKeys.dialogs(), 'rooms', spaceId, search, subjectId] as const,
  myDialogs: () => [...communityKeys.dialogs(), 'my'] as const,
  dialog: (dialogId: number) => [...communityKeys.all, 'dialog', dialogId] as const,
  messages: (dialogId: number) => [...communityKeys.all, 'messages', dialogId] as const,
  members: (kind: MemberKind, search: string, universityId: number) =>
    [...communityKeys.all, 'members', kind, search, universityId] as const,
  member: (userId: number) => [...communityKeys.all, 'member', userId] as const,
};

export type MemberKind = 'ambassadors' | 'prospects';

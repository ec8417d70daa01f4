import type { ParsedBase } from '@quad/shared/rules/base-path';

/** Query keys of the chat feature; realtime handlers update the cache through these. */
export const dialogKeys = {
  all: ['dialogs'] as const,
  lists: () => [...dialogKeys.all, 'list'] as const,
  list: (base: ParsedBase) => [...dialogKeys.lists(), base.base] as const,
  detail: (dialogId: number) => [...dialogKeys.all, 'detail', dialogId] as const,
  messages: (dialogId: number) => [...dialogKeys.all, 'messages', dialogId] as const,
  preview: (dialogId: number) => [...dialogKeys.all, 'preview', dialogId] as const,
  unreadCounter: () => [...dialogKeys.all, 'unread-counter'] as const,
  prospectInfo: (dialogId: number) => [...dialogKeys.all, 'prospect-info', dialogId] as const,
  userSearch: (kind: 'ambassadors' | 'admins', search: string, dialogId: number) =>
    [...dialogKeys.all, 'user-search', kind, search, dialogId] as const,
};

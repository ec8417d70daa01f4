import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  DIALOG_TYPES,
  dialogsListResponseSchema,
  type Dialog,
} from '@quad/shared/contracts/dialogs';
import type { ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

export const DIALOGS_PAGE_SIZE = 20;

export type DialogsPage = { dialogs: Dialog[]; total: number };

/** GET /interactionSite/dialogs: the signed-in person's chats, newest activity first. */
export function getDialogs(offset: number, signal?: AbortSignal): Promise<DialogsPage> {
  return apiClient.get('/interactionSite/dialogs', {
    query: { limit: DIALOGS_PAGE_SIZE, offset },
    signal,
    schema: dialogsListResponseSchema,
  });
}

export function dialogsQueryOptions(base: ParsedBase) {
  return infiniteQueryOptions({
    queryKey: dialogKeys.list(base),
    queryFn: ({ pageParam, signal }) => getDialogs(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.dialogs.length, 0);
      return last.dialogs.length === DIALOGS_PAGE_SIZE && loaded < last.total ? loaded : undefined;
    },
    staleTime: 20_000,
  });
}

export function useDialogsQuery(base: ParsedBase, enabled: boolean) {
  return useInfiniteQuery({ ...dialogsQueryOptions(base), enabled });
}

export type DialogsData = InfiniteData<DialogsPage, number>;

/**
 * Every chat of the loaded pages, each once (a chat that moved up may sit in two pages). A live
 * event's public chat belongs on the event's page, not among a person's conversations.
 */
export function flattenDialogs(data: { pages: DialogsPage[] } | undefined): Dialog[] {
  const seen = new Set<number>();
  const list: Dialog[] = [];
  for (const page of data?.pages ?? []) {
    for (const dialog of page.dialogs) {
      if (seen.has(dialog.id) || dialog.type === DIALOG_TYPES.liveChat) continue;
      seen.add(dialog.id);
      list.push(dialog);
    }
  }
  return list;
}

/**
 * Changes one dialog of the cached list; with `moveToTop` it goes first, as the server orders
 * by newest activity. Returns the data unchanged when the dialog is not loaded.
 */
export function updateDialogInList(
  data: DialogsData | undefined,
  dialogId: number,
  update: (dialog: Dialog) => Dialog,
  { moveToTop = false } = {},
): DialogsData | undefined {
  if (!data) return data;
  let found: Dialog | undefined;
  const pages = data.pages.map((page) => ({
    ...page,
    dialogs: page.dialogs.flatMap((dialog) => {
      if (dialog.id !== dialogId) return [dialog];
      found = update(dialog);
      return moveToTop ? [] : [found];
    }),
  }));
  if (!found) return data;
  const [first, ...rest] = pages;
  if (moveToTop && first)
    return { ...data, pages: [{ ...first, dialogs: [found, ...first.dialogs] }, ...rest] };
  return { ...data, pages };
}

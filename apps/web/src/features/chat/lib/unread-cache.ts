import type { QueryClient } from '@tanstack/react-query';
import type { Message, ReadState } from '@quad/shared/contracts/dialogs';
import { dialogKeys } from '../api/dialog-keys';
import { updateDialogInList, type DialogsData } from '../api/get-dialogs';

/**
 * The unread counts of the chat list and of the header come from one place, the member's read
 * position on the server: a read's answer (or a read on another device) sets both at once.
 */
export function applyReadState(queryClient: QueryClient, state: ReadState): void {
  queryClient.setQueriesData<DialogsData>({ queryKey: dialogKeys.lists() }, (data) =>
    updateDialogInList(data, state.dialog_id, (dialog) => ({
      ...dialog,
      new_messages: state.new_messages,
    })),
  );
  queryClient.setQueryData<number>(dialogKeys.unreadCounter(), state.total);
}

/**
 * One's own message, from the send's answer: the chat moves to the top of one's list with it
 * as the last message, and (as the server reads everything before a send) nothing unread.
 * Answers false when the chat is not in a loaded list, which then needs a refetch.
 */
export function applySentMessage(queryClient: QueryClient, message: Message): boolean {
  let found = false;
  let wasUnread = 0;
  queryClient.setQueriesData<DialogsData>({ queryKey: dialogKeys.lists() }, (data) =>
    updateDialogInList(
      data,
      message.dialog_id,
      (dialog) => {
        found = true;
        wasUnread = Math.max(wasUnread, dialog.new_messages);
        return {
          ...dialog,
          last_message: message,
          last_activity: message.created_at,
          new_messages: 0,
        };
      },
      { moveToTop: true },
    ),
  );
  if (wasUnread > 0) {
    queryClient.setQueryData<number>(dialogKeys.unreadCounter(), (total) =>
      total === undefined ? total : Math.max(0, total - wasUnread),
    );
  }
  return found;
}

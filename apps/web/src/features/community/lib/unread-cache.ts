import type { QueryClient } from '@tanstack/react-query';
import type { CommunityDialog } from '@quad/shared/contracts/community';
import type { Message, ReadState } from '@quad/shared/contracts/dialogs';
import { communityKeys } from '../api/community-keys';

type DialogsData = { items: CommunityDialog[]; total: number };

function updateDialog(
  queryClient: QueryClient,
  dialogId: number,
  change: (dialog: CommunityDialog) => CommunityDialog,
): boolean {
  let found = false;
  queryClient.setQueriesData<DialogsData>({ queryKey: communityKeys.dialogs() }, (data) => {
    if (!data) return data;
    return {
      ...data,
      items: data.items.map((dialog) => {
        if (dialog.id !== dialogId) return dialog;
        found = true;
        return change(dialog);
      }),
    };
  });
  queryClient.setQueryData<CommunityDialog>(communityKeys.dialog(dialogId), (dialog) =>
    dialog ? change(dialog) : dialog,
  );
  return found;
}

/** A read's answer: the conversation's unread count in every list it shows in. */
export function applyCommunityRead(queryClient: QueryClient, state: ReadState): void {
  updateDialog(queryClient, state.dialog_id, (dialog) => ({
    ...dialog,
    unreadCount: state.new_messages,
  }));
}

/** One's own message: the conversation shows it as its last, with nothing unread. */
export function applyCommunitySent(queryClient: QueryClient, message: Message): void {
  const found = updateDialog(queryClient, message.dialog_id, (dialog) => ({
    ...dialog,
    lastMessage: message,
    lastActivity: message.created_at,
    unreadCount: 0,
  }));
  if (!found) void queryClient.invalidateQueries({ queryKey: communityKeys.myDialogs() });
}

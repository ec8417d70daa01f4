import type { AccountInfo } from '@quad/shared/contracts/auth';
import { useDialogQuery } from '../api/get-dialog';
import { ChatRoom, type EmbeddedChat } from './chat-room';
import { ConversationBodySkeleton, ConversationError } from './conversation-states';

export type LiveChatPanelProps = EmbeddedChat & {
  dialogId: number;
  account: AccountInfo;
  /** Where an archived chat sends its people: the screen it is shown in. */
  returnPath: string;
};

/**
 * A chat inside another screen (a live event's live chat or speakers' chat): the same room,
 * timeline and composer as every chat, without a header of its own.
 */
export function LiveChatPanel({ dialogId, account, returnPath, ...embedded }: LiveChatPanelProps) {
  const query = useDialogQuery(dialogId);
  if (query.isPending) return <ConversationBodySkeleton />;
  if (query.isError) {
    return <ConversationError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <ChatRoom
      dialog={query.data}
      account={account}
      listPath={returnPath}
      headingLevel={2}
      embedded={embedded}
    />
  );
}

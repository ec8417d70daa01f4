import type { ReactNode } from 'react';
import type { Message } from '@quad/shared/contracts/dialogs';
import type { MessageTimeline } from '../hooks/use-message-timeline';
import { ConversationBodySkeleton, ConversationError } from './conversation-states';
import { ForumBody } from './forum-body';
import { MessageList } from './message-list';

type ChatRoomBodyProps = {
  timeline: MessageTimeline;
  accountId: number;
  forum: boolean;
  showAuthors: boolean;
  canWrite: boolean;
  reportable: boolean;
  onReply: (message: Message) => void;
  onReport: (message: Message) => void;
  /** Pin or unpin a message; null when this person may not. */
  onPin?: ((message: Message) => void) | null;
  intro: ReactNode;
  label: string;
  onShown: (seq: number) => void;
  renderAddon?: (message: Message, own: boolean) => ReactNode;
};

/** The middle of a chat: the skeleton, the error, the forum's threads or the messages. */
export function ChatRoomBody({
  timeline,
  accountId,
  forum,
  showAuthors,
  canWrite,
  reportable,
  onReply,
  onReport,
  onPin,
  intro,
  label,
  onShown,
  renderAddon,
}: ChatRoomBodyProps) {
  if (!timeline.timeline) {
    return timeline.isError ? (
      <ConversationError error={timeline.error} onRetry={() => void timeline.refetch()} />
    ) : (
      <ConversationBodySkeleton />
    );
  }
  if (forum) {
    return (
      <ForumBody
        timeline={timeline}
        accountId={accountId}
        canReply={canWrite}
        onReply={onReply}
        onReport={reportable ? onReport : null}
        intro={intro}
        label={label}
        onShown={onShown}
      />
    );
  }
  return (
    <MessageList
      timeline={timeline.timeline}
      accountId={accountId}
      showAuthors={showAuthors}
      loadingOlder={timeline.loadingOlder}
      loadingNewer={timeline.loadingNewer}
      pageFailed={timeline.pageFailed}
      onLoadOlder={timeline.loadOlder}
      onLoadNewer={timeline.loadNewer}
      onJumpToLatest={timeline.jumpToLatest}
      onJumpTo={timeline.jumpTo}
      onReply={canWrite ? onReply : null}
      onReport={reportable ? onReport : null}
      onPin={onPin}
      onRetry={(id) => void timeline.retry(id)}
      onDiscard={timeline.discard}
      intro={intro}
      label={label}
      onShown={onShown}
      renderAddon={renderAddon}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CommunityAccount } from '@quad/shared/contracts/community-accounts';
import type { CommunityDialog } from '@quad/shared/contracts/community';
import { isSystemMessageType, type Message } from '@quad/shared/contracts/dialogs';
import { parsePathId } from '@quad/shared/rules/base-path';
import { ChatRoomBody } from '../../features/chat/components/chat-room-body';
import { Composer } from '../../features/chat/components/composer';
import { ConnectionBanner } from '../../features/chat/components/connection-banner';
import { ConversationBodySkeleton } from '../../features/chat/components/conversation-states';
import { useCatchUpTriggers } from '../../features/chat/hooks/use-catch-up-triggers';
import { useDialogEvents } from '../../features/chat/hooks/use-dialog-events';
import { useDialogRealtime } from '../../features/chat/hooks/use-dialog-realtime';
import { useMessageTimeline } from '../../features/chat/hooks/use-message-timeline';
import { useReadMarker } from '../../features/chat/hooks/use-read-marker';
import { fullName, sendRouteFor } from '../../features/chat/lib/people';
import { TimelineSourceContext } from '../../features/chat/timeline-source';
import { communityKeys } from '../../features/community/api/community-keys';
import { useDialogQuery } from '../../features/community/api/get-dialog';
import {
  ComposerClosed,
  ConversationFrame,
  ConversationStart,
  JoinRoomPanel,
} from '../../features/community/components/conversation-frame';
import {
  CommunityErrorState,
  NOT_FOUND,
} from '../../features/community/components/community-states';
import { ReportMessageDialog } from '../../features/community/components/report-message-dialog';
import { useCommunityAccount } from '../../features/community/hooks/use-community';
import { dialogTitle } from '../../features/community/lib/people';
import { communityTimelineSource } from './community-timeline-source';

/**
 * {base}/community/dialogs/{id}: a community conversation, made of the chat feature's timeline
 * (paging, catch-up, idempotent sends, read marker) and components (message list, composer),
 * fed by the community's routes and connection through the timeline source.
 */
export function CommunityConversationRoute() {
  const { dialogId } = useParams();
  const id = parsePathId(dialogId);
  if (id === null) {
    return (
      <ConversationFrame dialog={null}>
        <CommunityErrorState error={NOT_FOUND} onRetry={() => undefined} />
      </ConversationFrame>
    );
  }
  return (
    <TimelineSourceContext value={communityTimelineSource}>
      <Conversation key={id} dialogId={id} />
    </TimelineSourceContext>
  );
}

function Conversation({ dialogId }: { dialogId: number }) {
  const account = useCommunityAccount();
  const query = useDialogQuery(dialogId);
  if (query.isPending) {
    return (
      <ConversationFrame dialog={null}>
        <ConversationBodySkeleton />
      </ConversationFrame>
    );
  }
  if (query.isError) {
    return (
      <ConversationFrame dialog={null}>
        <CommunityErrorState error={query.error} onRetry={() => void query.refetch()} />
      </ConversationFrame>
    );
  }
  const dialog = query.data;
  return (
    <ConversationFrame dialog={dialog}>
      {dialog.abilities.canRead ? (
        <LiveConversation dialog={dialog} account={account} />
      ) : (
        <JoinRoomPanel dialog={dialog} />
      )}
    </ConversationFrame>
  );
}

function LiveConversation({
  dialog,
  account,
}: {
  dialog: CommunityDialog;
  account: CommunityAccount;
}) {
  const { t } = useTranslation('community');
  const { t: tChat } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reloadDialog = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: communityKeys.dialog(dialog.id) }),
    [queryClient, dialog.id],
  );
  const timeline = useMessageTimeline({
    dialogId: dialog.id,
    sendAs: sendRouteFor(account.roleKey),
    // The conversation changed under us (closed, left): show its real state.
    onSendRejected: reloadDialog,
  });
  const markShown = useReadMarker(dialog.id, dialog.isMember);
  const { handleEvent } = useDialogEvents(dialog.id, account.id, timeline.patch);
  const { online, reconnecting } = useCatchUpTriggers(timeline);
  const { receive, catchUp } = timeline;

  const handleMessage = useCallback(
    (message: Message) => {
      receive(message);
      if (message.user && message.user.id !== account.id && !isSystemMessageType(message.type)) {
        setAnnouncement(
          tChat('announce.newMessage', { name: fullName(message.user), text: message.text }),
        );
      }
    },
    [receive, account.id, tChat],
  );
  useDialogRealtime({
    dialogId: dialog.id,
    enabled: dialog.abilities.canRead,
    onMessage: handleMessage,
    onEvent: (event) => {
      // In a room people come and go all the time: its header updates without a toast.
      if (event.type !== 'dialogEdited') handleEvent(event);
      reloadDialog();
    },
    // The page read before the subscription went live, and the deferred look of spec §4.
    onSubscribed: () => {
      catchUp();
      catchUp();
    },
  });

  const title = dialogTitle(dialog) || t('dialogs.untitled');
  const canWrite = dialog.abilities.canWrite && !dialog.closed && !dialog.archived;
  return (
    <>
      <ConnectionBanner online={online} reconnecting={reconnecting} />
      <ChatRoomBody
        timeline={timeline}
        accountId={account.id}
        forum={false}
        showAuthors={dialog.kind === 'room'}
        canWrite={canWrite}
        reportable={dialog.abilities.canReport}
        onReply={setReplyTo}
        onReport={setReporting}
        intro={<ConversationStart dialog={dialog} />}
        label={t('conversation.messagesLabel', { name: title })}
        onShown={markShown}
      />
      {canWrite ? (
        <Composer
          dialogId={dialog.id}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={(text, parent) => {
            setReplyTo(null);
            void timeline.send(text, parent);
          }}
          placeholder={t('conversation.placeholder')}
        />
      ) : (
        <ComposerClosed dialog={dialog} />
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <ReportMessageDialog
        dialogId={dialog.id}
        message={reporting}
        onClose={() => setReporting(null)}
        onReported={(messageId) => timeline.patch(messageId, { reported: true })}
      />
    </>
  );
}

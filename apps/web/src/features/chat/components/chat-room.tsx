import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  DIALOG_TYPES,
  isSystemMessageType,
  type Dialog,
  type Message,
} from '@quad/shared/contracts/dialogs';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { ERROR_CODES } from '@quad/shared/errors';
import { isProspect } from '@quad/shared/roles';
import type { ApiError } from '../../../lib/api-client';
import { dialogKeys } from '../api/dialog-keys';
import { useCatchUpTriggers } from '../hooks/use-catch-up-triggers';
import { useDialogEvents } from '../hooks/use-dialog-events';
import { useDialogRealtime } from '../hooks/use-dialog-realtime';
import { useMessageTimeline } from '../hooks/use-message-timeline';
import { useReadMarker } from '../hooks/use-read-marker';
import { counterpartOf, dialogName, fullName, sendRouteFor } from '../lib/people';
import { ChatRoomModals, useChatMenuItems, type ChatModal } from './chat-room-actions';
import { ComposerArea } from './composer-area';
import { ConnectionBanner } from './connection-banner';
import { ConversationHeader } from './conversation-header';
import { ConversationIntro } from './conversation-intro';
import { ConversationBodySkeleton, ConversationError } from './conversation-states';
import { ForumBody } from './forum-body';
import { JoinPrompt } from './join-prompt';
import { MessageList } from './message-list';
import styles from './chat-room.module.css';

type ChatRoomProps = {
  dialog: Dialog;
  account: AccountInfo;
  listPath: string;
  headingLevel: 1 | 2;
  privateCode?: string;
};

/** An open chat: header, pinned message, messages (or forum threads), and the composer. */
export function ChatRoom({ dialog, account, listPath, headingLevel, privateCode }: ChatRoomProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const location = useLocation();
  // Arriving from "Chat with …" (after signing up, say): the cursor waits in the composer.
  const focusComposer =
    (location.state as { focusComposer?: unknown } | null)?.focusComposer === true;
  const queryClient = useQueryClient();
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const [modal, setModal] = useState<ChatModal | null>(null);
  const [timeLimitReached, setTimeLimitReached] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const forum = dialog.type === DIALOG_TYPES.forum;
  const group = dialog.type !== DIALOG_TYPES.individual;
  const staff = !isProspect(account.key);
  const mustJoin = !dialog.isJoined && (dialog.abilities?.canJoin ?? false);

  const handleSendRejected = useCallback(
    (error: ApiError) => {
      if (error.code === ERROR_CODES.TIME_IS_UP) setTimeLimitReached(true);
      // The chat changed under us (closed, archived, blocked): show its real state.
      void queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialog.id) });
    },
    [queryClient, dialog.id],
  );
  const timeline = useMessageTimeline({
    dialogId: dialog.id,
    privateCode,
    enabled: !mustJoin,
    sendAs: sendRouteFor(account.key),
    onTimeIsUp: () => setTimeLimitReached(true),
    onSendRejected: handleSendRejected,
  });
  // Only a member has a read position; an admin looking in reads nothing.
  const markShown = useReadMarker(dialog.id, dialog.isJoined);
  const { notices, handleEvent } = useDialogEvents(dialog.id, account.id, timeline.patch);
  const { receive, catchUp } = timeline;
  const { online, reconnecting } = useCatchUpTriggers(timeline);

  const handleMessage = useCallback(
    (message: Message) => {
      receive(message);
      if (message.user && message.user.id !== account.id && !isSystemMessageType(message.type)) {
        setAnnouncement(
          t('announce.newMessage', { name: fullName(message.user), text: message.text }),
        );
      }
    },
    [receive, account.id, t],
  );
  useDialogRealtime({
    dialogId: dialog.id,
    enabled: dialog.isJoined,
    onMessage: handleMessage,
    onEvent: handleEvent,
    // A message sent between the first page and the subscription going live would otherwise
    // wait for the next one: the second call is the deferred refetch of spec §4 (7 s).
    onSubscribed: () => {
      catchUp();
      catchUp();
    },
  });

  // Spec §4: an archived chat sends its people back to the list.
  useEffect(() => {
    if (!notices.archived) return;
    toast.info(t('archivedNotice.title'));
    void navigate(listPath, { replace: true });
  }, [notices.archived, navigate, listPath, t]);

  const menuItems = useChatMenuItems(dialog, account, setModal);
  const person = counterpartOf(dialog, account.id);
  const title = dialogName(dialog, account.id) || t('conversation.untitled');
  const subtitle = group
    ? t(forum ? 'conversation.forumMembers' : 'conversation.groupMembers', {
        count: dialog.members?.length ?? 0,
      })
    : staff
      ? t('roles.prospect')
      : t('conversation.ambassadorAt', { university: dialog.university?.name ?? '' });
  // What this person may do comes from the server (abilities); without them, nothing.
  const canWrite = !dialog.closed && !dialog.archived && (dialog.abilities?.canSend ?? false);
  const reportable = dialog.abilities?.canReport ?? false;
  const label = t('conversation.messagesLabel', { name: title });
  const send = (text: string, parent: Message | null) => {
    setReplyTo(null);
    void timeline.send(text, parent);
  };

  let body;
  if (mustJoin) {
    body = <JoinPrompt dialog={dialog} title={title} privateCode={privateCode} />;
  } else if (!timeline.timeline) {
    body = timeline.isError ? (
      <ConversationError error={timeline.error} onRetry={() => void timeline.refetch()} />
    ) : (
      <ConversationBodySkeleton />
    );
  } else if (forum) {
    body = (
      <ForumBody
        timeline={timeline}
        accountId={account.id}
        canReply={canWrite}
        onReply={setReplyTo}
        onReport={reportable ? setReporting : null}
        intro={<ConversationIntro dialog={dialog} person={null} title={title} />}
        label={label}
        onShown={markShown}
      />
    );
  } else {
    body = (
      <MessageList
        timeline={timeline.timeline}
        accountId={account.id}
        showAuthors={group}
        loadingOlder={timeline.loadingOlder}
        loadingNewer={timeline.loadingNewer}
        pageFailed={timeline.pageFailed}
        onLoadOlder={timeline.loadOlder}
        onLoadNewer={timeline.loadNewer}
        onJumpToLatest={timeline.jumpToLatest}
        onJumpTo={timeline.jumpTo}
        onReply={canWrite ? setReplyTo : null}
        onReport={reportable ? setReporting : null}
        onRetry={(id) => void timeline.retry(id)}
        onDiscard={timeline.discard}
        intro={<ConversationIntro dialog={dialog} person={person} title={title} staff={staff} />}
        label={label}
        onShown={markShown}
      />
    );
  }

  return (
    <div className={styles.room}>
      <ConversationHeader
        dialog={dialog}
        title={title}
        subtitle={subtitle}
        person={person}
        backTo={listPath}
        headingLevel={headingLevel}
        onShowMembers={group ? () => setModal('members') : null}
        onShowProspect={
          staff && dialog.type === DIALOG_TYPES.individual ? () => setModal('prospect') : null
        }
        menuItems={menuItems}
      />
      <ConnectionBanner online={online} reconnecting={reconnecting} />
      {body}
      {!mustJoin && (
        <ComposerArea
          dialog={dialog}
          account={account}
          timeLimitReached={timeLimitReached}
          disabledReason={notices.disabledReason}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={send}
          placeholder={
            !forum
              ? t('composer.placeholder')
              : replyTo
                ? t('composer.replyPlaceholder')
                : t('composer.topicPlaceholder')
          }
          ambassadorName={person ? fullName(person) : ''}
          autoFocus={focusComposer}
        />
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <ChatRoomModals
        dialog={dialog}
        account={account}
        title={title}
        listPath={listPath}
        modal={modal}
        onModalChange={setModal}
        reporting={reporting}
        onReportingChange={setReporting}
        onReported={(messageId) => timeline.patch(messageId, { reported: true })}
        removedBy={notices.removedBy}
      />
    </div>
  );
}

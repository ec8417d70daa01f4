import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DIALOG_TYPES, type Dialog, type Message } from '@quad/shared/contracts/dialogs';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { isProspect } from '@quad/shared/roles';
import { useLiveChatRoom } from '../hooks/use-live-chat-room';
import { counterpartOf, dialogName, fullName } from '../lib/people';
import { ChatRoomBody } from './chat-room-body';
import { ChatRoomModals, useChatMenuItems, type ChatModal } from './chat-room-actions';
import { ComposerArea } from './composer-area';
import { ConnectionBanner } from './connection-banner';
import { usePinMessageMutation } from '../api/pin-message';
import { ConversationHeader } from './conversation-header';
import { ConversationIntro } from './conversation-intro';
import { JoinPrompt } from './join-prompt';
import { TypingIndicator } from './typing-indicator';
import styles from './chat-room.module.css';

/**
 * A chat shown inside another screen (a live event's chat tab): no header of its own, and what
 * that screen adds under messages and above the composer.
 */
export type EmbeddedChat = {
  /** Names the messages region. */
  label: string;
  renderMessageAddon?: (message: Message, own: boolean) => ReactNode;
  /** Shown above the composer while one can write. */
  composerAddon?: ReactNode;
  placeholder?: string;
  onSent?: (message: Message) => void;
  /** Shown above the first message. */
  intro?: ReactNode;
};

type ChatRoomProps = {
  dialog: Dialog;
  account: AccountInfo;
  listPath: string;
  headingLevel: 1 | 2;
  privateCode?: string;
  embedded?: EmbeddedChat;
};

/** An open chat: header, pinned message, messages (or forum threads), and the composer. */
export function ChatRoom({
  dialog,
  account,
  listPath,
  headingLevel,
  privateCode,
  embedded,
}: ChatRoomProps) {
  const { t } = useTranslation('chat');
  const location = useLocation();
  // Arriving from "Chat with …" (after signing up, say): the cursor waits in the composer.
  const focusComposer =
    (location.state as { focusComposer?: unknown } | null)?.focusComposer === true;
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const [modal, setModal] = useState<ChatModal | null>(null);
  const forum = dialog.type === DIALOG_TYPES.forum;
  const group = dialog.type !== DIALOG_TYPES.individual;
  const staff = !isProspect(account.key);
  const mustJoin = !dialog.isJoined && (dialog.abilities?.canJoin ?? false);
  const live = useLiveChatRoom({
    dialog,
    account,
    listPath,
    privateCode,
    mustJoin,
    onSent: embedded?.onSent,
  });
  const { timeline, notices } = live;

  const menuItems = useChatMenuItems(dialog, account, setModal);
  const pin = usePinMessageMutation(dialog.id, live.timeline.pin);
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
  const send = (text: string, parent: Message | null) => {
    setReplyTo(null);
    void timeline.send(text, parent);
  };

  return (
    <div className={styles.room}>
      {!embedded && (
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
          onReport={
            !staff &&
            !dialog.closed &&
            dialog.type === DIALOG_TYPES.individual &&
            (dialog.abilities?.canReport ?? false)
              ? () => setModal('reportDialog')
              : null
          }
          menuItems={menuItems}
        />
      )}
      <ConnectionBanner online={live.online} reconnecting={live.reconnecting} />
      {mustJoin ? (
        <JoinPrompt dialog={dialog} title={title} privateCode={privateCode} />
      ) : (
        <ChatRoomBody
          timeline={timeline}
          accountId={account.id}
          forum={forum}
          showAuthors={group}
          canWrite={canWrite}
          reportable={reportable}
          onReply={setReplyTo}
          onReport={setReporting}
          onPin={dialog.abilities?.canPin ? (message) => pin.mutate(message) : null}
          renderAddon={embedded?.renderMessageAddon}
          intro={
            embedded ? (
              (embedded.intro ?? null)
            ) : forum ? (
              <ConversationIntro dialog={dialog} person={null} title={title} />
            ) : (
              <ConversationIntro dialog={dialog} person={person} title={title} staff={staff} />
            )
          }
          label={embedded?.label ?? t('conversation.messagesLabel', { name: title })}
          onShown={live.markShown}
        />
      )}
      {/* Not in a forum, nor in a live event's crowd. */}
      {!mustJoin && !forum && !embedded && (
        <TypingIndicator typing={live.typing} members={dialog.members} />
      )}
      {!mustJoin && canWrite && embedded?.composerAddon}
      {!mustJoin && (
        <ComposerArea
          dialog={embedded ? withoutClosing(dialog) : dialog}
          account={account}
          timeLimitReached={live.timeLimitReached}
          disabledReason={notices.disabledReason}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={send}
          placeholder={
            embedded?.placeholder
              ? embedded.placeholder
              : !forum
                ? t('composer.placeholder')
                : replyTo
                  ? t('composer.replyPlaceholder')
                  : t('composer.topicPlaceholder')
          }
          ambassadorName={person ? fullName(person) : ''}
          autoFocus={focusComposer}
          onType={embedded ? undefined : live.onTyping}
        />
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {live.announcement}
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

/** An embedded chat is opened and closed by the screen around it (a live event's controls). */
function withoutClosing(dialog: Dialog): Dialog {
  return dialog.abilities
    ? { ...dialog, abilities: { ...dialog.abilities, canClose: false } }
    : dialog;
}

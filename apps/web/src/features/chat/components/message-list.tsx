import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@quad/shared/contracts/dialogs';
import { ArrowDownIcon } from '../../../components/ui/chat-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useShownMessages } from '../hooks/use-read-marker';
import { buildMessageRows } from '../lib/message-rows';
import type { Timeline } from '../lib/timeline';
import { MessageBubble } from './message-bubble';
import { receiptOf } from '../lib/receipts';
import { PinnedBar } from './pinned-bar';
import { DaySeparator, SystemMessage } from './timeline-markers';
import styles from './message-list.module.css';

type MessageListProps = {
  timeline: Timeline;
  accountId: number;
  /** Group chats show who wrote each run of messages. */
  showAuthors: boolean;
  loadingOlder: boolean;
  loadingNewer: boolean;
  pageFailed: 'older' | 'newer' | null;
  onLoadOlder: () => void;
  onLoadNewer: () => void;
  onJumpToLatest: () => Promise<void>;
  onJumpTo: (messageId: number) => Promise<void>;
  /** Null when replying is not possible here (a closed chat). */
  onReply: ((message: Message) => void) | null;
  /** Which messages this person may report, and how. */
  onReport: ((message: Message) => void) | null;
  /** Pin or unpin a message (the chat's ambassadors and admins); null for everyone else. */
  onPin?: ((message: Message) => void) | null;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
  /** Shown above the first message: who this chat is with. */
  intro: ReactNode;
  label: string;
  /** The newest message seq shown in a focused window (to mark the chat read). */
  onShown: (seq: number) => void;
  /** What a chat adds under a message (a live chat: its question and votes). */
  renderAddon?: (message: Message, own: boolean) => ReactNode;
};

/**
 * The scrolling body of a chat: day separators, grouped bubbles, system messages and sends on
 * their way; older pages load at the top without moving the reader, a pill counts what arrived
 * below, and a button goes back down.
 */
export function MessageList({
  timeline,
  accountId,
  showAuthors,
  loadingOlder,
  loadingNewer,
  pageFailed,
  onLoadOlder,
  onLoadNewer,
  onJumpToLatest,
  onJumpTo,
  onReply,
  onReport,
  onPin = null,
  onRetry,
  onDiscard,
  intro,
  label,
  onShown,
  renderAddon,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const rows = useMemo(
    () => buildMessageRows(timeline.messages, timeline.pending, accountId),
    [timeline.messages, timeline.pending, accountId],
  );
  const items = useMemo(
    () =>
      rows.flatMap((row) =>
        row.kind === 'day'
          ? []
          : [{ key: row.key, own: row.kind === 'pending' || (row.kind === 'message' && row.own) }],
      ),
    [rows],
  );
  const { ref, handleScroll, atBottom, unseen, scrollToBottom } = useChatScroll({
    items,
    hasOlder: timeline.hasOlder && !loadingOlder && pageFailed !== 'older',
    hasNewer: timeline.hasNewer && !loadingNewer && pageFailed !== 'newer',
    onNearTop: onLoadOlder,
    onNearBottom: onLoadNewer,
  });
  useShownMessages(ref, rows, onShown);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const showMessage = useCallback(
    async (messageId: number) => {
      await onJumpTo(messageId);
      requestAnimationFrame(() => {
        ref.current
          ?.querySelector(`[data-id="${messageId}"]`)
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        setHighlightId(messageId);
        clearTimeout(highlightTimer.current);
        highlightTimer.current = setTimeout(() => setHighlightId(null), 1600);
      });
    },
    [onJumpTo, ref],
  );

  const goDown = async () => {
    if (timeline.hasNewer) await onJumpToLatest();
    scrollToBottom();
  };

  const showDownButton = !atBottom || timeline.hasNewer;
  return (
    <div className={styles.frame}>
      {timeline.pinned.length > 0 && (
        <PinnedBar pinned={timeline.pinned} onSelect={(id) => void showMessage(id)} />
      )}
      <div
        ref={ref}
        className={styles.scroller}
        onScroll={handleScroll}
        role="region"
        aria-label={label}
        // A scrolling region must be reachable by keyboard to be scrolled.
        tabIndex={0}
      >
        <div className={styles.content}>
          {timeline.hasOlder ? (
            <div className={styles.edge}>
              {pageFailed === 'older' ? <PageRetry onRetry={onLoadOlder} /> : <OlderSkeleton />}
            </div>
          ) : (
            intro
          )}
          {rows.map((row) => {
            if (row.kind === 'day') return <DaySeparator key={row.key} date={row.date} />;
            if (row.kind === 'system') {
              return (
                <div key={row.key} data-id={row.message.id} data-seq={row.message.seq}>
                  <SystemMessage message={row.message} />
                </div>
              );
            }
            if (row.kind === 'pending') {
              const { pending } = row;
              return (
                <MessageBubble
                  key={row.key}
                  id={row.key}
                  content={{
                    text: pending.text,
                    created_at: pending.created_at,
                    user: null,
                    parentMessage: pending.parentMessage,
                  }}
                  own
                  startsGroup
                  endsGroup
                  showAuthor={false}
                  delivery={pending.status}
                  onQuoteClick={(id) => void showMessage(id)}
                  onRetry={() => onRetry(pending.clientMessageId)}
                  onDiscard={() => onDiscard(pending.clientMessageId)}
                />
              );
            }
            const { message } = row;
            const reportable = onReport && !row.own && !message.reported;
            return (
              <div key={row.key} data-id={message.id} data-seq={message.seq}>
                <MessageBubble
                  id={row.key}
                  content={message}
                  own={row.own}
                  startsGroup={row.startsGroup}
                  endsGroup={row.endsGroup}
                  showAuthor={showAuthors}
                  delivery={
                    row.own ? receiptOf(message.seq, timeline.receipts, accountId) : undefined
                  }
                  active={activeKey === row.key}
                  highlighted={highlightId === message.id}
                  onToggleActive={() => setActiveKey((key) => (key === row.key ? null : row.key))}
                  onReply={onReply ? () => onReply(message) : undefined}
                  onReport={reportable ? () => onReport(message) : undefined}
                  onPin={onPin ? () => onPin(message) : undefined}
                  pinned={message.is_pinned}
                  onQuoteClick={(id) => void showMessage(id)}
                />
                {renderAddon?.(message, row.own)}
              </div>
            );
          })}
          {timeline.hasNewer && (
            <div className={styles.edge}>
              {pageFailed === 'newer' ? <PageRetry onRetry={onLoadNewer} /> : <OlderSkeleton />}
            </div>
          )}
        </div>
      </div>
      <div className={styles.floating}>
        {unseen > 0 && (
          <button type="button" className={styles.pill} onClick={() => void goDown()}>
            <ArrowDownIcon size={16} />
            {t('list.newMessages', { count: unseen })}
          </button>
        )}
        {showDownButton && unseen === 0 && (
          <button
            type="button"
            className={cx(styles.pill, styles.round)}
            onClick={() => void goDown()}
            aria-label={t('list.scrollDown')}
          >
            <ArrowDownIcon size={20} />
          </button>
        )}
      </div>
    </div>
  );
}

function OlderSkeleton() {
  return (
    <div className={styles.olderSkeleton} aria-hidden="true">
      <Skeleton shape="rect" width="46%" height={40} className={styles.skeletonIncoming} />
      <Skeleton shape="rect" width="38%" height={40} className={styles.skeletonOwn} />
    </div>
  );
}

function PageRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <p className={styles.pageError}>
      {t('list.pageFailed')}{' '}
      <button type="button" className={styles.linkButton} onClick={onRetry}>
        {t('list.tryAgain')}
      </button>
    </p>
  );
}

import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import { Avatar } from '../../../components/ui/avatar';
import { FlagIcon, ReplyIcon } from '../../../components/ui/chat-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useShownMessages } from '../hooks/use-read-marker';
import type { MessageTimeline } from '../hooks/use-message-timeline';
import { formatDateTime } from '../lib/format';
import { buildForumThreads, type ForumEntry } from '../lib/forum-threads';
import { fullName } from '../lib/people';
import { MessageText } from './message-text';
import styles from './forum-body.module.css';

type ForumBodyProps = {
  timeline: MessageTimeline;
  accountId: number;
  canReply: boolean;
  onReply: (message: Message) => void;
  onReport: ((message: Message) => void) | null;
  intro: ReactNode;
  label: string;
  /** The newest message seq shown in a focused window (to mark the forum read). */
  onShown: (seq: number) => void;
};

/** A forum: posts as cards, each with its replies threaded under it. */
export function ForumBody({
  timeline,
  accountId,
  canReply,
  onReply,
  onReport,
  intro,
  label,
  onShown,
}: ForumBodyProps) {
  const { t } = useTranslation('chat');
  const data = timeline.timeline;
  const threads = useMemo(
    () => (data ? buildForumThreads(data.messages, data.pending) : []),
    [data],
  );
  const items = useMemo(
    () =>
      threads.flatMap((thread) =>
        [thread.post, ...thread.replies].map((entry) => ({
          key: entry.key,
          own: entry.kind === 'pending' || entry.message.user?.id === accountId,
        })),
      ),
    [threads, accountId],
  );
  const { ref, handleScroll } = useChatScroll({
    items,
    hasOlder: Boolean(data?.hasOlder) && !timeline.loadingOlder,
    hasNewer: Boolean(data?.hasNewer) && !timeline.loadingNewer,
    onNearTop: timeline.loadOlder,
    onNearBottom: timeline.loadNewer,
  });
  useShownMessages(ref, threads, onShown);

  return (
    <div
      ref={ref}
      className={styles.scroller}
      onScroll={handleScroll}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <div className={styles.content}>
        {data?.hasOlder ? (
          <Skeleton shape="rect" height={120} className={styles.skeleton} />
        ) : (
          intro
        )}
        {threads.map((thread) => {
          const post = thread.post;
          return (
            <article key={thread.key} className={styles.post}>
              <Entry entry={post} accountId={accountId} large />
              <div className={styles.postActions}>
                {canReply && post.kind === 'message' && (
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => onReply(post.message)}
                  >
                    <ReplyIcon size={16} />
                    {t('forum.reply')}
                  </button>
                )}
                {thread.replies.length > 0 && (
                  <span className={styles.count}>
                    {t('forum.replies', { count: thread.replies.length })}
                  </span>
                )}
                {onReport && post.kind === 'message' && post.message.user?.id !== accountId && (
                  <button
                    type="button"
                    className={cx(styles.action, styles.quiet)}
                    onClick={() => onReport(post.message)}
                    aria-label={t('message.report', {
                      name: post.message.user ? fullName(post.message.user) : t('message.someone'),
                    })}
                  >
                    <FlagIcon size={16} />
                  </button>
                )}
              </div>
              {thread.replies.length > 0 && (
                <ol className={styles.replies}>
                  {thread.replies.map((reply) => (
                    <li key={reply.key} className={styles.reply}>
                      <Entry entry={reply} accountId={accountId} />
                    </li>
                  ))}
                </ol>
              )}
            </article>
          );
        })}
      </div>
    </div>
  );
}

function Entry({
  entry,
  accountId,
  large = false,
}: {
  entry: ForumEntry;
  accountId: number;
  large?: boolean;
}) {
  const { t } = useTranslation('chat');
  const message = entry.kind === 'message' ? entry.message : null;
  const user = message?.user ?? null;
  const text = message ? message.text : entry.kind === 'pending' ? entry.pending.text : '';
  const createdAt = message
    ? message.created_at
    : entry.kind === 'pending'
      ? entry.pending.created_at
      : '';
  const own = entry.kind === 'pending' || user?.id === accountId;
  const name = own ? t('forum.you') : user ? fullName(user) : t('message.someone');
  const role =
    user?.role_key === ROLES.ambassador
      ? t('roles.ambassador')
      : user?.role_key === ROLES.admin || user?.role_key === ROLES.speaker
        ? t('roles.admin')
        : null;
  const status = entry.kind === 'pending' ? entry.pending.status : null;
  return (
    <div className={cx(styles.entry, large && styles.large)} data-seq={message?.seq}>
      {user ? (
        <Avatar
          id={user.id}
          name={user.name}
          lastName={user.last_name}
          src={user.avatar}
          size={large ? 'sm' : 'xs'}
        />
      ) : (
        <span className={styles.avatarGap} aria-hidden="true" />
      )}
      <div className={styles.entryBody}>
        <p className={styles.byline}>
          <span className={styles.name}>{name}</span>
          {role && <span className={styles.role}>{role}</span>}
          <time className={styles.time} dateTime={createdAt}>
            {formatDateTime(createdAt)}
          </time>
          {status && (
            <span className={cx(styles.status, status === 'failed' && styles.failed)}>
              {t(`delivery.${status}`)}
            </span>
          )}
        </p>
        <MessageText text={text} className={styles.text} />
      </div>
    </div>
  );
}

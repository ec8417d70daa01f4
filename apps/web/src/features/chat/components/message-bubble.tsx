import { useTranslation } from 'react-i18next';
import type { Message } from '@quad/shared/contracts/dialogs';
import type { PersonLite } from '@quad/shared/contracts/common';
import { Avatar } from '../../../components/ui/avatar';
import {
  FailedIcon,
  FlagIcon,
  ReplyIcon,
  SendingIcon,
  SentIcon,
} from '../../../components/ui/chat-icons';
import { IconButton } from '../../../components/ui/icon-button';
import { cx } from '../../../lib/cx';
import { fullName } from '../lib/people';
import { formatTime } from '../lib/format';
import { MessageText } from './message-text';
import { PinIcon } from './pin-icon';
import { DoubleTickIcon } from './double-tick-icon';
import { useSafetyText } from '../hooks/use-safety-text';
import styles from './message-bubble.module.css';

/** Own messages: on the way, with the server, on the others' devices, read, or not sent. */
export type DeliveryState = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

export type BubbleContent = {
  text: string;
  created_at: string;
  user: PersonLite | null;
  parentMessage: Message['parentMessage'];
  hide_keywords?: boolean;
  reported?: boolean;
};

type MessageBubbleProps = {
  id: string;
  content: BubbleContent;
  own: boolean;
  startsGroup: boolean;
  endsGroup: boolean;
  /** Group chats name and picture each person; a one-to-one chat needs neither. */
  showAuthor: boolean;
  /** Own messages only. */
  delivery?: DeliveryState;
  /** Tapped on a touch screen: shows the actions. */
  active?: boolean;
  highlighted?: boolean;
  onToggleActive?: () => void;
  onReply?: () => void;
  onReport?: () => void;
  /** Pin or unpin this message (staff); `pinned` says which the button does. */
  onPin?: () => void;
  pinned?: boolean;
  onQuoteClick?: (messageId: number) => void;
  onRetry?: () => void;
  onDiscard?: () => void;
};

/** One chat message: own on the right in the primary tint, others on the left in grey. */
export function MessageBubble({
  id,
  content,
  own,
  startsGroup,
  endsGroup,
  showAuthor,
  delivery,
  active = false,
  highlighted = false,
  onToggleActive,
  onReply,
  onReport,
  onPin,
  pinned = false,
  onQuoteClick,
  onRetry,
  onDiscard,
}: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const author = content.user ? fullName(content.user) : t('message.someone');
  const time = formatTime(content.created_at);
  const parent = content.parentMessage;
  const readable = useSafetyText();
  const hasActions = Boolean(onReply || onReport || onPin);
  const failed = delivery === 'failed';
  const meta = (
    <>
      {content.hide_keywords && <span className={styles.note}>{t('message.keywordsHidden')}</span>}
      {content.reported && <span className={styles.note}>{t('message.reported')}</span>}
      <span aria-hidden="true">{time}</span>
    </>
  );
  return (
    <div
      className={cx(
        styles.row,
        own ? styles.own : styles.incoming,
        startsGroup && styles.startsGroup,
        endsGroup && styles.endsGroup,
        active && styles.active,
        highlighted && styles.highlighted,
      )}
      data-message-id={id}
    >
      {showAuthor && !own && (
        <div className={styles.avatarSlot} aria-hidden="true">
          {endsGroup && content.user && (
            <Avatar
              id={content.user.id}
              name={content.user.name}
              lastName={content.user.last_name}
              src={content.user.avatar}
              size="xs"
            />
          )}
        </div>
      )}
      <div className={styles.stack}>
        {showAuthor && !own && startsGroup && (
          <span className={styles.author} aria-hidden="true">
            {author}
          </span>
        )}
        <div className={styles.bubbleLine}>
          <div
            className={cx(styles.bubble, failed && styles.bubbleFailed)}
            onClick={hasActions ? onToggleActive : undefined}
          >
            <span className="visually-hidden">
              {own
                ? t('message.youSaid', { time })
                : t('message.personSaid', { name: author, time })}
            </span>
            {parent && (
              <button
                type="button"
                className={styles.quote}
                onClick={(event) => {
                  event.stopPropagation();
                  onQuoteClick?.(parent.id);
                }}
              >
                <span className="visually-hidden">{t('message.quotePrefix')} </span>
                <span className={styles.quoteAuthor}>
                  {parent.user ? fullName(parent.user) : t('message.someone')}
                </span>
                <span className="visually-hidden">: </span>
                <span className={styles.quoteText}>{readable(parent.text)}</span>
                <span className="visually-hidden">. {t('message.quoteShow')}</span>
              </button>
            )}
            <div className={styles.body}>
              <MessageText text={content.text} className={styles.text} />
              {/* Reserves room at the end of the last line for the time, placed over it. */}
              <span className={styles.metaSpacer} aria-hidden="true">
                {meta}
                {own && delivery && <span className={styles.deliverySpace} />}
              </span>
            </div>
            <span className={styles.meta}>
              {meta}
              {own && delivery && <DeliveryIcon state={delivery} />}
            </span>
          </div>
          {hasActions && (
            <div className={styles.actions}>
              {onReply && (
                <IconButton
                  aria-label={t('message.reply', { name: author })}
                  icon={<ReplyIcon size={18} />}
                  className={styles.action}
                  onClick={onReply}
                />
              )}
              {onPin && (
                <IconButton
                  aria-label={t(pinned ? 'message.unpin' : 'message.pin', { name: author })}
                  aria-pressed={pinned}
                  icon={<PinIcon size={18} />}
                  className={styles.action}
                  onClick={onPin}
                />
              )}
              {onReport && (
                <IconButton
                  aria-label={t('message.report', { name: author })}
                  icon={<FlagIcon size={18} />}
                  className={styles.action}
                  onClick={onReport}
                />
              )}
            </div>
          )}
        </div>
        {failed && (
          <div className={styles.failure} role="alert">
            <span>{t('message.notSent')}</span>
            <button type="button" className={styles.failureAction} onClick={onRetry}>
              {t('message.retry')}
            </button>
            <button type="button" className={styles.failureAction} onClick={onDiscard}>
              {t('message.discard')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function DeliveryIcon({ state }: { state: DeliveryState }) {
  const { t } = useTranslation('chat');
  const Icon =
    state === 'sending'
      ? SendingIcon
      : state === 'sent'
        ? SentIcon
        : state === 'failed'
          ? FailedIcon
          : DoubleTickIcon;
  return (
    <span
      className={cx(styles.delivery, styles[state])}
      title={t(`delivery.${state}`)}
      data-delivery={state}
    >
      <Icon size={14} strokeWidth={2.4} />
      <span className="visually-hidden">{t(`delivery.${state}`)}</span>
    </span>
  );
}

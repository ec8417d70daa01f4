import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_LENGTH, type Message } from '@quad/shared/contracts/dialogs';
import { MOBILE_USER_AGENT_PATTERN } from '@quad/shared/limits';
import { CloseIcon } from '../../../components/ui/icons';
import { ReplyIcon, SendIcon } from '../../../components/ui/chat-icons';
import { IconButton } from '../../../components/ui/icon-button';
import { cx } from '../../../lib/cx';
import { useMediaQuery } from '../hooks/use-media-query';
import { fullName } from '../lib/people';
import styles from './composer.module.css';
import { useSafetyText } from '../hooks/use-safety-text';

const MAX_LINES = 5;
// Drafts outlive switching between chats (not a reload): one per chat.
const drafts = new Map<number, string>();

type ComposerProps = {
  dialogId: number;
  /** The message being answered, shown above the field. */
  replyTo: Message | null;
  onCancelReply: () => void;
  onSend: (text: string, replyTo: Message | null) => void;
  placeholder: string;
  disabled?: boolean;
  /** Puts the cursor in the field once it shows. */
  autoFocus?: boolean;
  /** Each change of the text that is not emptying it (the typing indicator's signal). */
  onType?: () => void;
};

/**
 * The message field: grows up to five lines, Enter sends and Shift+Enter starts a new line on
 * desktop (on phones Enter is a new line and the button sends), with the reply preview above.
 */
export function Composer({
  dialogId,
  replyTo,
  onCancelReply,
  onSend,
  placeholder,
  disabled = false,
  autoFocus = false,
  onType,
}: ComposerProps) {
  const { t } = useTranslation('chat');
  const readable = useSafetyText();
  const [text, setText] = useState(() => drafts.get(dialogId) ?? '');
  const field = useRef<HTMLTextAreaElement>(null);
  const coarse = useMediaQuery('(pointer: coarse)');
  const enterSends = !coarse && !MOBILE_USER_AGENT_PATTERN.test(navigator.userAgent);
  const trimmed = text.trim();
  const tooLong = text.length > MAX_MESSAGE_LENGTH;

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (trimmed) drafts.set(dialogId, text);
    else drafts.delete(dialogId);
  }, [dialogId, text, trimmed]);

  // Grow with the text, up to five lines; then it scrolls inside.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const line = parseFloat(style.lineHeight) || 24;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, line * MAX_LINES + padding)}px`;
  }, [text]);

  useEffect(() => {
    if (replyTo) field.current?.focus();
  }, [replyTo]);

  const submit = () => {
    if (!trimmed || tooLong || disabled) return;
    onSend(trimmed, replyTo);
    setText('');
    field.current?.focus();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || !enterSends) return;
    // Enter that confirms an input method's composition (Japanese, Chinese …) is not a send.
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const hintId = `composer-hint-${dialogId}`;
  return (
    <form className={styles.composer} onSubmit={handleSubmit}>
      {replyTo && (
        <div className={styles.reply}>
          <ReplyIcon size={18} className={styles.replyIcon} />
          <div className={styles.replyBody}>
            <span className={styles.replyTitle}>
              {t('composer.replyingTo', {
                name: replyTo.user ? fullName(replyTo.user) : t('message.someone'),
              })}
            </span>
            <span className={styles.replyText}>{readable(replyTo.text)}</span>
          </div>
          <IconButton
            aria-label={t('composer.cancelReply')}
            icon={<CloseIcon size={18} />}
            onClick={onCancelReply}
          />
        </div>
      )}
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={`composer-${dialogId}`}>
          {t('composer.label')}
        </label>
        <textarea
          id={`composer-${dialogId}`}
          ref={field}
          className={cx(styles.field, tooLong && styles.invalid)}
          value={text}
          rows={1}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') onType?.();
          }}
          onKeyDown={handleKeyDown}
          disabled={disabled}
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          enterKeyHint={enterSends ? 'send' : 'enter'}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={!trimmed || tooLong || disabled}
          aria-label={t('composer.send')}
        >
          <SendIcon size={20} />
        </button>
      </div>
      <p id={hintId} className={cx(styles.hint, tooLong && styles.hintError)}>
        {tooLong
          ? t('composer.tooLong', { max: MAX_MESSAGE_LENGTH, count: text.length })
          : enterSends
            ? t('composer.keyboardHint')
            : ''}
      </p>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { DialogMember } from '@quad/shared/contracts/dialogs';
import styles from './typing-indicator.module.css';

type TypingIndicatorProps = {
  /** Who is typing, first to start first. */
  typing: readonly number[];
  members: readonly DialogMember[] | undefined;
};

/**
 * "Amara is typing…" (a group chat: "Amara and 2 others are typing…") in a line that always
 * keeps its height, so nothing moves when it shows; screen readers hear it politely.
 */
export function TypingIndicator({ typing, members }: TypingIndicatorProps) {
  const { t } = useTranslation('chat');
  const first = typing[0];
  const person = first === undefined ? undefined : members?.find((member) => member.id === first);
  const name = person?.name ?? '';
  const label =
    first === undefined
      ? ''
      : !name
        ? t('typing.someone')
        : typing.length === 1
          ? t('typing.one', { name })
          : t('typing.others', { name, count: typing.length - 1 });
  return (
    <div className={styles.line} role="status" aria-live="polite" aria-atomic="true">
      {label && (
        <>
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className={styles.text}>{label}</span>
        </>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@quad/shared/contracts/dialogs';
import { PinIcon } from '../../../components/ui/icons';
import styles from './pinned-bar.module.css';
import { useSafetyText } from '../hooks/use-safety-text';

type PinnedBarProps = {
  pinned: readonly Message[];
  onSelect: (messageId: number) => void;
};

/** The pinned messages of a chat, newest first; a tap shows it, the next tap the one before. */
export function PinnedBar({ pinned, onSelect }: PinnedBarProps) {
  const { t } = useTranslation('chat');
  const readable = useSafetyText();
  const [index, setIndex] = useState(0);
  const newestFirst = [...pinned].reverse();
  const shown = newestFirst[index % newestFirst.length];
  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.bar}
      onClick={() => {
        onSelect(shown.id);
        setIndex((current) => (current + 1) % newestFirst.length);
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        <PinIcon size={16} />
      </span>
      <span className={styles.copy}>
        <span className={styles.title}>
          {newestFirst.length > 1
            ? t('pinned.titleCount', {
                index: (index % newestFirst.length) + 1,
                count: newestFirst.length,
              })
            : t('pinned.title')}
        </span>
        <span className="visually-hidden">: </span>
        <span className={styles.text}>{readable(shown.text)}</span>
        <span className="visually-hidden">. {t('pinned.show')}</span>
      </span>
    </button>
  );
}

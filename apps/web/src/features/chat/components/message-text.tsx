import { useTranslation } from 'react-i18next';
import { splitSafetyMarks } from '@quad/shared/rules/safeguarding-marks';
import { LockClosedIcon } from '../../../components/ui/chat-icons';
import { linkify } from '../lib/linkify';
import styles from './message-text.module.css';

/** Plain text with its http(s) links opened in a new tab, never handing this page over. */
function LinkedText({ text }: { text: string }) {
  return linkify(text).map((segment, index) =>
    segment.kind === 'link' ? (
      <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
        {segment.text}
      </a>
    ) : (
      segment.text
    ),
  );
}

/**
 * Message text as text: line breaks kept, links opened safely, and contact details the server
 * hid to protect a minor shown as a labelled "hidden for safety" badge. Never HTML, so nothing
 * anyone types can run here.
 */
export function MessageText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('chat');
  return (
    // People write in their own language: each text takes the direction of its first letters.
    <p className={className} dir="auto">
      {splitSafetyMarks(text).map((segment, index) =>
        segment.kind === 'text' ? (
          <LinkedText key={index} text={segment.text} />
        ) : (
          <span key={index} className={styles.hidden}>
            <LockClosedIcon size={12} aria-hidden="true" />
            {t(`safety.hidden.${segment.what}`)}
          </span>
        ),
      )}
    </p>
  );
}

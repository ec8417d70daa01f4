import { useTranslation } from 'react-i18next';
import styles from './ask-toggle.module.css';

/** Above the live chat's composer: send the next message as a question for the speakers. */
export function AskToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('liveEvents');
  return (
    <div className={styles.bar}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('questions.sendAsQuestion')}</span>
      </label>
      {on && <span className={styles.hint}>{t('questions.sendAsQuestionHint')}</span>}
    </div>
  );
}

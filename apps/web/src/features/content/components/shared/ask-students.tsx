import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { ChatIcon } from '../../../../components/ui/icons';
import { useWidget } from '../../../../app/widget-context/use-widget';
import styles from './ask-students.module.css';

/** The next step after reading: "Still wondering? Ask a student" → the ambassadors. */
export function AskStudents() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  return (
    <aside className={styles.card}>
      <div className={styles.text}>
        <h2 className={styles.title}>{t('ask.title')}</h2>
        <p className={styles.body}>{t('ask.text')}</p>
      </div>
      <ButtonLink to={`${base.base}/chat-to-us`} icon={<ChatIcon size={18} />}>
        {t('ask.action')}
      </ButtonLink>
    </aside>
  );
}

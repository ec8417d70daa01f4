import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { Avatar } from '../../../components/ui/avatar';
import { useWidget } from '../../../app/widget-context/use-widget';
import styles from './auth-aside.module.css';

/**
 * Why sign up, beside the form on wide screens: a glimpse of a chat with a student, three
 * promises and the widget's numbers. Phones go straight to the form.
 */
export function AuthAside() {
  const { t } = useTranslation('auth');
  const { branding, settings } = useWidget();
  const proof = settings.titles.social_proof_data;
  const benefits = [
    t('aside.benefitChat', { name: branding.name }),
    t('aside.benefitAnything'),
    t('aside.benefitPrivate'),
  ];
  return (
    <aside className={styles.aside} aria-labelledby="auth-aside-title">
      <div className={styles.preview} aria-hidden="true">
        <div className={styles.message}>
          <Avatar id={3} name={t('aside.sampleName')} lastName="S" size="sm" />
          <p className={styles.bubble}>{t('aside.sampleIntro')}</p>
        </div>
        <div className={`${styles.message} ${styles.own}`}>
          <p className={`${styles.bubble} ${styles.ownBubble}`}>{t('aside.sampleQuestion')}</p>
        </div>
        <div className={styles.message}>
          <Avatar id={3} name={t('aside.sampleName')} lastName="S" size="sm" />
          <p className={styles.bubble}>{t('aside.sampleAnswer')}</p>
        </div>
      </div>
      <h2 id="auth-aside-title" className={styles.title}>
        {t('aside.title')}
      </h2>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <span className={styles.check} aria-hidden="true">
              <CheckIcon size={16} strokeWidth={3} />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      {proof && proof.ambassadors > 0 && (
        <p className={styles.proof}>
          {t('aside.proof', { count: proof.ambassadors, countries: proof.countries })}
        </p>
      )}
    </aside>
  );
}

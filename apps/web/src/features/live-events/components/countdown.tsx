import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import styles from './stage.module.css';

/** Days, hours, minutes and seconds until the event starts; "Starting soon" once it is due. */
export function Countdown({ date }: { date: string }) {
  const { t } = useTranslation('liveEvents');
  const left = useCountdown(date);
  if (!left) return <p className={styles.soon}>{t('stage.startingSoon')}</p>;
  const parts = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  const spoken = t('stage.countdownLabel', {
    days: left.days,
    hours: left.hours,
    minutes: left.minutes,
  });
  return (
    <div className={styles.countdown} role="timer" aria-label={spoken}>
      <span className={styles.countdownTitle} aria-hidden="true">
        {t('stage.startsIn')}
      </span>
      <ol className={styles.units} aria-hidden="true">
        {parts.map(([unit, value]) => (
          <li key={unit} className={styles.unit}>
            <span className={styles.value}>{String(value).padStart(2, '0')}</span>
            <span className={styles.unitLabel}>{t(`stage.units.${unit}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

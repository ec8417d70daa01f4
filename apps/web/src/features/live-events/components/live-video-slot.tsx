import { useTranslation } from 'react-i18next';
import { PAGE_WIDTH_SIZES, storedImage } from '../../../lib/stored-image';
import styles from './stage.module.css';

type LiveVideoSlotProps = {
  image: string | null;
  /** The speakers are streaming now. */
  streaming: boolean;
};

/**
 * Where the live video plays. Live media (camera, microphone, screen) joins here through the
 * event's viewer room; until then the event's picture holds the place and says what is on.
 */
export function LiveVideoSlot({ image, streaming }: LiveVideoSlotProps) {
  const { t } = useTranslation('liveEvents');
  return (
    <div className={styles.slot} data-live-video-slot="">
      {image && (
        <img {...storedImage(image, PAGE_WIDTH_SIZES)} alt="" className={styles.backdrop} />
      )}
      <div className={styles.scrim}>
        {/* Not a button: a broadcast mark, so nobody tries to press play on it. */}
        <span className={styles.onAir} aria-hidden="true">
          <span className={styles.onAirDot} />
        </span>
        <p className={styles.slotTitle}>
          {streaming ? t('stage.liveNow') : t('stage.waitingForSpeakers')}
        </p>
        <p className={styles.slotText}>
          {streaming ? t('stage.liveNowText') : t('stage.waitingText')}
        </p>
      </div>
    </div>
  );
}

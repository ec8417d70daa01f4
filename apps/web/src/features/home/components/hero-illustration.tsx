import { AVATAR_PALETTE } from '@quad/shared/limits';
import styles from './hero-illustration.module.css';

/** A decorative conversation in the university colour, beside the welcome on wide screens. */
export function HeroIllustration() {
  return (
    <div className={styles.illustration} aria-hidden="true">
      <div className={`${styles.bubble} ${styles.incoming}`}>
        <span className={styles.dot} style={{ background: AVATAR_PALETTE[3] }} />
        <span className={styles.lines}>
          <span className={styles.line} style={{ width: '90%' }} />
          <span className={styles.line} style={{ width: '60%' }} />
        </span>
      </div>
      <div className={`${styles.bubble} ${styles.outgoing}`}>
        <span className={styles.lines}>
          <span className={styles.line} style={{ width: '85%' }} />
          <span className={styles.line} style={{ width: '50%' }} />
        </span>
      </div>
      <div className={`${styles.bubble} ${styles.reply}`}>
        <span className={styles.dot} style={{ background: AVATAR_PALETTE[1] }} />
        <span className={styles.lines}>
          <span className={styles.line} style={{ width: '70%' }} />
        </span>
      </div>
    </div>
  );
}

import { useState, type CSSProperties } from 'react';
import { initials } from '@quad/shared/rules/avatar-color';
import { storedImage } from '../../lib/stored-image';
import styles from './university-logo.module.css';

type UniversityLogoProps = { name: string; logo: string | null; size?: number };

/** The institution's logo on a white tile, or its initials when it has none (or it fails). */
export function UniversityLogo({ name, logo, size = 40 }: UniversityLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { '--logo-size': `${size}px` } as CSSProperties;
  return (
    <span className={styles.logo} style={style} aria-hidden="true">
      {logo && failed !== logo ? (
        <img
          className={styles.image}
          {...storedImage(logo, `${size}px`)}
          alt=""
          onError={() => setFailed(logo)}
        />
      ) : (
        <span data-initials={initials(name)} />
      )}
    </span>
  );
}

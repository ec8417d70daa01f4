import { useState, type CSSProperties } from 'react';
import { avatarColorFor, initials } from '@quad/shared/rules/avatar-color';
import { readableTextColor } from '@quad/shared/rules/color';
import { cx } from '../../lib/cx';
import { storedImage } from '../../lib/stored-image';
import styles from './avatar.module.css';

const SIZES = { xs: 32, sm: 40, md: 56, lg: 96, xl: 128 } as const;

type AvatarProps = {
  /** Whose avatar: picks the palette colour when there is no photo. */
  id: number;
  name: string;
  lastName?: string | null;
  src?: string | null;
  size?: keyof typeof SIZES;
  /** Alt text; empty (decorative) by default because the name is shown beside it. */
  alt?: string;
  className?: string;
};

/** A round photo, or initials on the avatar palette (spec §9) when there is none or it fails. */
export function Avatar({ id, name, lastName, src, size = 'sm', alt = '', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const background = avatarColorFor(id);
  const style = {
    '--avatar-size': `${SIZES[size]}px`,
    ...(showImage ? {} : { background, color: readableTextColor(background) }),
  } as CSSProperties;
  const labelled = Boolean(alt) && !showImage;
  return (
    <span
      className={cx(styles.avatar, className)}
      style={style}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? alt : undefined}
    >
      {showImage && src ? (
        <img
          className={styles.image}
          {...storedImage(src, `${SIZES[size]}px`)}
          alt={alt}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true" data-initials={initials(name, lastName ?? undefined)} />
      )}
    </span>
  );
}

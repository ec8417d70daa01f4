import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@quad/shared/contracts/content';
import { IconButton } from '../../../../components/ui/icon-button';
import { ChevronLeftIcon } from '../../../../components/ui/content-icons';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { cx } from '../../../../lib/cx';
import { PAGE_WIDTH_SIZES, storedImage } from '../../../../lib/stored-image';
import styles from './post-media.module.css';

type Media = Post['media'][number];

function MediaItem({ media }: { media: Media }) {
  const { t } = useTranslation('content');
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : undefined;
  if (media.type === 'video') {
    return (
      <video
        src={media.url}
        poster={media.poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        className={styles.item}
        style={{ aspectRatio: ratio }}
        aria-label={media.alt || t('post.video')}
      />
    );
  }
  return (
    <img
      {...storedImage(media.url, PAGE_WIDTH_SIZES)}
      alt={media.alt}
      className={styles.item}
      style={{ aspectRatio: ratio }}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
    />
  );
}

/** A post's pictures and videos: one shown whole, several in a swipeable gallery with arrows. */
export function PostMedia({ media }: { media: Media[] }) {
  const { t } = useTranslation('content');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const first = media[0];
  if (!first) return null;
  if (media.length === 1) {
    return (
      <div className={styles.single}>
        <MediaItem media={first} />
      </div>
    );
  }

  const goTo = (next: number) => {
    const clamped = Math.max(0, Math.min(media.length - 1, next));
    const slide = track.current?.children[clamped] as HTMLElement | undefined;
    slide?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    setIndex(clamped);
  };
  const handleScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('post.gallery', { count: media.length })}
      onKeyDown={handleKeyDown}
    >
      <div ref={track} className={styles.track} onScroll={handleScroll} tabIndex={0}>
        {media.map((item, position) => (
          <div
            key={`${item.url}-${position}`}
            className={styles.slide}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { position: position + 1, count: media.length })}
          >
            <MediaItem media={item} />
          </div>
        ))}
      </div>
      <IconButton
        variant="filled"
        aria-label={t('carousel.previous')}
        icon={<ChevronLeftIcon />}
        className={cx(styles.arrow, styles.previous)}
        disabled={index === 0}
        onClick={() => goTo(index - 1)}
      />
      <IconButton
        variant="filled"
        aria-label={t('carousel.next')}
        icon={<ChevronRightIcon />}
        className={cx(styles.arrow, styles.next)}
        disabled={index === media.length - 1}
        onClick={() => goTo(index + 1)}
      />
      <div className={styles.dots} aria-hidden="true">
        {media.map((item, position) => (
          <span
            key={`${item.url}-${position}`}
            className={cx(styles.dot, position === index && styles.current)}
          />
        ))}
      </div>
    </section>
  );
}

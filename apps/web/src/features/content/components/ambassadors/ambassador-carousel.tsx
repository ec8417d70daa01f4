import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AmbassadorCard as Ambassador } from '@quad/shared/contracts/content';
import { IconButton } from '../../../../components/ui/icon-button';
import { ChevronLeftIcon } from '../../../../components/ui/content-icons';
import { ChevronRightIcon, UserIcon } from '../../../../components/ui/icons';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { AmbassadorCard } from './ambassador-card';
import styles from './ambassador-carousel.module.css';

type AmbassadorCarouselProps = {
  ambassadors: Ambassador[];
  label: string;
  /** How many exist in all, for the closing "See all" slide. */
  total: number;
};

const FOCUSABLE = 'a[href], button:not(:disabled)';

/**
 * Ambassadors side by side in a swipeable row for narrow embeds: arrows, ←/→/Home/End on the
 * keyboard, and a last slide that leads to everyone.
 */
export function AmbassadorCarousel({ ambassadors, label, total }: AmbassadorCarouselProps) {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const count = ambassadors.length + 1;

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    setEdges({ start: element.scrollLeft <= 2, end: element.scrollLeft >= max - 2 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, ambassadors.length]);

  const slides = () => Array.from(track.current?.children ?? []) as HTMLElement[];
  const currentIndex = () => {
    const all = slides();
    const focused = all.findIndex((slide) => slide.contains(document.activeElement));
    if (focused >= 0) return focused;
    const left = track.current?.scrollLeft ?? 0;
    const index = all.findIndex(
      (slide) => slide.offsetLeft - (all[0]?.offsetLeft ?? 0) >= left - 2,
    );
    return Math.max(0, index);
  };
  const goTo = (index: number, focus: boolean) => {
    const all = slides();
    const target = all[Math.max(0, Math.min(all.length - 1, index))];
    if (!target) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView?.({
      behavior: reduce ? 'auto' : 'smooth',
      block: 'nearest',
      inline: 'start',
    });
    if (focus) target.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  };
  const step = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const first = slides()[0];
    const slideWidth = first ? first.getBoundingClientRect().width : element.clientWidth;
    element.scrollBy?.({ left: direction * slideWidth, behavior: 'smooth' });
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const index = currentIndex();
    if (event.key === 'ArrowRight') goTo(index + 1, true);
    else if (event.key === 'ArrowLeft') goTo(index - 1, true);
    else if (event.key === 'Home') goTo(0, true);
    else if (event.key === 'End') goTo(count - 1, true);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
    >
      <div className={styles.controls}>
        <p className={styles.hint}>{t('carousel.hint')}</p>
        <div className={styles.arrows}>
          <IconButton
            variant="filled"
            aria-label={t('carousel.previous')}
            icon={<ChevronLeftIcon />}
            disabled={edges.start}
            onClick={() => step(-1)}
          />
          <IconButton
            variant="filled"
            aria-label={t('carousel.next')}
            icon={<ChevronRightIcon />}
            disabled={edges.end}
            onClick={() => step(1)}
          />
        </div>
      </div>
      {/* Slides are groups (APG carousel), so the track is no list. */}
      <div ref={track} className={styles.track} onScroll={measure} onKeyDown={handleKeyDown}>
        {ambassadors.map((ambassador, index) => (
          <div
            key={ambassador.id}
            className={styles.slide}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { position: index + 1, count })}
          >
            <AmbassadorCard ambassador={ambassador} />
          </div>
        ))}
        <div
          className={styles.slide}
          role="group"
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.position', { position: count, count })}
        >
          <Link to={`${base.base}/chat-to-us`} className={styles.seeAll}>
            <span className={styles.seeAllIcon} aria-hidden="true">
              <UserIcon size={28} />
            </span>
            <span className={styles.seeAllTitle}>{t('carousel.seeAll')}</span>
            <span className={styles.seeAllText}>{t('ambassadors.count', { count: total })}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

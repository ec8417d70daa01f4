import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveStreamCard as LiveStream } from '@quad/shared/contracts/content';
import { CalendarIcon, PlayIcon } from '../../../../components/ui/content-icons';
import { cx } from '../../../../lib/cx';
import { GRID_CARD_SIZES, storedImage } from '../../../../lib/stored-image';
import { dateTimeFormat } from '../../../../lib/intl-formats';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { liveStreamPath } from '../../links';
import styles from './live-stream-card.module.css';

type Badge = 'live' | 'upcoming' | 'onDemand' | 'ended';

function badgeOf(stream: LiveStream): Badge {
  if (stream.status === 'inProgress') return 'live';
  if (stream.status === 'upcoming') return 'upcoming';
  if (stream.status === 'onDemand' || (stream.status === 'completed' && stream.video))
    return 'onDemand';
  return 'ended';
}

/** A live event: its picture with a status badge (Live, Upcoming, On demand), name and date. */
export function LiveStreamCard({
  stream,
  headingLevel = 3,
  imageSizes = GRID_CARD_SIZES,
}: {
  stream: LiveStream;
  /** 3 under a section heading, 2 straight under the page's h1 (the list page). */
  headingLevel?: 2 | 3;
  /** How wide the card shows (`sizes`): a list grid's card unless told. */
  imageSizes?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const { t, i18n } = useTranslation('content');
  const { base } = useWidget();
  const badge = badgeOf(stream);
  const when = dateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(stream.from_date));
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {stream.image ? (
          <img
            {...storedImage(stream.image, imageSizes)}
            alt=""
            loading="lazy"
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <PlayIcon size={28} />
          </span>
        )}
        <span className={cx(styles.badge, styles[badge])}>
          {badge === 'live' && <span className={styles.pulse} aria-hidden="true" />}
          {t(`liveStream.status.${badge}`)}
        </span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.name} dir="auto">
          <Link to={liveStreamPath(base.base, stream.slug)} className={styles.link}>
            {stream.name}
          </Link>
        </Heading>
        <p className={styles.when}>
          <CalendarIcon size={16} />
          <time dateTime={stream.from_date}>{when}</time>
        </p>
      </div>
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import type { LiveStreamCard } from '@quad/shared/contracts/content';
import { PlayIcon } from '../../../components/ui/content-icons';
import type { StageFeed, ViewerSnapshot } from '../media/viewer';
import { Countdown } from './countdown';
import { LiveStage } from './live-stage';
import { LiveVideoSlot } from './live-video-slot';
import { OnDemandPlayer } from './on-demand-player';
import { badgeOf, StatusBadge } from './status-badge';
import { PAGE_WIDTH_SIZES, storedImage } from '../../../lib/stored-image';
import styles from './stage.module.css';

type StageProps = {
  stream: LiveStreamCard;
  onPlay: () => void;
  onPlayingChange: (playing: boolean) => void;
  /** Live media: what the stage (or the back room) receives, and the speaker's own feed. */
  media?: { view: ViewerSnapshot | null; local: StageFeed | null };
};

/**
 * The video stage, first on the page: the live video's place while it is on, the recording's
 * player on demand, and otherwise the event's picture with what to expect (a countdown, or why
 * there is nothing to watch).
 */
export function Stage({ stream, onPlay, onPlayingChange, media }: StageProps) {
  const { t } = useTranslation('liveEvents');
  const kind = badgeOf(stream);
  const view = media?.view ?? null;
  const hasFeeds = view !== null && (view.feeds.length > 0 || media?.local != null);
  let content;
  if ((kind === 'live' || kind === 'upcoming') && view && hasFeeds) {
    content = <LiveStage view={view} local={media?.local ?? null} />;
  } else if (kind === 'live') {
    content = <LiveVideoSlot image={stream.image} streaming={stream.is_stream_active ?? false} />;
  } else if (kind === 'onDemand' && stream.video) {
    content = (
      <OnDemandPlayer
        src={stream.video}
        poster={stream.image}
        title={stream.name}
        onPlay={onPlay}
        onPlayingChange={onPlayingChange}
      />
    );
  } else {
    content = (
      <div className={styles.poster}>
        {stream.image ? (
          <img
            {...storedImage(stream.image, PAGE_WIDTH_SIZES)}
            alt=""
            className={styles.backdrop}
          />
        ) : (
          <span className={styles.fallback} aria-hidden="true">
            <PlayIcon size={36} />
          </span>
        )}
        <div className={styles.scrim}>
          {kind === 'upcoming' ? (
            <Countdown date={stream.from_date} />
          ) : (
            <>
              <p className={styles.slotTitle}>{t(`stage.${kind}.title`)}</p>
              <p className={styles.slotText}>{t(`stage.${kind}.text`)}</p>
            </>
          )}
        </div>
      </div>
    );
  }
  return (
    <section className={styles.stage} aria-label={t('stage.label')}>
      {content}
      <StatusBadge kind={kind} className={styles.badge} />
    </section>
  );
}

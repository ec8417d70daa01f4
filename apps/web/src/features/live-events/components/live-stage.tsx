import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import { useActiveSpeaker } from '../hooks/use-stage-media';
import type { StageFeed, ViewerSnapshot } from '../media/viewer';
import { MicOffIcon, SoundIcon } from './media-icons';
import styles from './live-stage.module.css';

type ShowAt = ViewerSnapshot['showAt'];

/** A video element playing a stream (muted: the page has not been touched yet, or our own). */
function StreamVideo({
  stream,
  muted,
  label,
  fit = 'cover',
  testId,
  showAt,
}: {
  stream: MediaStream;
  muted: boolean;
  label: string;
  fit?: 'cover' | 'contain';
  testId: string;
  /** Told how high the video is shown, in device pixels (a camera then comes in that size). */
  showAt?: ShowAt;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    video.play().catch(() => undefined);
  }, [stream]);
  useEffect(() => {
    const video = ref.current;
    if (!video || !showAt || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) showAt(stream, Math.round(entry.contentRect.height * window.devicePixelRatio));
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [stream, showAt]);
  return (
    <video
      ref={ref}
      className={cx(styles.video, fit === 'contain' && styles.contain)}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-stage-video={testId}
    />
  );
}

/** A tile: the person's camera, or their initials when it is off; name and muted mark below. */
function FeedTile({
  feed,
  muted,
  large,
  speaking,
  local,
  showAt,
}: {
  feed: StageFeed;
  muted: boolean;
  large: boolean;
  speaking: boolean;
  local: boolean;
  showAt: ShowAt;
}) {
  const { t } = useTranslation('liveEvents');
  const initials = feed.name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  const name = local ? t('media.you', { name: feed.name }) : feed.name;
  return (
    <figure
      className={cx(styles.tile, large ? styles.large : styles.thumb, speaking && styles.speaking)}
      data-feed={feed.publisherId}
    >
      {feed.camera && (
        <StreamVideo
          stream={feed.camera}
          muted={muted || local}
          label={t('media.cameraOf', { name: feed.name })}
          testId="camera"
          showAt={local ? undefined : showAt}
        />
      )}
      {!feed.state.video && (
        <span className={styles.initials} aria-hidden="true">
          {initials}
        </span>
      )}
      <figcaption className={styles.caption}>
        {!feed.state.audio && (
          <>
            <MicOffIcon size={14} />
            <span className="visually-hidden">{t('media.mutedMark')}</span>
          </>
        )}
        <span className={styles.name}>{name}</span>
      </figcaption>
    </figure>
  );
}

type LiveStageProps = {
  view: ViewerSnapshot;
  /** The speaker's own feed (their preview in place of what comes back from the server). */
  local?: StageFeed | null;
};

/**
 * The live stage: a shared screen fills it when there is one, otherwise the person speaking;
 * everyone else in a strip below. Video starts muted (browsers refuse sound before a tap);
 * "Turn sound on" unmutes it.
 */
export function LiveStage({ view, local = null }: LiveStageProps) {
  const { t } = useTranslation('liveEvents');
  const [soundOn, setSoundOn] = useState(false);
  const remote = view.feeds.filter((feed) => feed.publisherId !== local?.publisherId);
  const feeds = local ? [local, ...remote] : remote;
  const speaker = useActiveSpeaker(remote);
  const sharing = feeds.find((feed) => feed.state.screen && feed.screen);
  const main = sharing ?? feeds.find((feed) => feed.publisherId === speaker) ?? remote[0] ?? local;
  const others = feeds.filter((feed) => feed !== main || sharing);
  const reconnecting = view.status === 'reconnecting';

  return (
    <div className={styles.stage} data-live-stage={view.status}>
      <div className={styles.main}>
        {sharing?.screen ? (
          <figure className={cx(styles.tile, styles.large)}>
            <StreamVideo
              stream={sharing.screen}
              muted
              fit="contain"
              label={t('media.screenOf', { name: sharing.name })}
              testId="screen"
            />
            <figcaption className={styles.caption}>
              <span className={styles.name}>{t('media.screenOf', { name: sharing.name })}</span>
            </figcaption>
          </figure>
        ) : main ? (
          <FeedTile
            feed={main}
            muted={!soundOn}
            large
            speaking={false}
            local={main === local}
            showAt={view.showAt}
          />
        ) : null}
      </div>
      {others.length > 0 && (
        <ul className={styles.strip} aria-label={t('media.onStage')}>
          {others.map((feed) => (
            <li key={feed.publisherId}>
              <FeedTile
                feed={feed}
                muted={!soundOn}
                large={false}
                speaking={feed.publisherId === speaker}
                local={feed === local}
                showAt={view.showAt}
              />
            </li>
          ))}
        </ul>
      )}
      {remote.length > 0 && (
        <button
          type="button"
          className={styles.sound}
          aria-pressed={soundOn}
          onClick={() => setSoundOn((on) => !on)}
        >
          <SoundIcon size={18} />
          {soundOn ? t('media.soundOff') : t('media.soundOn')}
        </button>
      )}
      <p className={styles.status} role="status">
        {reconnecting ? t('media.reconnecting') : ''}
      </p>
    </div>
  );
}

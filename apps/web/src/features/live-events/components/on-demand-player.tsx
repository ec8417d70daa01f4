import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './stage.module.css';

type OnDemandPlayerProps = {
  src: string;
  poster: string | null;
  title: string;
  /** A WebVTT captions file, when the recording has one. */
  captions?: string | null;
  onPlay: () => void;
  onPlayingChange: (playing: boolean) => void;
};

/** Seconds the arrow keys move the recording (J and L move twice as far). */
const SEEK_SECONDS = 5;

/**
 * The recording in the browser's own player (controls, full screen, picture in picture), with
 * keyboard seeking on the player itself: arrows ±5 s, J/L ±10 s, Home/End, K or Space to pause.
 */
export function OnDemandPlayer({
  src,
  poster,
  title,
  captions,
  onPlay,
  onPlayingChange,
}: OnDemandPlayerProps) {
  const { t } = useTranslation('liveEvents');
  const video = useRef<HTMLVideoElement>(null);
  const played = useRef(false);

  const seek = (by: number) => {
    const element = video.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : Infinity;
    element.currentTime = Math.min(end, Math.max(0, element.currentTime + by));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    const element = video.current;
    if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => seek(-SEEK_SECONDS),
      ArrowRight: () => seek(SEEK_SECONDS),
      j: () => seek(-2 * SEEK_SECONDS),
      l: () => seek(2 * SEEK_SECONDS),
      Home: () => {
        element.currentTime = 0;
      },
      End: () => {
        if (Number.isFinite(element.duration)) element.currentTime = element.duration;
      },
      k: () => void (element.paused ? element.play() : element.pause()),
      ' ': () => void (element.paused ? element.play() : element.pause()),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className={styles.player}>
      <video
        ref={video}
        className={styles.video}
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={t('stage.playerLabel', { name: title })}
        aria-describedby="live-player-keys"
        onKeyDown={handleKeyDown}
        onPlay={() => {
          onPlayingChange(true);
          if (!played.current) {
            played.current = true;
            onPlay();
          }
        }}
        onPause={() => onPlayingChange(false)}
        onEnded={() => onPlayingChange(false)}
      >
        {captions && (
          <track kind="captions" src={captions} srcLang="en" label={t('stage.captions')} default />
        )}
      </video>
      <p id="live-player-keys" className="visually-hidden">
        {t('stage.playerKeys')}
      </p>
    </div>
  );
}

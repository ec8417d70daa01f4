import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { MediaRoom } from '@quad/shared/contracts/live-media';
import { StagePublisher, type PublisherSnapshot } from '../media/publisher';
import { StageViewer, type StageFeed, type ViewerSnapshot } from '../media/viewer';

const noop = () => () => undefined;
const IDLE_VIEW: ViewerSnapshot = { status: 'connecting', feeds: [], detail: null };

/** The speaker's own stage connection, made when they may publish and ended when they leave. */
export function useStagePublisher(liveStreamId: number | null, allowed: boolean) {
  // Building one starts nothing: the camera opens only when the speaker joins the stage.
  const publisher = useMemo(
    () => (liveStreamId !== null && allowed ? new StagePublisher(liveStreamId) : null),
    [liveStreamId, allowed],
  );
  useEffect(() => () => publisher?.stop(), [publisher]);
  const snapshot: PublisherSnapshot | null = useSyncExternalStore(
    publisher?.subscribe ?? noop,
    () => publisher?.getSnapshot() ?? null,
  );
  return { publisher, snapshot };
}

/** What the stage (or the back room) shows now; null while not watching. */
export function useStageViewer(
  liveStreamId: number | null,
  room: MediaRoom,
  enabled: boolean,
): ViewerSnapshot | null {
  const viewer = useMemo(
    () => (liveStreamId !== null && enabled ? new StageViewer(liveStreamId, room) : null),
    [liveStreamId, room, enabled],
  );
  useEffect(() => {
    if (!viewer) return;
    viewer.start();
    return () => viewer.close();
  }, [viewer]);
  return useSyncExternalStore(viewer?.subscribe ?? noop, () =>
    viewer ? viewer.getSnapshot() : enabled ? IDLE_VIEW : null,
  );
}

/** How loud a stream's voice is now (0–1), from an analyser on its audio track. */
function meter(context: AudioContext, stream: MediaStream) {
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  return {
    level() {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
      return peak / 128;
    },
    disconnect: () => source.disconnect(),
  };
}

/** The feed whose voice is loudest, held until someone else speaks (active-speaker layout). */
export function useActiveSpeaker(feeds: StageFeed[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = feeds.map((feed) => `${feed.publisherId}:${feed.camera?.id ?? ''}`).join(',');
  useEffect(() => {
    const audible = feeds.filter((feed) => feed.camera && feed.camera.getAudioTracks().length > 0);
    if (audible.length < 2 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const meters = audible.map((feed) => ({
      id: feed.publisherId,
      meter: meter(context, feed.camera as MediaStream),
    }));
    const timer = window.setInterval(() => {
      let loudest: { id: string; level: number } | null = null;
      for (const { id, meter: m } of meters) {
        const level = m.level();
        if (level > 0.08 && (!loudest || level > loudest.level)) loudest = { id, level };
      }
      if (loudest) setActive(loudest.id);
    }, 400);
    return () => {
      window.clearInterval(timer);
      meters.forEach(({ meter: m }) => m.disconnect());
      void context.close();
    };
    // The feeds' identity is their key: a new array of the same streams changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return active;
}

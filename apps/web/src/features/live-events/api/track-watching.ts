import {
  playResponseSchema,
  timeTrackResponseSchema,
  watchResponseSchema,
} from '@quad/shared/contracts/live-events';
import { apiClient, isAbortError } from '../../../lib/api-client';

function quietly(what: string) {
  return (error: unknown) => {
    if (!isAbortError(error)) console.warn(`Could not record ${what}`, error);
  };
}

/** POST /widget/LiveStreams/play: counts a start of the stream or recording. Best effort. */
export function reportPlay(liveStreamId: number): Promise<void> {
  return apiClient
    .post('/widget/LiveStreams/play', { liveStreamId }, { schema: playResponseSchema })
    .then(() => undefined, quietly('a play'));
}

/** POST /widget/LiveStreams/watch: a prospect watches (registered once). Best effort. */
export function reportWatch(liveStreamId: number, prospectId: number): Promise<void> {
  return apiClient
    .post(
      '/widget/LiveStreams/watch',
      { liveStreamId, prospectId },
      { schema: watchResponseSchema },
    )
    .then(() => undefined, quietly('watching'));
}

/**
 * POST /widget/LiveStreams/timeTrack: seconds watched since the last tick. The tick id makes a
 * retried report count once.
 */
export function reportTime(liveStreamId: number, tickId: string, seconds: number): Promise<void> {
  return apiClient
    .post(
      '/widget/LiveStreams/timeTrack',
      { liveStreamId, tickId, seconds },
      { schema: timeTrackResponseSchema },
    )
    .then(() => undefined, quietly('watch time'));
}

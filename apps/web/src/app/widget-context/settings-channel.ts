import { universitySettingsChannel, universitySettingsPayloadSchema } from '@quad/shared/events';
import { realtime, type SubscribeOptions } from '../../lib/socket';

/** `universities:{id}:settings` (public): the university's admin saved its widget settings. */
export function subscribeUniversitySettings(
  universityId: number,
  onChange: () => void,
  options?: SubscribeOptions,
): () => void {
  return realtime.subscribe(
    universitySettingsChannel(universityId),
    (payload) => {
      if (universitySettingsPayloadSchema.safeParse(payload).success) onChange();
    },
    options,
  );
}

import type { MediaRoom } from '@quad/shared/contracts/live-media';
import type { RefusalReason } from '@quad/shared/errors';
import type { Actor } from '../../core/auth/tokens';
import { can, type EventSubject } from '../live-events/live-events.policy';

/** Statuses in which the event's own people may be on stage (the back room before going live). */
const STAGE_OPEN: ReadonlySet<string> = new Set(['upcoming', 'inProgress']);

export type MediaAction = 'media:publish' | 'media:watch';

/**
 * Who may do what with a live event's media: its own people (speakers, its ambassadors, its
 * university's admins — the live event's backstage) publish and hear the back room; anyone who
 * may open the event watches the stage while it is live.
 */
export function canMedia(
  actor: Actor | null,
  action: MediaAction,
  subject: EventSubject,
  room: MediaRoom = 'stage',
): boolean {
  const backstage = can(actor, 'liveEvent:backstage', subject);
  switch (action) {
    case 'media:publish':
      return backstage && STAGE_OPEN.has(subject.event.status);
    case 'media:watch':
      if (room === 'backstage') return backstage && STAGE_OPEN.has(subject.event.status);
      return subject.event.status === 'inProgress';
  }
}

/** Why an action is refused to someone who can see the event. */
export const MEDIA_REFUSALS: Record<MediaAction, RefusalReason> = {
  'media:publish': 'stage_staff_only',
  'media:watch': 'stream_not_live',
};

/** Why the back room is refused. */
export const BACKSTAGE_REFUSAL: RefusalReason = 'backstage_staff_only';

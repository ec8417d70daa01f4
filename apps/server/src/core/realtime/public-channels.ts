import type { Realtime } from './realtime';

/** Channels anyone may hear (CONTRACT §3), and the one that is a user's own. */
export function registerPublicChannels(realtime: Realtime): void {
  realtime.authorize('liveStreamInfo', () => true);
  // Widgets hear that their university's settings changed and fetch them again.
  realtime.authorize('universitySettings', () => true);
  // The random key is the secret: whoever holds it opened the sign-in popup.
  realtime.authorize('guest', () => true);
  // Each area's session hears only its own area's conversations (CONTRACT §11).
  realtime.authorize(
    'userDialogs',
    (actor, channel) => actor !== null && actor.audience === 'main' && actor.id === channel.userId,
  );
  realtime.authorize(
    'communityUserDialogs',
    (actor, channel) =>
      actor !== null && actor.audience === 'community' && actor.id === channel.userId,
  );
}

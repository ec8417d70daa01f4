import type {
  NotificationSettings,
  NotificationSettingsState,
  PushSubscribeResult,
  PushSubscriptionInput,
} from '@quad/shared/contracts/notifications';
import type { Actor } from '../../core/auth/tokens';
import { commit } from '../../core/db/transaction';
import { BadRequestError, NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import {
  deleteSubscription,
  findAccount,
  hasSentMessage,
  mergeNotificationData,
  saveSubscription,
} from './push.repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';
import { problem } from '../../core/errors/problems';

/** Creates a browser's push subscription for the caller, or finds the one it already has. */
export async function subscribe(
  ctx: ServiceContext,
  actor: Actor,
  input: PushSubscriptionInput,
): Promise<PushSubscribeResult> {
  if (ctx.config.env === 'production' && !input.endpoint.startsWith('https://')) {
    throw new BadRequestError(problem('pushHttps'));
  }
  const { created } = await commit(ctx.db, ctx.after, (tx) =>
    saveSubscription(tx, actor.id, {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    }),
  );
  return { subscribed: true, created };
}

/** Removes the caller's subscription of this browser; 404 when it is not theirs. */
export async function unsubscribe(
  ctx: ServiceContext,
  actor: Actor,
  endpoint: string,
): Promise<{ unsubscribed: boolean }> {
  const removed = await commit(ctx.db, ctx.after, (tx) =>
    deleteSubscription(tx, actor.id, endpoint),
  );
  if (!removed) throw new NotFoundError('push_subscription');
  return { unsubscribed: true };
}

const readSettings = (data: Record<string, unknown>): NotificationSettings => ({
  offlineNotices: data['offline_notices'] !== false,
  ...(typeof data['time_zone'] === 'string' ? { timeZone: data['time_zone'] } : {}),
});

/** Whether the caller is told of messages they miss, and their time zone. */
export async function getSettings(
  ctx: ServiceContext,
  actor: Actor,
): Promise<NotificationSettingsState> {
  const account = await findAccount(ctx.db, actor.id);
  if (!account) throw new NotFoundError('account');
  return {
    ...readSettings(account.notificationData),
    hasSentMessage: await hasSentMessage(ctx.db, actor.id),
  };
}

/** Turns offline notices on or off and records the browser's time zone for quiet hours. */
export async function updateSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: NotificationSettings,
): Promise<NotificationSettingsState> {
  if (input.timeZone !== undefined && !isTimeZone(input.timeZone)) {
    throw new BadRequestError(problem('timeZone'), [
      { path: 'timeZone', message: 'Unknown time zone' },
    ]);
  }
  const data = await commit(ctx.db, ctx.after, (tx) =>
    mergeNotificationData(tx, actor.id, {
      offline_notices: input.offlineNotices,
      ...(input.timeZone ? { time_zone: input.timeZone } : {}),
    }),
  );
  if (!data) throw new NotFoundError('account');
  return getSettings(ctx, actor);
}

/** The one-click link in a notice mail: its signed token turns that account's notices off. */
export async function unsubscribeByToken(ctx: ServiceContext, token: string): Promise<boolean> {
  const accountId = verifyUnsubscribeToken(ctx.config.secretsKey, token);
  if (accountId === null) return false;
  const data = await commit(ctx.db, ctx.after, (tx) =>
    mergeNotificationData(tx, accountId, { offline_notices: false }),
  );
  return data !== null;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context';
import type { Actor } from '../../core/auth/tokens';
import { accountRoom } from '../../core/realtime/realtime';
import { createSmsProvider } from '../../core/sms/sms';
import { vapidKeys, vapidSubject } from './notification-settings';
import { startOfflineNoticeJob, type OfflineNoticeJob } from './offline-notices.job';
import type { OfflineNoticeDeps } from './offline-notices.service';
import { markSeen } from './push.repository';
import { oneClickUnsubscribeRoutes, pushRoutes, unsubscribeLinkRoutes } from './push.routes';
import { createPushSender } from './web-push-sender';

const running = new WeakMap<AppContext, { deps: OfflineNoticeDeps; job: OfflineNoticeJob }>();

/** The offline-notice job of an app and what it runs with (tests drive it with their clock). */
export function offlineNoticesOf(ctx: AppContext): {
  deps: OfflineNoticeDeps;
  job: OfflineNoticeJob;
} {
  const found = running.get(ctx);
  if (!found) throw new Error('the notifications module is not registered');
  return found;
}

/** Web push subscriptions, notice settings, the unsubscribe link and the offline-notice job. */
export async function notificationsModule(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const push = createPushSender(vapidKeys(ctx.config), vapidSubject(ctx.config));
  const deps: OfflineNoticeDeps = {
    db: ctx.database.db,
    config: ctx.config,
    log: app.log,
    push,
    sms: createSmsProvider(ctx.config.sms, app.log),
    async isOnline(accountId) {
      const sockets = await ctx.realtime.io.in(accountRoom(accountId)).fetchSockets();
      return sockets.length > 0;
    },
    flushMail: () => ctx.mail.flush(),
    clock: () => new Date(),
  };
  // When someone's socket goes away is when their time away starts (see offline notices).
  ctx.realtime.io.on('connection', (socket) => {
    const actor = (socket.data.actor ?? null) as Actor | null;
    if (!actor) return;
    socket.on('disconnect', () => {
      markSeen(ctx.database.db, actor.id, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not record when someone left'),
      );
    });
  });
  const job = startOfflineNoticeJob(deps, ctx.outbox, { timers: ctx.config.env !== 'test' });
  running.set(ctx, { deps, job });
  app.addHook('onClose', async () => job.stop());

  const options = { services: ctx.services, publicKey: push.publicKey };
  await app.register(pushRoutes, { prefix: '/api/v1/interactionSite', ...options });
  await app.register(unsubscribeLinkRoutes, { prefix: '/api/v1/public', ...options });
  await app.register(oneClickUnsubscribeRoutes, { prefix: '/api/v1/public', ...options });
}

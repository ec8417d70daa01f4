import type { FastifyInstance } from 'fastify';
import { registerMediaSignalling } from './live-media.signalling';
import { mediaSettingsOf } from './media-config';
import { Sfu } from './sfu';

/** Live media: the embedded SFU and its signalling on the realtime connection (CONTRACT §8). */
export async function liveMediaModule(app: FastifyInstance): Promise<void> {
  const { config, database, realtime, sessions } = app.ctx;
  const settings = mediaSettingsOf(config);
  const sfu = new Sfu(settings);
  registerMediaSignalling({
    realtime,
    log: app.log,
    isSessionActive: (actor) => sessions.isActive(actor),
    media: { db: database.db, sfu, settings },
  });
  app.addHook('onClose', async () => sfu.close());
}

import type { FastifyInstance } from 'fastify';
import { JanusSession } from './janus-client';
import { JanusRoom } from './janus-room';
import { liveMediaRoutes } from './live-media.routes';
import { registerMediaSignalling } from './live-media.signalling';
import { startRecording } from './recording.service';
import { mediaSettingsOf } from './media-config';
import { MediaDirectory } from './media-directory';
import { Sfu } from './sfu';

/** Live media: the embedded SFU and its signalling on the realtime connection (CONTRACT §8). */
export async function liveMediaModule(app: FastifyInstance): Promise<void> {
  const { config, database, realtime, sessions, services, outbox } = app.ctx;
  const settings = mediaSettingsOf(config);
  // MEDIA_SERVER=janus: the rooms live on a Janus VideoRoom; the signalling stays the same.
  const janus =
    settings.server === 'janus' && settings.janusUrl ? new JanusSession(settings.janusUrl) : null;
  const sfu = new Sfu(
    settings,
    janus
      ? (liveStreamId, roomSettings) => new JanusRoom(liveStreamId, roomSettings, janus)
      : undefined,
  );
  const directory = MediaDirectory.connect(config.redisUrl);
  registerMediaSignalling({
    realtime,
    log: app.log,
    isSessionActive: (actor) => sessions.isActive(actor),
    media: { db: database.db, sfu, settings, directory },
  });
  await app.register(liveMediaRoutes);
  const recording = startRecording({ services, outbox, sfu, realtime, log: app.log });
  app.addHook('onClose', async () => {
    await recording.close();
    sfu.close();
    await directory.close();
    await janus?.close();
  });
}

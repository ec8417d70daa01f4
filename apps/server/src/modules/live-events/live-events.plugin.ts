import type { FastifyInstance } from 'fastify';
import { liveEventsRoutes } from './live-events.routes';
import { liveStatusRoutes } from './live-status.routes';
import { questionsRoutes } from './questions.routes';
import { watchRoutes } from './watch.routes';

const PREFIX = '/api/v1/widget';

/** Live events: the event page, statuses, speakers, watch time and live Q&A (/widget). */
export async function liveEventsModule(app: FastifyInstance): Promise<void> {
  const options = { services: { ...app.ctx.services, tokens: app.ctx.tokens } };
  await app.register(liveEventsRoutes, { prefix: PREFIX, ...options });
  await app.register(liveStatusRoutes, { prefix: PREFIX, ...options });
  await app.register(watchRoutes, { prefix: PREFIX, ...options });
  await app.register(questionsRoutes, { prefix: PREFIX, ...options });
}

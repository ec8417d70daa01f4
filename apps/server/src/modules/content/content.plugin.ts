import type { FastifyInstance } from 'fastify';
import { filterRoutes } from './filters.routes';
import { contentItemRoutes } from './items.routes';
import { contentListRoutes } from './lists.routes';
import { engagementRoutes } from './engagement.routes';
import { watchHomeChanges } from './home-invalidation';
import type { WidgetCaches } from './home-invalidation';
import { ViewCounter } from './view-counter';

/** Widget content and discovery (lists, search, filters, items, likes): /widget and /common. */
export async function contentModule(
  app: FastifyInstance,
  options: { caches: WidgetCaches },
): Promise<void> {
  const views = new ViewCounter();
  const { caches } = options;
  const { snapshots } = caches;
  const { outbox, realtime } = app.ctx;
  watchHomeChanges({ outbox, realtime, caches, log: app.log });
  await app.register(contentListRoutes, { prefix: '/api/v1/widget', snapshots });
  await app.register(contentItemRoutes, { prefix: '/api/v1/widget' });
  await app.register(engagementRoutes, { prefix: '/api/v1/widget', views });
  await app.register(filterRoutes, { prefix: '/api/v1/common' });
}

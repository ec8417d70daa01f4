import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { parseBase } from '@quad/shared/rules/base-path';
import { contentSecurityPolicy } from './security';

const SECTIONS = new Set([
  'chat-to-us',
  'posts',
  'faq',
  'interaction',
  'live-streams',
  'carousel',
  'community',
  'apply',
  'settings',
]);

/** True for the spec §2 / CONTRACT §4 routes the React app answers. */
export function isAppRoute(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return true;
  const base = parseBase(pathname);
  if (!base) return false;
  const rest = pathname.slice(base.base.length).split('/').filter(Boolean);
  const first = rest[0];
  return first === undefined || SECTIONS.has(first);
}

/** Where the built web app lives: WEB_DIST, or apps/web/dist beside the source or the bundle. */
export function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return existsSync(path.join(configured, 'index.html')) ? configured : undefined;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../../web/dist'),
    path.resolve(here, '../../web/dist'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

export interface WebAppOptions {
  dist: string | undefined;
  /** Origins allowed to frame the widget of a path's university or group ('*' in development). */
  frameAncestors(pathname: string): Promise<readonly string[] | '*'>;
}

/** Serves the built app: static assets, `/embed.js`, and index.html for the app's routes. */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { dist } = options;
  if (!dist) {
    app.log.warn('apps/web/dist not found: the API runs without the web app (npm run build)');
    return;
  }
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: dist,
    // One route per built file (assets, embed.js, icons); everything else falls to the app.
    wildcard: false,
    index: false,
    // Hashed assets never change; everything else is revalidated.
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (filePath.endsWith('embed.js')) reply.header('access-control-allow-origin', '*');
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const ancestors = await options.frameAncestors(pathname);
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(ancestors))
      .send(indexHtml);
  };

  app.get('/*', { config: { access: { kind: 'public' } } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/(api|files|realtime)(\/|$)/.test(pathname)) return reply.callNotFound();
    const staticFile = path.join(dist, path.normalize(pathname));
    if (staticFile.startsWith(dist) && path.extname(pathname) !== '' && existsSync(staticFile)) {
      return reply.sendFile(path.relative(dist, staticFile));
    }
    return sendIndex(request, reply, isAppRoute(pathname) ? 200 : 404);
  });
  app.get('/', { config: { access: { kind: 'public' } } }, (request, reply) =>
    sendIndex(request, reply, 200),
  );
}

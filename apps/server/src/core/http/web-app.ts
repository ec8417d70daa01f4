import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
} from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { parseBase } from '@quad/shared/rules/base-path';
import { FIRST_SCREEN_ELEMENT_ID } from '@quad/shared/contracts/first-screen';
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
  /** The colour of a path's widget, so the first paint wears it; null outside a widget. */
  brandColor(pathname: string): Promise<string | null>;
  /** Whether a path's widget loads its university's tag manager container (spec §2 customGtm). */
  tagManager?(pathname: string): Promise<boolean>;
  /**
   * What a widget page carries so its first screen needs no call (settings, the home), or null.
   * A page waits for it FIRST_SCREEN_WAIT_MS at most, and goes without it after that.
   */
  firstScreen?(pathname: string, search: URLSearchParams): Promise<unknown>;
}

/** How long index.html waits for its first screen before it goes without. */
export const FIRST_SCREEN_WAIT_MS = 300;

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding of the request's Accept-Encoding among those we have a file for. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get('*');
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (available.includes(encoding) && q > 0) return encoding;
  }
  return 'identity';
}

type Variants = Record<Encoding, Buffer | undefined>;

function readVariants(file: string): Variants {
  const read = (name: string) => (existsSync(name) ? readFileSync(name) : undefined);
  return { identity: readFileSync(file), br: read(`${file}.br`), gzip: read(`${file}.gz`) };
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * index.html wearing a widget's colour: the browser bar (`theme-color`) and the skeleton the
 * app paints before its settings answer (`quad-primary-color`). Compressed once per colour.
 */
function brandedIndex(plain: Buffer, color: string): Variants {
  const html = plain
    .toString('utf8')
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      `<meta name="theme-color" content="${color}" /><meta name="quad-primary-color" content="${color}" />`,
    );
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * JSON inside `<script type="application/json">`: `<` is escaped so no value can close the
 * element or open a comment; JSON.parse reads `\u003c` back as `<`.
 */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** index.html with a first screen before `</body>`, compressed for this one response. */
async function withFirstScreen(
  html: Buffer,
  firstScreen: unknown,
  encoding: Encoding,
): Promise<Buffer> {
  const element = jsonScriptElement(FIRST_SCREEN_ELEMENT_ID, firstScreen);
  const text = html.toString('utf8');
  const end = text.lastIndexOf('</body>');
  const page = Buffer.from(
    end < 0 ? `${text}${element}` : `${text.slice(0, end)}${element}${text.slice(end)}`,
  );
  if (encoding === 'br') {
    return brotli(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? gzipAsync(page, { level: 6 }) : page;
}

/** A promise's value, or undefined once `ms` have passed (or when it fails). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Strips the precompressed suffix: `app.js.br` is cached like `app.js`. */
function servedFile(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '');
}

/** Serves the built app: static assets, `/embed.js`, and index.html for the app's routes. */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { dist } = options;
  if (!dist) {
    app.log.warn('apps/web/dist not found: the API runs without the web app (npm run build)');
    return;
  }
  // The build precompresses text files (br, gz); index.html is kept in memory in all three forms.
  const indexHtml = readVariants(path.join(dist, 'index.html'));
  const branded = new Map<string, Variants>();
  const indexFor = (color: string | null): Variants => {
    if (!color || !HEX_COLOR.test(color)) return indexHtml;
    let variants = branded.get(color);
    if (!variants) {
      variants = brandedIndex(indexHtml.identity ?? Buffer.alloc(0), color);
      if (branded.size > 1000) branded.clear();
      branded.set(color, variants);
    }
    return variants;
  };
  await app.register(fastifyStatic, {
    root: dist,
    // One route per built file (assets, embed.js, icons); everything else falls to the app.
    wildcard: false,
    index: false,
    // `app.js.br` / `app.js.gz` beside `app.js` are sent to browsers that accept them.
    preCompressed: true,
    // Hashed assets never change; everything else is revalidated.
    setHeaders(reply, filePath) {
      const file = servedFile(filePath);
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (file.endsWith('embed.js')) reply.header('access-control-allow-origin', '*');
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const [pathname = '/', query = ''] = request.url.split('?', 2);
    const firstScreen =
      status === 200 && options.firstScreen
        ? within(
            options.firstScreen(pathname, new URLSearchParams(query)).catch((error: unknown) => {
              request.log.warn({ err: error }, 'index.html went without its first screen');
              return null;
            }),
            FIRST_SCREEN_WAIT_MS,
          )
        : undefined;
    const [ancestors, color, tagManager, screen] = await Promise.all([
      options.frameAncestors(pathname),
      options.brandColor(pathname).catch(() => null),
      options.tagManager?.(pathname).catch(() => false) ?? false,
      firstScreen,
    ]);
    const index = indexFor(color);
    const encodings = (Object.keys(index) as Encoding[]).filter((e) => index[e]);
    const encoding = pickEncoding(request.headers['accept-encoding'], encodings);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    // A page with a first screen holds a visit's own random order: no shared cache keeps it.
    const body = screen
      ? await withFirstScreen(index.identity ?? Buffer.alloc(0), screen, encoding)
      : index[encoding];
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', screen ? 'private, no-cache' : 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(ancestors, { tagManager }))
      .send(body);
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

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../core/config/config';
import type { Session } from './sessions.service';

export const REFRESH_COOKIE = 'quad_refresh';
/** Marks a browser that signed in to an account before: see login-limits.ts. */
export const DEVICE_COOKIE = 'quad_device';
/** Both cookies go only to the auth calls (CONTRACT §2a). */
export const AUTH_COOKIE_PATH = '/api/v1/interactionSite/auth';
const DEVICE_COOKIE_DAYS = 365;

/** Where an area keeps its refresh token: the widget's, or the community's own (spec §2). */
export interface RefreshCookie {
  name: string;
  path: string;
}
export const MAIN_REFRESH_COOKIE: RefreshCookie = { name: REFRESH_COOKIE, path: AUTH_COOKIE_PATH };

/**
 * Over https the widget is framed by the university's own site, where Quad is a third party:
 * the cookies must be SameSite=None to reach Quad at all, and Partitioned (CHIPS) so browsers
 * that block third-party cookies keep them, one jar per embedding site. Over http (development
 * on localhost, where every port is the same site) Lax does.
 */
function cookieOptions(config: Pick<Config, 'publicUrl'>, path = AUTH_COOKIE_PATH) {
  const secure = config.publicUrl.startsWith('https:');
  return {
    path,
    httpOnly: true,
    sameSite: secure ? ('none' as const) : ('lax' as const),
    secure,
    partitioned: secure,
  };
}

/** Sets the httpOnly refresh cookie for a session (the widget's unless another is named). */
export function setRefreshCookie(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  session: Session,
  cookie: RefreshCookie = MAIN_REFRESH_COOKIE,
): void {
  reply.setCookie(cookie.name, session.refreshToken, {
    ...cookieOptions(config, cookie.path),
    expires: session.expiresAt,
  });
}

/** Removes the refresh cookie. */
export function clearRefreshCookie(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  cookie: RefreshCookie = MAIN_REFRESH_COOKIE,
): void {
  reply.clearCookie(cookie.name, cookieOptions(config, cookie.path));
}

/** The refresh token of the body, else of the cookie. */
export function presentedRefreshToken(
  request: FastifyRequest,
  bodyToken: string | undefined,
  refreshCookie: RefreshCookie = MAIN_REFRESH_COOKIE,
): string | undefined {
  if (bodyToken) return bodyToken;
  const cookie = request.cookies[refreshCookie.name];
  return cookie && cookie.length <= 4096 ? cookie : undefined;
}

function deviceMac(secret: string, accountId: number, nonce: string): Buffer {
  return createHmac('sha256', secret)
    .update(`device:${accountId}.${nonce}`)
    .digest()
    .subarray(0, 24);
}

/** Remembers that this browser signed in to the account (a signed, httpOnly cookie). */
export function setDeviceCookie(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  accountId: number,
): void {
  const nonce = randomBytes(12).toString('base64url');
  const mac = deviceMac(config.jwtSecret, accountId, nonce).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${accountId}.${nonce}.${mac}`, {
    ...cookieOptions(config),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The account and nonce of a valid device cookie, or null. */
export function readDeviceCookie(
  request: FastifyRequest,
  secret: string,
): { accountId: number; nonce: string } | null {
  const value = request.cookies[DEVICE_COOKIE];
  const match = value ? /^(\d{1,10})\.([\w-]{16})\.([\w-]{32})$/.exec(value) : null;
  if (!match) return null;
  const [, id = '', nonce = '', mac = ''] = match;
  const accountId = Number(id);
  const expected = deviceMac(secret, accountId, nonce);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { accountId, nonce };
}

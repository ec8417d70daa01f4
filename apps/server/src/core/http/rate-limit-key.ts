import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Requests from a connection that closed before they were counted: they answer no one. */
export const CLOSED_CONNECTION_KEY = 'closed-connection';

/**
 * Whom a request counts against: its address (an IPv6 address by its /64, as the plugin's own
 * key does). A request whose connection already closed has no address; the plugin's own key
 * would throw on it.
 */
export function rateLimitKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip as string | undefined;
  return ip ? normalizeIP(ip) : CLOSED_CONNECTION_KEY;
}

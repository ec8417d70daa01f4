import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded'];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127(?:\.\d{1,3}){3}$/.test(v4);
}

/** localhost, *.localhost, a 127.x address or [::1], with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * A request from a person on this machine: the connection comes from loopback, it was not relayed
 * by a proxy (which would connect from loopback on behalf of anyone), and it names a loopback
 * host (so a web page cannot reach it through a DNS name rebound to 127.0.0.1). The socket
 * address is read, never `request.ip`, so TRUST_PROXY cannot change the answer.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackHost(request.headers.host);
}

// Every server test runs with the network beyond this machine refused (STYLE.md): PostgreSQL,
// Redis, the SMTP sink, the identity and push providers the tests start all listen on loopback,
// so a connection anywhere else is a test that would depend on the internet. It fails with the
// address it tried, instead of hanging or passing by luck.
import net from 'node:net';
import { afterEach, expect } from 'vitest';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3}|0\.0\.0\.0|::)$/i;

const attempts: string[] = [];

/** Where a `Socket#connect` call goes: a host, or null for a Unix socket or a port on localhost. */
function hostOf(args: unknown[]): string | null {
  const [first, second] = args;
  // net.connect() hands over its normalised arguments as one array.
  if (Array.isArray(first)) return hostOf(first);
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: unknown; path?: unknown };
    if (typeof options.path === 'string') return null;
    return typeof options.host === 'string' ? options.host : null;
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // a Unix socket path
  return typeof second === 'string' ? second : null;
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(
  this: net.Socket,
  ...args: unknown[]
): net.Socket {
  const host = hostOf(args);
  if (host !== null && !LOOPBACK.test(host.replace(/^\[|\]$/g, ''))) {
    attempts.push(host);
    process.nextTick(() =>
      this.destroy(new Error(`Tests may not reach the network beyond this machine: ${host}`)),
    );
    return this;
  }
  return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;

/** The refused attempts so far, forgotten once read (the guard's own test expects one). */
export function takeNetworkAttempts(): string[] {
  return attempts.splice(0);
}

afterEach(() => {
  const tried = takeNetworkAttempts();
  expect(tried, 'the test reached the network beyond this machine').toEqual([]);
});

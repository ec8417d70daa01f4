import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../app';

/** A subscribe or unsubscribe acknowledgement (CONTRACT §3). */
export interface Ack {
  ok: boolean;
  error?: { code: string; message: string };
}

/** Starts the app on a free local port; its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Opens a socket to /realtime, signed in with `token` or as a guest; kept in `sockets` so the
 * test file can disconnect them all. Rejects when the server refuses the handshake.
 */
export function openSocket(
  url: string,
  token: string | undefined,
  sockets: Socket[],
): Promise<Socket> {
  const socket = connect(url, {
    path: '/realtime',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Subscribes to a channel; the server's acknowledgement. */
export function subscribe(socket: Socket, channel: unknown): Promise<Ack> {
  return socket.timeout(5000).emitWithAck('subscribe', { channel }) as Promise<Ack>;
}

/** The next event of a name a socket hears, or a failure after `ms`. */
export function nextEvent<T>(socket: Socket, name: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    socket.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every event of a name a socket hears. */
export function record<T>(socket: Socket, name: string): T[] {
  const heard: T[] = [];
  socket.on(name, (payload: T) => heard.push(payload));
  return heard;
}

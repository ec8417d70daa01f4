import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { tokenStore, type TokenScope, type TokenStore } from './token-store';

type Handler = (payload: unknown) => void;
type AckError = { code: string; message: string };
type Ack = { ok: true } | { ok: false; error: AckError };

export type SubscribeOptions = {
  /** Called when the server refuses the channel (not a member, signed out …). */
  onDenied?: (error: AckError) => void;
  /**
   * Called each time the server confirms the channel, including after every reconnect: the
   * moment to fetch what was missed while the channel was not live.
   */
  onSubscribed?: () => void;
};

type Connect = (options: Partial<ManagerOptions & SocketOptions>) => Socket;

/**
 * The one Socket.IO connection of the app (CONTRACT §3). Features subscribe to channels and get
 * an unsubscribe function back; several subscribers of one channel share one server subscription,
 * and every subscription is renewed after a reconnect, since the server forgets them. The
 * community area has a connection of its own, authenticated with its own token (`scope`).
 */
export function createRealtime({
  tokens,
  scope = 'main',
  connect = (options) => io({ ...options, forceNew: scope !== 'main' }),
}: {
  tokens: TokenStore;
  scope?: TokenScope;
  connect?: Connect;
}) {
  let socket: Socket | null = null;
  // channel → its subscribers, each with their options.
  const channels = new Map<string, Map<Handler, SubscribeOptions>>();

  function emitSubscribe(target: Socket, channel: string): void {
    target.emit('subscribe', { channel }, (ack: Ack) => {
      const subscribers = channels.get(channel);
      if (ack.ok) subscribers?.forEach((options) => options.onSubscribed?.());
      else subscribers?.forEach((options) => options.onDenied?.(ack.error));
    });
  }

  function connection(): Socket {
    if (socket) return socket;
    const created = connect({
      path: '/realtime',
      // A function, so every reconnect sends the token of that moment.
      auth: (send) => send({ token: tokens.getToken(scope) }),
    });
    created.on('connect', () => channels.forEach((_, channel) => emitSubscribe(created, channel)));
    socket = created;
    return created;
  }

  return {
    subscribe(channel: string, handler: Handler, options: SubscribeOptions = {}): () => void {
      const target = connection();
      let subscribers = channels.get(channel);
      const isNew = !subscribers;
      if (!subscribers) {
        const created = new Map<Handler, SubscribeOptions>();
        subscribers = created;
        channels.set(channel, created);
        target.on(channel, (payload: unknown) => created.forEach((_, each) => each(payload)));
      }
      subscribers.set(handler, options);
      if (isNew && target.connected) emitSubscribe(target, channel);
      const current = subscribers;
      return () => {
        if (!current.delete(handler) || current.size > 0) return;
        channels.delete(channel);
        target.off(channel);
        if (target.connected) target.emit('unsubscribe', { channel });
      };
    },
    /** Sends a request that is not a channel (live media signalling); the server's ack. */
    request<T>(event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
      return connection().timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
    },
    /** Listens to a server event that is not a channel; returns the off switch. */
    listen(event: string, handler: Handler): () => void {
      const target = connection();
      target.on(event, handler);
      return () => void target.off(event, handler);
    },
    /** Called after each reconnection (the server forgot this socket's media); the off switch. */
    onReconnect(handler: () => void): () => void {
      const target = connection();
      let first = !target.connected;
      const listener = () => {
        if (first) first = false;
        else handler();
      };
      target.on('connect', listener);
      return () => void target.off('connect', listener);
    },
    /** Reconnects with the current token, after sign-in or sign-out. */
    reconnect(): void {
      socket?.disconnect().connect();
    },
  };
}

export const realtime = createRealtime({ tokens: tokenStore });

/** The community area's connection: its channels are subscribed with the community token. */
export const communityRealtime = createRealtime({ tokens: tokenStore, scope: 'community' });

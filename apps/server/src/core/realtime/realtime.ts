import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@quad/shared/errors';
import { parseChannel, subscribeRequestSchema } from '@quad/shared/events';
import type { Actor, TokenService } from '../auth/tokens';
import { PROBLEMS } from '../errors/problems';

export type ParsedChannel = NonNullable<ReturnType<typeof parseChannel>>;
type ChannelKind = ParsedChannel['kind'];
type ChannelOf<K extends ChannelKind> = Extract<ParsedChannel, { kind: K }>;

/** Decides whether an actor (null for a guest) may subscribe to a channel. */
export type ChannelAuthorizer<K extends ChannelKind> = (
  actor: Actor | null,
  channel: ChannelOf<K>,
) => boolean | Promise<boolean>;

interface Ack {
  ok: boolean;
  error?: { code: string; message: string };
}

/** The server-side event that carries a publishMany to the other nodes. */
const FAN_OUT_NODES_EVENT = 'realtime:fan-out';

/** Rooms the server puts every signed-in socket in; no channel name can reach them. */
export const sessionRoom = (sessionId: string) => `#session:${sessionId}`;
export const accountRoom = (accountId: number) => `#account:${accountId}`;

export interface Realtime {
  io: Server;
  /** Registers who may subscribe to one channel pattern; unregistered patterns are refused. */
  authorize<K extends ChannelKind>(kind: K, rule: ChannelAuthorizer<K>): void;
  /** Sends an event to every subscriber of a channel, on every node; `exceptSocketId` skips the sender. */
  publish(channel: string, payload: unknown, exceptSocketId?: string): void;
  /**
   * The same event on many channels (each channel its own event name, as CONTRACT §3 names
   * events), on every node: one message to the other nodes instead of one per channel.
   */
  publishMany(channels: string[], payload: unknown, exceptSocketId?: string): void;
  /** Sends an event to the other server nodes (none without REDIS_URL: then it does nothing). */
  toOtherNodes(event: string, payload: unknown): void;
  /** Takes an account's sockets, on every node, out of channels it may no longer hear. */
  evict(accountId: number, channels: string[]): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  server: HttpServer;
  tokens: TokenService;
  log: FastifyBaseLogger;
  redisUrl?: string | undefined;
  /** Whether a browser page of this origin may connect (the API's CORS rule). */
  corsOrigin: (origin: string | undefined) => Promise<boolean>;
  /** Whether the sign-in behind a token still stands; checked at connect and at each subscribe. */
  isSessionActive: (actor: Actor) => Promise<boolean>;
}

/** Socket.IO at /realtime with the CONTRACT §3 subscribe protocol; Redis fan-out when configured. */
export async function createRealtime(options: RealtimeOptions): Promise<Realtime> {
  const io = new Server(options.server, {
    path: '/realtime',
    serveClient: false,
    cors: {
      origin: (origin, callback) => {
        options.corsOrigin(origin).then(
          (allowed) => callback(null, allowed),
          (error: Error) => callback(error, false),
        );
      },
      credentials: true,
    },
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    for (const client of [pub, sub]) {
      client.on('error', (error) => options.log.warn({ err: error }, 'redis adapter error'));
    }
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  const rules = new Map<ChannelKind, ChannelAuthorizer<ChannelKind>>();

  /** Emits on each channel to this node's sockets only. */
  function emitLocally(channels: string[], payload: unknown, exceptSocketId?: string): void {
    // Socket.IO encodes a packet before it looks for the room's sockets; most members of a
    // large chat are not connected to this node, so their channels are skipped unencoded.
    const rooms = io.sockets.adapter.rooms;
    for (const channel of channels) {
      if (!rooms.has(channel)) continue;
      const room = io.local.to(channel);
      (exceptSocketId ? room.except(exceptSocketId) : room).emit(channel, payload);
    }
  }
  io.on(FAN_OUT_NODES_EVENT, (message: unknown) => {
    const fanOut = message as { channels?: unknown; payload?: unknown; except?: unknown };
    if (!Array.isArray(fanOut.channels)) return;
    const channels = fanOut.channels.filter((c): c is string => typeof c === 'string');
    emitLocally(
      channels,
      fanOut.payload,
      typeof fanOut.except === 'string' ? fanOut.except : undefined,
    );
  });

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      socket.data.actor = null;
      return next();
    }
    try {
      const actor = await options.tokens.verifyAccess(token);
      if (!(await options.isSessionActive(actor))) throw new Error('revoked');
      socket.data.actor = actor;
      next();
    } catch {
      next(
        Object.assign(new Error('Your session is not valid.'), {
          data: { code: ERROR_CODES.UNAUTHORIZED },
        }),
      );
    }
  });

  io.on('connection', (socket: Socket) => {
    const connected = (socket.data.actor ?? null) as Actor | null;
    if (connected) void socket.join([sessionRoom(connected.sessionId), accountRoom(connected.id)]);
    socket.on('subscribe', async (request: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (a: Ack) => void) : () => undefined;
      if (connected && !(await options.isSessionActive(connected).catch(() => false))) {
        reply(refusal(ERROR_CODES.UNAUTHORIZED, PROBLEMS.signedOut));
        socket.disconnect(true);
        return;
      }
      const result = await checkSubscription(socket, request);
      if (result.ok && result.channel) await socket.join(result.channel);
      reply(
        result.ok ? { ok: true } : { ok: false, ...(result.error ? { error: result.error } : {}) },
      );
    });
    socket.on('unsubscribe', async (request: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (a: Ack) => void) : () => undefined;
      const parsed = subscribeRequestSchema.safeParse(request);
      if (!parsed.success)
        return reply(refusal(ERROR_CODES.VALIDATION_ERROR, 'A channel name is required.'));
      await socket.leave(parsed.data.channel);
      reply({ ok: true });
    });
  });

  async function checkSubscription(
    socket: Socket,
    request: unknown,
  ): Promise<Ack & { channel?: string }> {
    const parsed = subscribeRequestSchema.safeParse(request);
    if (!parsed.success)
      return refusal(ERROR_CODES.VALIDATION_ERROR, 'A channel name is required.');
    const channel = parseChannel(parsed.data.channel);
    if (!channel) return refusal(ERROR_CODES.NOT_FOUND, 'This channel does not exist.');
    const rule = rules.get(channel.kind);
    const actor = (socket.data.actor ?? null) as Actor | null;
    try {
      if (rule && (await rule(actor, channel))) return { ok: true, channel: parsed.data.channel };
    } catch (error) {
      options.log.error(
        { err: error, channel: parsed.data.channel },
        'channel authorisation failed',
      );
    }
    return actor
      ? refusal(ERROR_CODES.FORBIDDEN, 'You may not listen to this channel.')
      : refusal(ERROR_CODES.UNAUTHORIZED, 'Please sign in to listen to this channel.');
  }

  return {
    io,
    authorize(kind, rule) {
      rules.set(kind, rule as unknown as ChannelAuthorizer<ChannelKind>);
    },
    publish(channel, payload, exceptSocketId) {
      const target = exceptSocketId ? io.to(channel).except(exceptSocketId) : io.to(channel);
      target.emit(channel, payload);
    },
    publishMany(channels, payload, exceptSocketId) {
      emitLocally(channels, payload, exceptSocketId);
      if (redisClients.length > 0) {
        io.serverSideEmit(FAN_OUT_NODES_EVENT, { channels, payload, except: exceptSocketId });
      }
    },
    toOtherNodes(event, payload) {
      // The in-memory adapter has no other nodes (and warns on serverSideEmit).
      if (redisClients.length > 0) io.serverSideEmit(event, payload);
    },
    evict(accountId, channels) {
      if (channels.length > 0) io.in(accountRoom(accountId)).socketsLeave(channels);
    },
    async close() {
      io.disconnectSockets(true);
      // io.close() would also close the HTTP server, which Fastify owns.
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}

function refusal(code: string, message: string): Ack {
  return { ok: false, error: { code, message } };
}

// Memory per idle socket: 10,000 signed-in prospects connected to one Quad node, each subscribed
// to their own `{userId}:dialogs:new` channel, against a bare Socket.IO server holding the same
// number of sockets, each in a room of its own, in the same run. Each server runs in a process
// of its own (started with --expose-gc) and reports its heap and resident memory after a full
// collection, before and after the sockets connect; the sockets live in a third process. Prints
// bytes per socket for both and the ratio; never fails on numbers.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { startBareRealtime } from './bare-realtime';

const SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const CONNECT_BATCH = 200;
const self = fileURLToPath(import.meta.url);

interface Memory {
  heapUsed: number;
  rss: number;
}
/** What a server tells the measuring process. */
type FromServer =
  | { type: 'ready'; url: string; clients: Array<{ token: string | null; channel: string }> }
  | { type: 'memory'; memory: Memory };

// ---------------------------------------------------------------- the server processes

/** After three full collections, so what is measured is what stays. */
function settledMemory(): Memory {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let n = 0; n < 3; n += 1) gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

function serveMemory(): void {
  process.on('message', (message: { type: string }) => {
    if (message.type === 'measure') process.send?.({ type: 'memory', memory: settledMemory() });
  });
}

async function runQuadServer(): Promise<void> {
  const { ROLES } = await import('@quad/shared/roles');
  const { userDialogsChannel } = await import('@quad/shared/events');
  const { buildApp } = await import('../src/app');
  const { testConfig } = await import('../src/core/config/config');
  const { openDatabase } = await import('../src/core/db/client');
  const { accounts } = await import('../src/core/db/schema');
  const { tokenFor } = await import('../src/test/factories');
  const database = await openDatabase({});
  const app = await buildApp(testConfig({ logLevel: 'silent' }), { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const suffix = Date.now().toString(36);
  const clients: Array<{ token: string; channel: string }> = [];
  for (let from = 0; from < SOCKETS; from += 1_000) {
    const prospects = await database.db
      .insert(accounts)
      .values(
        Array.from({ length: Math.min(1_000, SOCKETS - from) }, (_, i) => ({
          email: `idle-${suffix}-${from + i}@example.com`,
          roleKey: ROLES.prospect,
          name: 'Idle',
          lastName: `Prospect ${from + i}`,
        })),
      )
      .returning();
    for (const prospect of prospects) {
      clients.push({
        token: await tokenFor(app, prospect),
        channel: userDialogsChannel(prospect.id),
      });
    }
  }
  serveMemory();
  process.send?.({ type: 'ready', url, clients } satisfies FromServer);
}

async function runBareServer(): Promise<void> {
  const { url } = await startBareRealtime();
  const clients = Array.from({ length: SOCKETS }, (_, i) => ({
    token: null,
    channel: `room-${i}`,
  }));
  serveMemory();
  process.send?.({ type: 'ready', url, clients } satisfies FromServer);
}

// ---------------------------------------------------------------- the client process

function runClients(): void {
  const sockets: Socket[] = [];
  process.on(
    'message',
    async (message: { url: string; clients: Array<{ token: string | null; channel: string }> }) => {
      let refused = 0;
      for (let i = 0; i < message.clients.length; i += CONNECT_BATCH) {
        const batch = message.clients.slice(i, i + CONNECT_BATCH).map(
          ({ token, channel }) =>
            new Promise<void>((resolve, reject) => {
              const socket = connect(message.url, {
                path: '/realtime',
                transports: ['websocket'],
                forceNew: true,
                reconnection: false,
                auth: token ? { token } : {},
              });
              sockets.push(socket);
              socket.once('connect_error', reject);
              socket.once('connect', () => {
                socket
                  .timeout(60_000)
                  .emitWithAck('subscribe', { channel })
                  .then((ack: { ok: boolean }) => {
                    if (!ack.ok) refused += 1;
                    resolve();
                  }, reject);
              });
            }),
        );
        await Promise.all(batch);
      }
      process.send?.({ type: 'connected', refused });
    },
  );
}

// ---------------------------------------------------------------- the measuring process

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`process exited with ${code}`));
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function measure(kind: 'quad' | 'bare'): Promise<{ heap: number; rss: number }> {
  const server = fork(self, [`--${kind}-server`], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: 'inherit',
  });
  const clientsProcess = fork(self, ['--clients'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  try {
    const ready = await nextMessage<Extract<FromServer, { type: 'ready' }>>(server, 'ready');
    server.send({ type: 'measure' });
    const before = (await nextMessage<Extract<FromServer, { type: 'memory' }>>(server, 'memory'))
      .memory;
    clientsProcess.send({ url: ready.url, clients: ready.clients });
    const { refused } = await nextMessage<{ refused: number }>(clientsProcess, 'connected');
    if (refused > 0) console.log(`  ${kind}: ${refused} subscriptions refused`);
    // Let the handshakes' garbage go before measuring what the sockets keep.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    server.send({ type: 'measure' });
    const after = (await nextMessage<Extract<FromServer, { type: 'memory' }>>(server, 'memory'))
      .memory;
    return {
      heap: (after.heapUsed - before.heapUsed) / SOCKETS,
      rss: (after.rss - before.rss) / SOCKETS,
    };
  } finally {
    clientsProcess.kill();
    server.kill();
  }
}

async function main(): Promise<void> {
  const quad = await measure('quad');
  const bare = await measure('bare');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
  console.log(
    `${SOCKETS.toLocaleString('en')} idle sockets on one node, each subscribed to one channel`,
  );
  console.log(
    `${'Quad (signed in, own channel)'.padEnd(32)} heap ${kb(quad.heap)}   rss ${kb(quad.rss)} per socket`,
  );
  console.log(
    `${'bare Socket.IO (one room each)'.padEnd(32)} heap ${kb(bare.heap)}   rss ${kb(bare.rss)} per socket`,
  );
  console.log(
    `${'ratio (Quad / bare)'.padEnd(32)} heap ${(quad.heap / bare.heap).toFixed(2)}×     rss ${(quad.rss / bare.rss).toFixed(2)}×`,
  );
}

if (process.argv.includes('--clients')) {
  runClients();
} else if (process.argv.includes('--quad-server')) {
  void runQuadServer();
} else if (process.argv.includes('--bare-server')) {
  void runBareServer();
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('socket-memory benchmark could not run:', error);
      process.exit(1);
    },
  );
}

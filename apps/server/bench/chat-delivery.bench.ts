// Send → delivery latency of a group chat message to 1,000 connected sockets: each message goes
// through the HTTP send route (validation, access, policy, transaction with its seq and outbox
// rows, relay, Socket.IO) and is timed until every subscribed socket has it. The baseline is a
// bare Socket.IO server broadcasting the same payload to 1,000 sockets in the same run.
// The sockets live in a child process, as clients would, so the server's event loop and the
// clients' do not queue behind each other. Prints p50/p99 for both and the ratios; bounded in
// count and time; never fails on timing.
// With REDIS_URL and PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), two more runs: the
// same node with the Redis adapter on, and two nodes sharing the database and Redis, the message
// sent through one and the sockets connected to the other (what crossing nodes adds).
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { startBareRealtime } from './bare-realtime';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 40);
const PER_MESSAGE_MS = 10_000;
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 180_000);
const CONNECT_BATCH = 100;
/** The PostgreSQL server of the two-node runs (bench-kit.ts reads the same variables). */
const postgresUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A wall-clock time in ms with sub-ms resolution, comparable between the two processes. */
const now = () => performance.timeOrigin + performance.now();

type ToClients =
  | { type: 'connect'; url: string; tokens: (string | null)[]; channel: string }
  | { type: 'expect'; text: string }
  | { type: 'close' };
type FromClients =
  { type: 'ready'; refused: number } | { type: 'armed' } | { type: 'heard'; times: number[] };

// ---------------------------------------------------------------- the client process

/** Child mode: holds the sockets and reports when each heard a message. */
function runClients(): void {
  let sockets: Socket[] = [];
  let channel = '';
  const reply = (message: FromClients) => process.send?.(message);

  async function open(url: string, tokens: (string | null)[]): Promise<number> {
    for (let i = 0; i < tokens.length; i += CONNECT_BATCH) {
      const batch = tokens.slice(i, i + CONNECT_BATCH).map(
        (token) =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(url, {
              path: '/realtime',
              transports: ['websocket'],
              forceNew: true,
              reconnection: false,
              auth: token ? { token } : {},
            });
            socket.once('connect', () => resolve(socket));
            socket.once('connect_error', reject);
          }),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const acks = (await Promise.all(
      sockets.map((s) => s.timeout(30_000).emitWithAck('subscribe', { channel })),
    )) as { ok: boolean }[];
    return acks.filter((ack) => !ack.ok).length;
  }

  function expect(text: string): void {
    const times: number[] = [];
    const timer = setTimeout(finish, PER_MESSAGE_MS);
    function finish() {
      clearTimeout(timer);
      for (const socket of sockets) socket.removeAllListeners(channel);
      reply({ type: 'heard', times });
    }
    for (const socket of sockets) {
      socket.on(channel, (payload: { text?: string }) => {
        if (payload.text !== text) return;
        times.push(now());
        if (times.length === sockets.length) finish();
      });
    }
    reply({ type: 'armed' });
  }

  process.on('message', (message: ToClients) => {
    if (message.type === 'connect') {
      channel = message.channel;
      open(message.url, message.tokens).then(
        (refused) => reply({ type: 'ready', refused }),
        (error: unknown) => {
          console.error('clients could not connect:', error);
          process.exit(1);
        },
      );
    } else if (message.type === 'expect') {
      expect(message.text);
    } else {
      for (const socket of sockets) socket.disconnect();
      sockets = [];
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------- the measuring process

/** The child process with the sockets, and a way to wait for its next answer. */
async function startClients(url: string, tokens: (string | null)[], channel: string) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--clients'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const next = <T extends FromClients['type']>(type: T) =>
    new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`clients exited with ${code}`));
      const onMessage = (message: FromClients) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromClients, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const send = (message: ToClients) => child.send(message);
  send({ type: 'connect', url, tokens, channel });
  const { refused } = await next('ready');
  if (refused > 0) console.log(`  ${refused} subscriptions refused`);
  return {
    /** Sends one message with `deliver` and answers each socket's latency in ms. */
    async time(deliver: (text: string) => Promise<void>): Promise<{ latencies: number[] }> {
      const text = `bench message ${Math.random().toString(36).slice(2)}`;
      send({ type: 'expect', text });
      await next('armed');
      const heard = next('heard');
      const t0 = now();
      await deliver(text);
      const { times } = await heard;
      return { latencies: times.map((time) => time - t0) };
    },
    close() {
      send({ type: 'close' });
    },
  };
}

interface Run {
  latencies: number[];
  missed: number;
}

/** Times up to MESSAGES messages, one after another, within the run's deadline. */
async function measure(
  clients: Awaited<ReturnType<typeof startClients>>,
  expected: number,
  deliver: (text: string) => Promise<void>,
  deadline: number,
): Promise<Run> {
  const run: Run = { latencies: [], missed: 0 };
  for (let n = 0; n < MESSAGES && deadline - now() > PER_MESSAGE_MS; n += 1) {
    const { latencies } = await clients.time(deliver);
    run.latencies.push(...latencies);
    run.missed += expected - latencies.length;
  }
  clients.close();
  return run;
}

/** Child mode: a second Quad node on the same database and Redis, until told to close. */
async function runNode(): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { testConfig } = await import('../src/core/config/config');
  const { openDatabase } = await import('../src/core/db/client');
  const database = await openDatabase({ databaseUrl: process.env.NODE_DATABASE_URL, poolSize: 10 });
  const app = await buildApp(
    testConfig({
      logLevel: 'silent',
      redisUrl: process.env.REDIS_URL,
      jwtSecret: process.env.NODE_JWT_SECRET ?? '',
    }),
    { database },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  process.send?.({ type: 'listening', url });
}

/** Starts runNode in a child process and answers its address. */
async function startNode(options: {
  databaseUrl: string;
  redisUrl: string | undefined;
  jwtSecret: string;
}) {
  const child = fork(fileURLToPath(import.meta.url), ['--node'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_DATABASE_URL: options.databaseUrl,
      NODE_JWT_SECRET: options.jwtSecret,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the second node exited with ${code}`)));
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'listening' && message.url) resolve(message.url);
    });
  });
  const close = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send({ type: 'close' });
    });
  return { url, close };
}

/** How a Quad run is laid out: one node, one node with the Redis adapter, or two nodes. */
type Layout = 'single' | 'redis' | 'cross-node';

/** The app with one group chat of SOCKETS prospects and an ambassador who writes in it. */
async function quadRun(
  deadline: number,
  layout: Layout = 'single',
): Promise<{ run: Run; payload: unknown; engine: string; trips: number }> {
  const { ROLES } = await import('@quad/shared/roles');
  const { dialogMessagesChannel } = await import('@quad/shared/events');
  const { buildApp } = await import('../src/app');
  const { testConfig } = await import('../src/core/config/config');
  const { accounts, dialogMembers } = await import('../src/core/db/schema');
  const { buildAmbassador, buildUniversity, tokenFor } = await import('../src/test/factories');
  const { buildGroupChat } = await import('../src/test/dialog-factories');

  const { openBenchDatabase, roundTripCount } = await import('./bench-kit');

  const database = await openBenchDatabase();
  const redisUrl = layout === 'single' ? undefined : process.env.REDIS_URL;
  // One configuration for both nodes, as a deployment shares its secrets.
  const config = testConfig({ logLevel: 'silent', redisUrl });
  const app = await buildApp(config, { database });
  // The second node shares the database and Redis; the sockets connect to it.
  // The second node runs in a process of its own, as a deployment's nodes do.
  const other =
    layout === 'cross-node' && database.url
      ? await startNode({ databaseUrl: database.url, redisUrl, jwtSecret: config.jwtSecret })
      : null;
  try {
    const sendUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = other ? other.url : sendUrl;
    const db = database.db;
    const university = await buildUniversity(db, { name: 'Bench University' });
    const { account: ambassador } = await buildAmbassador(db, university.id);
    const suffix = Date.now().toString(36);
    const prospects = await db
      .insert(accounts)
      .values(
        Array.from({ length: SOCKETS }, (_, i) => ({
          email: `bench-${suffix}-${i}@example.com`,
          roleKey: ROLES.prospect,
          name: 'Bench',
          lastName: `Prospect ${i}`,
        })),
      )
      .returning();
    const dialog = await buildGroupChat(db, university.id, [ambassador], { name: 'Bench chat' });
    await db
      .insert(dialogMembers)
      .values(prospects.map((p) => ({ dialogId: dialog.id, accountId: p.id, roleKey: p.roleKey })));
    const tokens = await Promise.all(prospects.map((p) => tokenFor(app, p)));
    const authorization = `Bearer ${await tokenFor(app, ambassador)}`;

    let payload: unknown = null;
    const send = async (text: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/interactionSite/dialogs/${dialog.id}/messages/send`,
        headers: { authorization },
        payload: { text },
      });
      if (response.statusCode !== 200) {
        throw new Error(`send answered ${response.statusCode}: ${response.body}`);
      }
      payload = response.json().data.message;
    };
    // Round trips of one send (its transaction and the relay's publishing included), counted
    // on the second send: the first also checks the session.
    await send('warm-up');
    const before = roundTripCount();
    await send('counted');
    const trips = roundTripCount() - before;
    const clients = await startClients(url, tokens, dialogMessagesChannel(dialog.id));
    const run = await measure(clients, SOCKETS, send, deadline);
    return { run, payload, engine: database.engine, trips };
  } finally {
    await other?.close();
    await app.close();
    await database.close();
  }
}

/** A bare Socket.IO server: a room of SOCKETS sockets and a broadcast of the same payload. */
async function baselineRun(payload: unknown, deadline: number): Promise<Run> {
  const bare = await startBareRealtime();
  try {
    const channel = 'dialogs:1:messages:new';
    const clients = await startClients(
      bare.url,
      Array.from({ length: SOCKETS }, () => null),
      channel,
    );
    return await measure(
      clients,
      SOCKETS,
      async (text) => {
        bare.io.to(channel).emit(channel, { ...(payload as object), text });
      },
      deadline,
    );
  } finally {
    await bare.close();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function report(name: string, run: Run): { p50: number; p99: number } {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const missed = run.missed ? `   (${run.missed} deliveries missed)` : '';
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(
    `${name.padEnd(30)} p50 ${ms(p50)}   p99 ${ms(p99)}   ${String(sorted.length).padStart(6)} deliveries${missed}`,
  );
  return { p50, p99 };
}

async function main(): Promise<void> {
  const started = now();
  const nodes = Boolean(process.env.REDIS_URL && postgresUrl());
  // An equal share of the time budget each, so every run gets its turn.
  const share = DEADLINE_MS / (nodes ? 4 : 2);
  const quad = await quadRun(started + share);
  console.log(
    `${SOCKETS} sockets in one group chat, up to ${MESSAGES} messages, ${quad.engine}; ${quad.trips} database round trips per send`,
  );
  const bare = await baselineRun(quad.payload ?? { text: '' }, started + 2 * share);
  const ours = report('Quad HTTP send → socket', quad.run);
  const base = report('bare Socket.IO broadcast', bare);
  console.log(
    `${'ratio (Quad / bare)'.padEnd(30)} p50 ${(ours.p50 / base.p50).toFixed(1)}×          p99 ${(ours.p99 / base.p99).toFixed(1)}×`,
  );
  if (!nodes) {
    console.log(
      '(two-node runs need REDIS_URL and PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    );
    return;
  }
  const sameNode = report(
    'one node, Redis adapter',
    (await quadRun(started + 3 * share, 'redis')).run,
  );
  const crossNode = report(
    'two nodes through Redis',
    (await quadRun(started + 4 * share, 'cross-node')).run,
  );
  const ms = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} ms`;
  console.log(
    `${'crossing nodes adds'.padEnd(30)} p50 ${ms(crossNode.p50 - sameNode.p50)}      p99 ${ms(crossNode.p99 - sameNode.p99)}`,
  );
}

if (process.argv.includes('--clients')) {
  runClients();
} else if (process.argv.includes('--node')) {
  void runNode();
} else {
  const watchdog = setTimeout(() => {
    console.log(`Stopped after ${(DEADLINE_MS + 60_000) / 1000} s (bounded run).`);
    process.exit(0);
  }, DEADLINE_MS + 60_000);
  watchdog.unref();
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('chat-delivery benchmark could not run:', error);
      process.exit(1);
    },
  );
}

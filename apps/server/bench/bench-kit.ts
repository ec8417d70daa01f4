// Shared pieces of the HTTP benchmarks: the database (PGlite, or a scratch PostgreSQL database),
// the app and a bare Fastify hello world listening side by side, autocannon runs and a counter
// of database round trips. Benchmarks print; they never fail on timing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp, type App } from '../src/app';
import { testConfig } from '../src/core/config/config';
import { openDatabase, type Database } from '../src/core/db/client';
import { randomHex } from '../src/core/random';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

let roundTrips = 0;

type Methods = Record<string, (...args: unknown[]) => unknown>;

/** Makes `target[name]` count one round trip a call. */
function countCalls(target: Methods, name: string): void {
  const call = target[name]!;
  target[name] = function counted(this: unknown, ...args: unknown[]) {
    roundTrips += 1;
    return call.apply(this, args);
  };
}

/**
 * Counts every statement either driver sends (transactions' begin and commit included).
 * node-postgres sends begin and commit as queries; PGlite runs them itself inside
 * `transaction`, whose handle's statements bypass `PGlite.prototype.query`.
 */
async function countRoundTrips(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await import('pg');
  countCalls(pg.default.Client.prototype as unknown as Methods, 'query');
  const pglite = PGlite.prototype as unknown as Methods;
  countCalls(pglite, 'query');
  countCalls(pglite, 'exec');
  const transaction = pglite.transaction!;
  pglite.transaction = function counted(this: unknown, ...args: unknown[]) {
    const work = args[0] as (tx: Methods) => unknown;
    roundTrips += 2; // begin, and commit or rollback
    return transaction.call(this, (tx: Methods) => {
      countCalls(tx, 'query');
      countCalls(tx, 'exec');
      return work(tx);
    });
  };
}

/** Database round trips so far (see countRoundTrips). */
export const roundTripCount = () => roundTrips;

/** The PostgreSQL server to measure on, when one is given. */
export const postgresUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A fresh database: a scratch database on the PostgreSQL server (dropped on close) or PGlite. */
export async function openBenchDatabase(): Promise<Database & { engine: string; url?: string }> {
  await countRoundTrips();
  const url = postgresUrl();
  if (!url) return { ...(await openDatabase({})), engine: 'PGlite (in memory)' };
  const { Client } = await import('pg');
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `quad_bench_${randomHex(6)}`;
  await admin(`create database "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: scratch.toString(), poolSize: 10 });
  return {
    ...database,
    engine: 'PostgreSQL',
    /** Where another process (a second node) finds the same scratch database. */
    url: scratch.toString(),
    async close() {
      await database.close();
      await admin(`drop database if exists "${name}"`);
    },
  };
}

/** The whole app (production settings, behind a proxy) and a bare hello world, both listening. */
export async function startServers(database: Database): Promise<{
  app: App;
  appUrl: string;
  helloUrl: string;
  dataDir: string;
  close(): Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-bench-'));
  const config = testConfig({
    env: 'production',
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    logLevel: 'silent',
    trustProxy: true,
  });
  const app = await buildApp(config, { database });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    appUrl,
    helloUrl,
    dataDir,
    async close() {
      await hello.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A different client address per request (the per-address rate limit measures, not refuses)
 * and, when asked, a different visitor: another random order, as real visitors get.
 */
export function perRequest(options: { body?: (n: number) => unknown } = {}) {
  let n = 0;
  return (request: autocannon.Request): autocannon.Request => {
    n = (n + 1) % 16_777_216;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const next = { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
    return options.body ? { ...next, body: JSON.stringify(options.body(n)) } : next;
  };
}

/** One autocannon run. */
export function load(
  url: string,
  options: {
    seconds?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: (n: number) => unknown;
  } = {},
): Promise<autocannon.Result> {
  const method = options.method ?? 'GET';
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    requests: [
      {
        method,
        headers: {
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.body ? { body: JSON.stringify(options.body(0)) } : {}),
        setupRequest: perRequest({ body: options.body }),
      },
    ],
  });
}

/** A printed line: requests a second, p50 and p99 latency, failures if any. */
export function line(
  name: string,
  result: autocannon.Result,
  baseline?: autocannon.Result,
): string {
  const failed = result.non2xx + result.errors + result.timeouts;
  const ratio = baseline
    ? `   ${((100 * result.requests.average) / Math.max(baseline.requests.average, 1e-9)).toFixed(1).padStart(5)} % of hello world`
    : '';
  return `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${ratio}${failed ? `   (${failed} failed)` : ''}`;
}

/** Runs a benchmark's main and exits; a failure to run (not a slow result) exits 1. */
export function run(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

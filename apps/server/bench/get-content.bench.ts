// POST /widget/getContent through the whole app (validation, access, rate limit, presenter,
// response schema) against a bare Fastify route running the same repository queries on the
// same database. Prints req/s and p99 for both and the ratios; never fails on timing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { contentListQuerySchema } from '@quad/shared/contracts/content';
import { buildApp } from '../src/app';
import { testConfig } from '../src/core/config/config';
import { openDatabase } from '../src/core/db/client';
import { createDiskStorage } from '../src/core/storage/storage';
import { loadHomeContent } from '../src/modules/content/lists.service';
import { seedDemo } from '../src/seed/seed-demo';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BODY = { groupId: 1, randomSeed: 'bench-visitor' };

/** A different client address per request, so the per-address rate limit measures, not refuses. */
function rotatingAddress() {
  let n = 0;
  return (request: autocannon.Request): autocannon.Request => {
    n = (n + 1) % 16_777_216;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
  };
}

async function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BODY),
        setupRequest: rotatingAddress(),
      },
    ],
  });
}

function line(name: string, result: autocannon.Result): string {
  const failed = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms${failed ? `   (${failed} failed)` : ''}`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quad-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
  const storageDir = path.join(dir, 'storage');
  const quiet = { info: () => undefined };
  await seedDemo({ db: database.db, storage: createDiskStorage(storageDir), log: quiet });

  const config = testConfig({
    env: 'production',
    dataDir: dir,
    storageDir,
    logLevel: 'silent',
    trustProxy: true,
  });
  const app = await buildApp(config, { database });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  // The baseline: no validation, access hooks, rate limit, presenter or response schema.
  const query = contentListQuerySchema.parse(BODY);
  const bare = Fastify({ logger: false });
  bare.post('/getContent', async () =>
    loadHomeContent({ db: database.db, actorId: null, seed: BODY.randomSeed }, query),
  );
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  try {
    const engine = databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)';
    console.log(
      `getContent of demo group 1 on ${engine}, ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    await load(`${bareUrl}/getContent`, 1);
    await load(`${appUrl}/api/v1/widget/getContent`, 1);
    const baseline = await load(`${bareUrl}/getContent`, SECONDS);
    const full = await load(`${appUrl}/api/v1/widget/getContent`, SECONDS);
    console.log(line('bare Fastify, same queries', baseline));
    console.log(line('Quad POST /getContent', full));
    const throughput = full.requests.average / Math.max(baseline.requests.average, 1e-9);
    const p99 = full.latency.p99 / Math.max(baseline.latency.p99, 1e-9);
    console.log(
      `ratio: throughput ${throughput.toFixed(2)}x of baseline, p99 ${p99.toFixed(2)}x of baseline`,
    );
  } finally {
    await bare.close();
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

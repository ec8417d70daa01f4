// GET /admin/crm/prospects.csv over HTTP for 10,000 and then 100,000 generated prospects (with
// UTM data and an answer each), reading the stream as a client would. Prints rows, bytes, time
// and the most the live heap (measured after a collection) grew during each export: a streamed
// export stays flat as the rows grow tenfold. Never fails on timing or memory; it fails if a row goes missing.
// PGlite in memory by default; PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { accounts, questionAnswers } from '../src/core/db/schema';
import { openBenchDatabase, run, startServers } from './bench-kit';

const TOTAL = Number(process.env.BENCH_PROSPECTS ?? 100_000);
const BATCH = 5_000;
// A collection on demand, so the figure is what stays alive, not garbage awaiting collection.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

run(async () => {
  const database = await openBenchDatabase();
  const servers = await startServers(database);
  const { app, appUrl } = servers;
  const { buildAdmin, buildUniversity, tokenFor } = await import('../src/test/factories');
  const { buildQuestion } = await import('../src/test/accounts-factories');
  try {
    const db = database.db;
    const university = await buildUniversity(db, { name: 'Export University' });
    const admin = await buildAdmin(db, university.id);
    const question = await buildQuestion(db, university.id, { question: 'Which subject?' });
    const authorization = `Bearer ${await tokenFor(app, admin)}`;

    let made = 0;
    const grow = async (to: number) => {
      while (made < to) {
        const size = Math.min(BATCH, to - made);
        const rows = await db
          .insert(accounts)
          .values(
            Array.from({ length: size }, (_, i) => ({
              email: `prospect-${made + i}@bench.example`,
              roleKey: 'prospect',
              name: 'Sam',
              lastName: `Taylor ${made + i}`,
              universityId: university.id,
              marketingPreference: (made + i) % 3 === 0,
              utm: {
                source: 'instagram',
                medium: 'social',
                campaign: `campaign-${(made + i) % 40}`,
              },
            })),
          )
          .returning({ id: accounts.id });
        await db
          .insert(questionAnswers)
          .values(
            rows.map((row) => ({ questionId: question.id, accountId: row.id, answer: 'Physics' })),
          );
        made += size;
      }
      await db.execute('analyze');
    };

    const exportOnce = async () => {
      gc();
      const baseline = process.memoryUsage().heapUsed;
      let peak = baseline;
      const started = performance.now();
      const response = await fetch(`${appUrl}/api/v1/admin/crm/prospects.csv`, {
        headers: { authorization },
      });
      if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
      let bytes = 0;
      let lines = 0;
      let chunks = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines += 1;
        chunks += 1;
        // What the export keeps alive, not the garbage between collections: collect, then look.
        if (chunks % 50 === 0) {
          gc();
          peak = Math.max(peak, process.memoryUsage().heapUsed);
        }
      }
      const seconds = (performance.now() - started) / 1000;
      return { rows: lines - 1, bytes, seconds, growthMb: (peak - baseline) / 1024 / 1024 };
    };

    console.log(`CRM prospects CSV on ${database.engine}, streamed over HTTP`);
    for (const size of [Math.round(TOTAL / 10), TOTAL]) {
      await grow(size);
      const result = await exportOnce();
      if (result.rows !== size) throw new Error(`expected ${size} rows, got ${result.rows}`);
      console.log(
        `${size.toLocaleString('en')} prospects: ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds.toFixed(1)} s (${Math.round(size / result.seconds).toLocaleString('en')} rows/s), live heap growth at most ${result.growthMb.toFixed(1)} MB`,
      );
    }
  } finally {
    await servers.close();
    await database.close();
  }
});

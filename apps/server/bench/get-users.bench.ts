// POST /widget/users/getUsers with search terms on a university of 10,000 generated ambassadors
// and 100,000 generated posts, through the whole app, against a bare Fastify hello world in
// the same run; each request another term and another visitor. Prints req/s, p50/p99, the
// ratio and round trips per call; never fails on timing.
// PGlite in memory by default; PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { performance } from 'node:perf_hooks';
import { contentListQuerySchema } from '@quad/shared/contracts/content';
import { listAmbassadors } from '../src/modules/content/users.repository';
import { generateUniversity } from './bench-data';
import {
  CONNECTIONS,
  SECONDS,
  line,
  load,
  openBenchDatabase,
  roundTripCount,
  run,
  startServers,
} from './bench-kit';
import { explain, statementsOf } from './explain-kit';

const AMBASSADORS = Number(process.env.BENCH_AMBASSADORS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const TERMS = [
  ['robotics'],
  ['computer sci'],
  ['Amara'],
  ['chess', 'theatre'],
  ['medicine'],
  ['hiking'],
];

run(async () => {
  const database = await openBenchDatabase();
  let servers: Awaited<ReturnType<typeof startServers>> | undefined;
  try {
    const started = performance.now();
    const { university } = await generateUniversity(database.db, 'Bench University', {
      ambassadors: AMBASSADORS,
      posts: POSTS,
      faqs: 0,
      chats: 0,
      messages: 0,
    });
    // VACUUM as autovacuum would: it also moves the bulk insert's full-text entries out of
    // the GIN index's pending list, which every search would otherwise read through.
    await database.db.execute('vacuum analyze');
    const generated = ((performance.now() - started) / 1000).toFixed(1);
    const body = (n: number) => ({
      universityId: university.id,
      searchItems: TERMS[n % TERMS.length],
      limit: 9,
      randomSeed: `visitor-${n % 10_000}`,
    });
    // The plan of each term's page and total (set BENCH_EXPLAIN_FULL for the whole plan).
    for (const searchItems of TERMS) {
      const query = contentListQuerySchema.parse({ universityId: university.id, searchItems });
      const page = (db: typeof database.db) =>
        listAmbassadors(db, {
          universityIds: [university.id],
          query,
          seed: 'visitor',
          actorId: null,
          limit: 9,
          offset: 0,
          withTotal: true,
        });
      for (const statement of await statementsOf(database.db, page)) {
        await explain(
          database.db,
          `EXPLAIN ANALYZE search ${JSON.stringify(searchItems)}`,
          statement,
        );
      }
    }
    // Started after the EXPLAINs, so that no statement of the app's own jobs is among them.
    servers = await startServers(database);
    const { app, appUrl, helloUrl } = servers;
    const before = roundTripCount();
    let total = 0;
    for (let n = 0; n < TERMS.length; n += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/widget/users/getUsers',
        payload: body(n),
        headers: { 'x-forwarded-for': `10.8.0.${n}` },
      });
      if (response.statusCode !== 200) throw new Error(`getUsers answered ${response.statusCode}`);
      total += (response.json() as { data: { total: number } }).data.total;
    }
    const perCall = (roundTripCount() - before) / TERMS.length;

    console.log(
      `users/getUsers with search terms on ${database.engine}: ${AMBASSADORS.toLocaleString('en')} ambassadors, ${POSTS.toLocaleString('en')} posts (generated in ${generated} s), ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    console.log(
      `database round trips per call: ${perCall.toFixed(1)} (page and total); ${Math.round(total / TERMS.length)} matches a term on average`,
    );
    const url = `${appUrl}/api/v1/widget/users/getUsers`;
    await load(helloUrl, { seconds: 1 });
    await load(url, { seconds: 1, method: 'POST', body });
    const hello = await load(helloUrl);
    const users = await load(url, { method: 'POST', body });
    console.log(line('bare Fastify hello world', hello));
    console.log(line('Quad POST /widget/users/getUsers', users, hello));
  } finally {
    await servers?.close();
    await database.close();
  }
});

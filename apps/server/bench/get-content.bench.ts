// POST /widget/getContent through the whole app (validation, access, rate limit, snapshot,
// visitor order, presenter, response schema) against a bare Fastify hello world in the same
// run, each request from another visitor (another random order). Prints req/s, p50/p99, the
// ratio and the database round trips a call makes; never fails on timing.
// PGlite in memory by default; PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { ROLES } from '@quad/shared/roles';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../src/core/db/schema';
import { createDiskStorage } from '../src/core/storage/storage';
import { seedDemo } from '../src/seed/seed-demo';
import { buildSession } from '../src/test/factories';
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

const BODY = { groupId: 1 };
const visitor = (n: number) => ({ ...BODY, randomSeed: `visitor-${n % 10_000}` });

run(async () => {
  const database = await openBenchDatabase();
  const servers = await startServers(database);
  const { app, appUrl, helloUrl } = servers;
  try {
    const storage = createDiskStorage(`${servers.dataDir}/seed-storage`);
    await seedDemo({ db: database.db, storage, log: { info: () => undefined } });
    const url = `${appUrl}/api/v1/widget/getContent`;
    const call = async (n: number, headers: Record<string, string> = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/widget/getContent',
        payload: visitor(n),
        headers: { ...headers, 'x-forwarded-for': `10.9.${n % 250}.1` },
      });
      if (response.statusCode !== 200)
        throw new Error(`getContent answered ${response.statusCode}`);
    };

    const beforeCold = roundTripCount();
    await call(0);
    const cold = roundTripCount() - beforeCold;
    const beforeWarm = roundTripCount();
    for (let n = 1; n <= 100; n += 1) await call(n);
    const warm = (roundTripCount() - beforeWarm) / 100;
    const [prospect] = await database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.roleKey, ROLES.prospect)))
      .limit(1);
    let signedIn = Number.NaN;
    if (prospect) {
      const token = await app.ctx.tokens.signAccess({
        id: prospect.id,
        role: ROLES.prospect,
        universityId: prospect.universityId,
        audience: 'main',
        sessionId: await buildSession(database.db, prospect.id),
      });
      await call(0, { authorization: `Bearer ${token}` });
      const before = roundTripCount();
      for (let n = 1; n <= 20; n += 1) await call(n, { authorization: `Bearer ${token}` });
      signedIn = (roundTripCount() - before) / 20;
    }

    console.log(
      `getContent of demo group 1 on ${database.engine}, ${CONNECTIONS} connections, ${SECONDS} s each, a new visitor each request`,
    );
    console.log(
      `database round trips per call: ${cold} to build the snapshot, ${warm.toFixed(2)} from the snapshot, ${signedIn.toFixed(2)} signed in (their likes, chats, registrations)`,
    );
    await load(helloUrl, { seconds: 1 });
    await load(url, { seconds: 1, method: 'POST', body: visitor });
    const hello = await load(helloUrl);
    const full = await load(url, { method: 'POST', body: visitor });
    console.log(line('bare Fastify hello world', hello));
    console.log(line('Quad POST /widget/getContent', full, hello));
  } finally {
    await servers.close();
    await database.close();
  }
});

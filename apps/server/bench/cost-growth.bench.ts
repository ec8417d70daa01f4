// How getContent and message paging cost as the data grows 1×, 10× and 100× (a fresh database
// each time): the first getContent (building the snapshot), getContent from the snapshot and
// an older page of a group chat's messages, each under load beside a bare hello world.
// With indexes both should stay flat. Prints a table; never fails on timing.
// PGlite in memory by default; PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ROLES } from '@quad/shared/roles';
import { buildSession } from '../src/test/factories';
import { generateUniversity } from './bench-data';
import {
  CONNECTIONS,
  load,
  openBenchDatabase,
  roundTripCount,
  run,
  startServers,
} from './bench-kit';

const SCALES = (process.env.BENCH_SCALES ?? '1,10,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const BASE = { ambassadors: 20, posts: 50, faqs: 10, chats: 5, messages: 500 };

interface Row {
  scale: number;
  data: string;
  build: number;
  home: [number, number];
  page: [number, number];
  hello: number;
  /** Database round trips of one message page. */
  pageTrips: number;
}

async function measure(scale: number): Promise<Row> {
  const database = await openBenchDatabase();
  const servers = await startServers(database);
  try {
    const amounts = {
      ambassadors: BASE.ambassadors * scale,
      posts: BASE.posts * scale,
      faqs: BASE.faqs * scale,
      chats: BASE.chats * scale,
      messages: BASE.messages * scale,
    };
    const { university, chat } = await generateUniversity(database.db, 'Growth U', amounts);
    if (!chat) throw new Error('no group chat generated');
    await database.db.execute(sql`analyze`);
    const { app, appUrl, helloUrl } = servers;
    const token = await app.ctx.tokens.signAccess({
      id: chat.memberId,
      role: ROLES.ambassador,
      universityId: university.id,
      audience: 'main',
      sessionId: await buildSession(database.db, chat.memberId),
    });
    const middle = (
      (await database.db.execute(
        sql`select id from messages where dialog_id = ${chat.id}::int order by id offset ${Math.floor(amounts.messages / 2)}::int limit 1`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows[0]!.id;

    const body = (n: number) => ({ universityId: university.id, randomSeed: `visitor-${n}` });
    const started = performance.now();
    const first = await app.inject({
      method: 'POST',
      url: '/api/v1/widget/getContent',
      payload: body(0),
    });
    const build = performance.now() - started;
    if (first.statusCode !== 200) throw new Error(`getContent answered ${first.statusCode}`);
    const pageUrl = `${appUrl}/api/v1/interactionSite/dialogs/${chat.id}/messages?beforeMessageId=${middle}&limit=50`;
    const homeUrl = `${appUrl}/api/v1/widget/getContent`;
    // Round trips of a page, counted on the second call (the first also checks the session).
    const pageOnce = () =>
      app.inject({
        url: pageUrl.slice(appUrl.length),
        headers: { authorization: `Bearer ${token}` },
      });
    await pageOnce();
    const tripsBefore = roundTripCount();
    const paged = await pageOnce();
    const pageTrips = roundTripCount() - tripsBefore;
    if (paged.statusCode !== 200) throw new Error(`message page answered ${paged.statusCode}`);
    // Warm-up: the JIT, the pools and the snapshot, for all three alike.
    await load(helloUrl, { seconds: 1 });
    await load(homeUrl, { seconds: 1, method: 'POST', body });
    await load(pageUrl, { seconds: 1, headers: { authorization: `Bearer ${token}` } });
    const hello = await load(helloUrl, { seconds: SECONDS });
    const home = await load(homeUrl, { seconds: SECONDS, method: 'POST', body });
    const page = await load(pageUrl, {
      seconds: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    for (const result of [home, page]) {
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0) console.log(`  (${failed} requests failed at ${scale}×)`);
    }
    return {
      scale,
      data: `${amounts.ambassadors}/${amounts.posts}/${amounts.faqs}/${amounts.chats}/${amounts.messages}`,
      build,
      home: [home.requests.average, home.latency.p99],
      page: [page.requests.average, page.latency.p99],
      hello: hello.requests.average,
      pageTrips,
    };
  } finally {
    await servers.close();
    await database.close();
  }
}

run(async () => {
  const rows: Row[] = [];
  let engine = '';
  for (const scale of SCALES) {
    engine =
      (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)
        ? 'PostgreSQL'
        : 'PGlite (in memory)';
    rows.push(await measure(scale));
  }
  console.log(
    `cost growth on ${engine}, ${CONNECTIONS} connections, ${SECONDS} s each; data = ambassadors/posts/FAQs/group chats/messages of one chat`,
  );
  console.log(
    'scale  data                          snapshot build   getContent req/s  p99   (% hello)   message page req/s  p99   (% hello)  round trips',
  );
  for (const row of rows) {
    const pct = (value: number) => `${((100 * value) / Math.max(row.hello, 1e-9)).toFixed(1)} %`;
    console.log(
      [
        `${row.scale}×`.padEnd(6),
        row.data.padEnd(29),
        `${row.build.toFixed(0)} ms`.padStart(14),
        `${row.home[0].toFixed(0)}`.padStart(19),
        `${row.home[1]} ms`.padStart(6),
        `(${pct(row.home[0])})`.padStart(11),
        `${row.page[0].toFixed(0)}`.padStart(21),
        `${row.page[1]} ms`.padStart(6),
        `(${pct(row.page[0])})`.padStart(11),
        `${row.pageTrips}`.padStart(6),
      ].join(' '),
    );
  }
});

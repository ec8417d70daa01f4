// The console's analytics over a growing history: two universities with the same steady traffic
// (chats, messages, prospects, widget visits, content views per day) for 36 days at 1×, 360 at
// 10×. A dashboard of the last 30 days should cost the same at both, since every figure reads
// only the rows of its range (indexes and per-day rows), never the whole history; the whole
// history's dashboard (up to a year) grows with it. Prints the median time of each, its growth,
// and at the largest scale the scans of every statement. Never fails on timing.
// PGlite in memory by default; PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { ROLES } from '@quad/shared/roles';
import type { AnalyticsQuery } from '@quad/shared/contracts/admin-analytics';
import type { Db } from '../src/core/db/client';
import { readAnalytics } from '../src/modules/admin/analytics.service';
import { insertBenchUniversity } from './bench-data';
import { openBenchDatabase, run } from './bench-kit';
import { explain, statementsOf } from './explain-kit';

/** One-to-one chats a day; each has six messages, half of them answers. */
const CHATS_PER_DAY = Number(process.env.BENCH_CHATS_PER_DAY ?? 60);
const VISITORS_PER_DAY = Number(process.env.BENCH_VISITORS_PER_DAY ?? 50);
const DAYS_AT_1X = 36;
const SCALES = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const RUNS = 5;

/** A university with `days` of steady traffic ending today. */
async function generateTraffic(db: Db, name: string, days: number): Promise<number> {
  const { university, tag } = await insertBenchUniversity(db, name);
  const u = university.id;
  const chats = days * CHATS_PER_DAY;
  await db.execute(sql`
    insert into accounts (email, role_key, university_id, name, last_name)
    select 'analytics-amb-' || ${tag}::text || '-' || g || '@example.test', ${ROLES.ambassador}::text,
      ${u}::int, 'Ambassador', 'A' || g
    from generate_series(1, 20) g`);
  // Prospects, one chat each, spread evenly over the days.
  await db.execute(sql`
    insert into accounts (email, role_key, university_id, name, created_at, residence_country_id, utm)
    select 'analytics-p-' || ${tag}::text || '-' || g || '@example.test', ${ROLES.prospect}::text,
      ${u}::int, 'Prospect',
      now() - ((g % ${days}::int) * interval '1 day') - ((g % 600) * interval '1 minute'),
      1 + g % 150,
      jsonb_build_object('source', (array['instagram','google','newsletter'])[1 + g % 3])
    from generate_series(1, ${chats}::int) g`);
  await db.execute(sql`
    insert into dialogs (type, university_id, created_by_account_id, created_at, last_seq)
    select 1, ${u}::int, a.id, a.created_at + interval '5 minutes', 6
    from accounts a where a.university_id = ${u}::int and a.role_key = ${ROLES.prospect}::text`);
  await db.execute(sql`
    with amb as (
      select array_agg(id order by id) as ids from accounts
      where university_id = ${u}::int and role_key = ${ROLES.ambassador}::text
    )
    insert into dialog_members (dialog_id, account_id, role_key)
    select d.id, d.created_by_account_id, ${ROLES.prospect}::text
    from dialogs d where d.university_id = ${u}::int
    union all
    select d.id, amb.ids[1 + d.id % 20], ${ROLES.ambassador}::text
    from dialogs d, amb where d.university_id = ${u}::int`);
  await db.execute(sql`
    insert into messages (dialog_id, seq, account_id, type, text, created_at)
    select d.id, k, case when k % 2 = 1 then pm.account_id else am.account_id end, 'text',
      'Message ' || k, d.created_at + (k * (1 + d.id % 90)) * interval '1 minute'
    from dialogs d
    join dialog_members pm on pm.dialog_id = d.id and pm.role_key = ${ROLES.prospect}::text
    join dialog_members am on am.dialog_id = d.id and am.role_key = ${ROLES.ambassador}::text,
    generate_series(1, 6) k
    where d.university_id = ${u}::int`);
  await db.execute(sql`
    insert into widget_visits (widget_key, day, visitor_hash, university_id, visits, source)
    select 'university:' || ${u}::int, (now() at time zone 'UTC')::date - d, 'v' || v, ${u}::int,
      1 + v % 3, (array['instagram','google', null])[1 + v % 3]
    from generate_series(0, ${days - 1}::int) d, generate_series(1, ${VISITORS_PER_DAY}::int) v`);
  await db.execute(sql`
    insert into content_daily (university_id, day, kind, views, shares)
    select ${u}::int, (now() at time zone 'UTC')::date - d, kind, 40 + d % 7, d % 3
    from generate_series(0, ${days - 1}::int) d, unnest(array['post', 'faq']) kind`);
  return u;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

async function medianMs(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

run(async () => {
  const results: Array<{ scale: number; days: number; rows: number; month: number; all: number }> =
    [];
  let engine = '';
  for (const scale of SCALES) {
    const database = await openBenchDatabase();
    engine = database.engine;
    try {
      const { db } = database;
      const days = DAYS_AT_1X * scale;
      const u = await generateTraffic(db, 'Analytics U', days);
      await generateTraffic(db, 'Neighbour U', days);
      await db.execute(sql`analyze`);
      const [{ rows } = { rows: 0 }] = (
        (await db.execute(sql`select count(*)::int as rows from messages`)) as unknown as {
          rows: Array<{ rows: number }>;
        }
      ).rows;
      const actor = { id: 0, universityId: u };
      const month: AnalyticsQuery = { from: daysAgo(29), to: daysAgo(0) };
      const whole: AnalyticsQuery = { from: daysAgo(Math.min(days, 366) - 1), to: daysAgo(0) };
      const dashboard = (query: AnalyticsQuery) => () => readAnalytics({ db }, actor, query);
      await dashboard(month)();
      results.push({
        scale,
        days,
        rows,
        month: await medianMs(dashboard(month)),
        all: await medianMs(dashboard(whole)),
      });
      if (scale === Math.max(...SCALES)) {
        console.log(`\nEXPLAIN ANALYZE of a 30-day dashboard at ${scale}× (${days} days):`);
        const statements = await statementsOf(db, (d) =>
          readAnalytics({ db: d }, actor, process.env.BENCH_EXPLAIN_WHOLE ? whole : month),
        );
        let n = 0;
        for (const statement of statements) await explain(db, `statement ${(n += 1)}`, statement);
      }
    } finally {
      await database.close();
    }
  }
  const base = results[0];
  console.log(
    `\nConsole analytics on ${engine}: ${CHATS_PER_DAY} chats (6 messages each) and ${VISITORS_PER_DAY} widget visitors a day, two universities`,
  );
  console.log('scale | history | messages (both) | last 30 days | whole history (≤ 366 days)');
  for (const r of results) {
    const growth = (value: number, first: number) =>
      base && r !== base ? ` (${(value / first).toFixed(1)}×)` : '';
    console.log(
      `${r.scale}× | ${r.days} days | ${r.rows.toLocaleString('en')} | ${r.month.toFixed(1)} ms${growth(r.month, base!.month)} | ${r.all.toFixed(1)} ms${growth(r.all, base!.all)}`,
    );
  }
});

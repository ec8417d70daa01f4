import { sql, type SQL } from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';

/** One dashboard's filter: a university, whole UTC days, and optionally one of its groups. */
export interface AnalyticsScope {
  universityId: number;
  from: string;
  to: string;
  groupId: number | null;
}

type Row = Record<string, unknown>;
const rowsOf = async (query: Promise<unknown>) => ((await query) as { rows: Row[] }).rows;

/** `[from, to + 1 day)` on a timestamp column. */
const inRange = (column: SQL, s: AnalyticsScope) =>
  sql`${column} >= ${s.from}::date and ${column} < ${s.to}::date + 1`;

/** Prospects who came through the group's widget, when a group is chosen. */
const viaGroup = (account: SQL, s: AnalyticsScope) =>
  s.groupId === null
    ? sql``
    : sql`and exists (select 1 from accounts g where g.id = ${account}
        and g.university_group_id = ${s.groupId})`;

/** The university's one-to-one chats started in the range (the CTE every chat figure uses). */
const chatsCte = (s: AnalyticsScope) => sql`
  chats as (
    select d.id, d.created_at, d.created_by_account_id as prospect_id
    from dialogs d
    where d.university_id = ${s.universityId} and d.type = ${DIALOG_TYPES.individual}
      and ${inRange(sql`d.created_at`, s)} ${viaGroup(sql`d.created_by_account_id`, s)}
  )`;

/**
 * For each chat: when the prospect first wrote, and who answered first and when (the first
 * written ambassador message after it; automatic texts do not count).
 */
const waitsCte = sql`
  asked as (
    select c.id as dialog_id, first.seq, first.created_at as at
    from chats c cross join lateral (
      select m.seq, m.created_at from messages m
      join dialog_members pm on pm.dialog_id = m.dialog_id and pm.account_id = m.account_id
        and pm.role_key = ${ROLES.prospect}
      where m.dialog_id = c.id order by m.seq limit 1
    ) first
  ),
  replies as (
    select a.dialog_id, reply.account_id as ambassador_id,
      extract(epoch from reply.created_at - a.at) as wait
    from asked a cross join lateral (
      select m.account_id, m.created_at from messages m
      join dialog_members am on am.dialog_id = m.dialog_id and am.account_id = m.account_id
        and am.role_key = ${ROLES.ambassador}
      where m.dialog_id = a.dialog_id and m.seq > a.seq and m.type = 'text'
      order by m.seq limit 1
    ) reply
  )`;

/**
 * Runs a dashboard's statements in one read-only snapshot, so its figures agree with each other,
 * and without PostgreSQL's JIT compilation: these statements' estimated costs cross its threshold
 * while they run in milliseconds, and compiling them took most of a dashboard's time.
 */
export async function inOneSnapshot<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return work(tx as unknown as Db);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function findTotals(db: Db, s: AnalyticsScope): Promise<Row> {
  const [row] = await rowsOf(
    db.execute(sql`
      with ${chatsCte(s)}, ${waitsCte},
      registered as (
        select a.id from accounts a
        where a.role_key = ${ROLES.prospect} and a.university_id = ${s.universityId}
          and ${inRange(sql`a.created_at`, s)} ${viaGroup(sql`a.id`, s)}
      )
      select
        (select count(*)::int from (select id from registered
          union select prospect_id from chats where prospect_id is not null) p) as reached,
        (select count(*)::int from registered) as registered,
        (select count(*)::int from chats) as chats,
        (select count(*)::int from asked) as asked,
        (select count(*)::int from replies) as answered,
        (select percentile_cont(0.5) within group (order by wait) from replies) as median,
        (select percentile_cont(0.9) within group (order by wait) from replies) as p90`),
  );
  return row ?? {};
}

export async function findFirstReplyByAmbassador(db: Db, s: AnalyticsScope): Promise<Row[]> {
  return rowsOf(
    db.execute(sql`
      with ${chatsCte(s)}, ${waitsCte},
      assigned as (
        select c.id as dialog_id, dm.account_id as ambassador_id
        from chats c cross join lateral (
          select account_id from dialog_members
          where dialog_id = c.id and role_key = ${ROLES.ambassador} offset 0
        ) dm
      )
      select x.ambassador_id, acc.name, acc.last_name,
        count(*)::int as chats, count(r.wait)::int as answered,
        percentile_cont(0.5) within group (order by r.wait) as median,
        percentile_cont(0.9) within group (order by r.wait) as p90
      from assigned x
      join accounts acc on acc.id = x.ambassador_id
      left join replies r on r.dialog_id = x.dialog_id and r.ambassador_id = x.ambassador_id
      group by x.ambassador_id, acc.name, acc.last_name
      order by median nulls last, x.ambassador_id`),
  );
}

/**
 * Every day of the range, with its messages and chats started (zeros included). Messages are
 * counted per chat first, then kept when the chat is one of the university's (looked up by its
 * key), so the cost follows the messages of the range, not the university's history of chats.
 */
export async function findVolumeByDay(db: Db, s: AnalyticsScope): Promise<Row[]> {
  return rowsOf(
    db.execute(sql`
      with ${chatsCte(s)},
      days as (
        select generate_series(${s.from}::date, ${s.to}::date, interval '1 day')::date as day
      ),
      per_chat as (
        select (m.created_at at time zone 'UTC')::date as day, m.dialog_id, count(*) as n
        from messages m
        where m.type = 'text' and ${inRange(sql`m.created_at`, s)}
        group by 1, 2
      ),
      sent as (
        select p.day, sum(p.n)::int as n
        from per_chat p cross join lateral (
          select 1 from dialogs d
          where d.id = p.dialog_id and d.university_id = ${s.universityId}
            and d.type = ${DIALOG_TYPES.individual} ${viaGroup(sql`d.created_by_account_id`, s)}
          offset 0
        ) ours
        group by 1
      ),
      started as (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as n
        from chats group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sent.n, 0) as messages,
        coalesce(started.n, 0) as chats
      from days left join sent on sent.day = days.day left join started on started.day = days.day
      order by days.day`),
  );
}

/** The account fields prospects are counted by, besides the subjects they follow. */
const BREAKDOWN_FIELDS = {
  country: sql`a.residence_country_id::text`,
  nationality: sql`a.nationality_id::text`,
  utm_source: sql`a.utm->>'source'`,
  utm_medium: sql`a.utm->>'medium'`,
  utm_campaign: sql`a.utm->>'campaign'`,
} as const;

/**
 * Prospects reached in the range (registered, or started a chat), counted by each of their
 * fields and by subject, the top 20 of each: one statement that finds them once and reads each
 * one's account by its key (`offset 0` keeps PostgreSQL from scanning every account instead).
 */
export async function findProspectBreakdowns(db: Db, s: AnalyticsScope): Promise<Row[]> {
  const fields = Object.entries(BREAKDOWN_FIELDS);
  const columns = sql.join(
    fields.map(([name, field]) => sql`${field} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const counts = sql.join(
    fields.map(
      ([name]) =>
        sql`select ${name}::text as by, ${sql.identifier(name)} as key, count(*) as count
          from people group by 2`,
    ),
    sql` union all `,
  );
  return rowsOf(
    db.execute(sql`
      with ${chatsCte(s)},
      reached as materialized (
        select a.id from accounts a
        where a.role_key = ${ROLES.prospect} and a.university_id = ${s.universityId}
          and ${inRange(sql`a.created_at`, s)} ${viaGroup(sql`a.id`, s)}
        union select prospect_id from chats where prospect_id is not null
      ),
      people as materialized (
        select p.* from reached r cross join lateral (
          select ${columns} from accounts a where a.id = r.id offset 0
        ) p
      ),
      counted as (
        ${counts}
        union all
        select 'subject', su.subject_id::text, count(*)
        from reached r join account_subjects su on su.account_id = r.id group by 2
      ),
      ranked as (
        select by, key, count,
          row_number() over (partition by by order by count desc, key nulls last) as n
        from counted
      )
      select by, key, count::int as count from ranked where n <= 20 order by by, n`),
  );
}

/**
 * The university's posts and FAQs (how many exist now) and their views, shares and likes in the
 * range: views and shares from the per-day figures (`content_daily`), likes from when they were
 * given.
 */
export async function findContentTotals(db: Db, s: AnalyticsScope): Promise<Row> {
  const daily = (kind: 'post' | 'faq', column: 'views' | 'shares') => sql`(
    select coalesce(sum(${sql.raw(column)}), 0)::int from content_daily
    where university_id = ${s.universityId} and kind = ${kind}
      and day between ${s.from}::date and ${s.to}::date)`;
  const [row] = await rowsOf(
    db.execute(sql`
      select
        (select count(*)::int from posts where university_id = ${s.universityId}) as posts,
        ${daily('post', 'views')} as post_views,
        (select count(*)::int from post_likes l join posts p on p.id = l.post_id
          where p.university_id = ${s.universityId} and ${inRange(sql`l.created_at`, s)}) as post_likes,
        ${daily('post', 'shares')} as post_shares,
        (select count(*)::int from faqs where university_id = ${s.universityId}) as faqs,
        ${daily('faq', 'views')} as faq_views,
        (select count(*)::int from faq_answer_likes l join faq_answers a on a.id = l.answer_id
          join faqs f on f.id = a.faq_id
          where f.university_id = ${s.universityId} and ${inRange(sql`l.created_at`, s)}) as faq_likes,
        ${daily('faq', 'shares')} as faq_shares`),
  );
  return row ?? {};
}

/**
 * Whose widget a dashboard counts visits of: the university's own, or with a group chosen, the
 * group's widget (which shows every university of the group).
 */
const widgetKeyOf = (s: AnalyticsScope) =>
  s.groupId === null ? `university:${s.universityId}` : `group:${s.groupId}`;

/** Unique visitors (a browser once a day) and page loads of the widget in the range, per day. */
export async function findVisitsByDay(db: Db, s: AnalyticsScope): Promise<Row[]> {
  return rowsOf(
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as visitors,
        sum(visits)::int as visits
      from widget_visits
      where widget_key = ${widgetKeyOf(s)} and day between ${s.from}::date and ${s.to}::date
      group by day order by day`),
  );
}

/** Live events held in the range: registrations, who watched, and for how long. */
export async function findLiveEventFigures(db: Db, s: AnalyticsScope): Promise<Row[]> {
  return rowsOf(
    db.execute(sql`
      select e.id, e.name, count(r.account_id)::int as registrations,
        count(r.watched_at)::int as watched, coalesce(sum(r.watch_seconds), 0)::int as watch_seconds
      from live_events e
      left join live_event_registrations r on r.live_event_id = e.id
        ${s.groupId === null ? sql`` : sql`and exists (select 1 from accounts g where g.id = r.account_id and g.university_group_id = ${s.groupId})`}
      where e.university_id = ${s.universityId} and ${inRange(sql`e.from_date`, s)}
      group by e.id, e.name order by e.from_date, e.id`),
  );
}

/**
 * Sign-ups in the range and how far they went: wrote a first message in a chat with the
 * university, got an ambassador's answer after it. Each step is looked up per person and chat
 * through indexes (lateral), so the cost follows the sign-ups of the range.
 */
export async function findFunnel(db: Db, s: AnalyticsScope): Promise<Row> {
  const [row] = await rowsOf(
    db.execute(sql`
      with signed as (
        select a.id from accounts a
        where a.role_key = ${ROLES.prospect} and a.university_id = ${s.universityId}
          and ${inRange(sql`a.created_at`, s)} ${viaGroup(sql`a.id`, s)}
      ),
      wrote as (
        select s.id, first.dialog_id, first.seq from signed s cross join lateral (
          select m.dialog_id, min(m.seq) as seq
          from messages m join dialogs d on d.id = m.dialog_id
          where m.account_id = s.id and d.university_id = ${s.universityId}
            and d.type = ${DIALOG_TYPES.individual}
          group by m.dialog_id
        ) first
      ),
      answered as (
        select distinct w.id from wrote w cross join lateral (
          select 1 from messages r join dialog_members am on am.dialog_id = r.dialog_id
            and am.account_id = r.account_id and am.role_key = ${ROLES.ambassador}
          where r.dialog_id = w.dialog_id and r.seq > w.seq and r.type = 'text' limit 1
        ) reply
      )
      select (select count(*)::int from signed) as sign_ups,
        (select count(distinct id)::int from wrote) as first_messages,
        (select count(*)::int from answered) as answered`),
  );
  return row ?? {};
}

/** The groups the university belongs to. */
export async function findUniversityGroups(db: Db, universityId: number): Promise<Row[]> {
  return rowsOf(
    db.execute(sql`
      select g.id, g.name from university_groups g
      join university_group_members m on m.group_id = g.id
      where m.university_id = ${universityId} order by g.name`),
  );
}

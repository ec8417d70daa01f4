// Generated content for the benchmarks, written with set-based statements (generate_series), so
// 10,000 ambassadors and 100,000 posts take seconds, on PGlite as on PostgreSQL.
import { sql } from 'drizzle-orm';
import { SUBJECTS } from '@quad/shared/data/subjects';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../src/core/db/client';
import { universities } from '../src/core/db/schema';

const FIRST_NAMES = ['Amara', 'James', 'Priya', 'Lucas', 'Chloe', 'Rafael', 'Aoife', 'Niamh'];
const SUBJECT_NAMES = ['Computer Science', 'Medicine', 'Law', 'History', 'Psychology', 'Music'];
const INTERESTS = ['rowing', 'chess', 'robotics', 'theatre', 'hiking', 'cooking', 'football'];

const literalArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`);
const subjectIds = SUBJECT_NAMES.map(
  (name) => SUBJECTS.find((subject) => subject.name === name)?.id ?? SUBJECTS[0]!.id,
);

/** How much of each kind to generate for one university. */
export interface Amounts {
  ambassadors: number;
  posts: number;
  faqs: number;
  chats: number;
  /** Messages of the university's first group chat. */
  messages: number;
}

/** A new university for generated data, and a tag that keeps its generated emails unique. */
export async function insertBenchUniversity(db: Db, name: string) {
  const [university] = await db
    .insert(universities)
    .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}` })
    .returning();
  if (!university) throw new Error('university not inserted');
  return { university, tag: `${university.id}-${Date.now()}` };
}

/** A university with generated ambassadors, posts, FAQs with an answer, group chats and messages. */
export async function generateUniversity(db: Db, name: string, amounts: Amounts) {
  const { university, tag } = await insertBenchUniversity(db, name);
  const u = university.id;
  // In chunks, so one statement never holds too much on PGlite.
  for (let from = 1; from <= amounts.ambassadors; from += 5_000) {
    const to = Math.min(amounts.ambassadors, from + 4_999);
    await db.execute(sql`
      with made as (
        insert into accounts (email, role_key, university_id, name, last_name)
        select 'bench-' || ${tag}::text || '-' || g || '@example.test', ${ROLES.ambassador}::text, ${u}::int,
          (${literalArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}], 'Student' || g
        from generate_series(${from}::int, ${to}::int) g
        returning id, name, last_name
      )
      insert into ambassador_profiles (account_id, university_id, profile_type, subject_id,
        year_of_study, bio, languages, interests, is_published, search_text)
      select id, ${u}::int, 'student', (${sql.raw(`array[${subjectIds.join(',')}]`)})[1 + id % ${subjectIds.length}],
        1 + id % 4, 'I study ' || (${literalArray(SUBJECT_NAMES)})[1 + id % ${SUBJECT_NAMES.length}] || ' and love ' || (${literalArray(INTERESTS)})[1 + id % ${INTERESTS.length}] || '.',
        array['English'], array[(${literalArray(INTERESTS)})[1 + id % ${INTERESTS.length}]], true,
        name || ' ' || last_name || ' ' || (${literalArray(SUBJECT_NAMES)})[1 + id % ${SUBJECT_NAMES.length}] || ' ' || (${literalArray(INTERESTS)})[1 + id % ${INTERESTS.length}]
      from made`);
  }
  const authors = sql`(select array_agg(account_id order by account_id) from ambassador_profiles where university_id = ${u}::int)`;
  for (let from = 1; from <= amounts.posts; from += 20_000) {
    const to = Math.min(amounts.posts, from + 19_999);
    await db.execute(sql`
      with a as (select ${authors} as ids)
      insert into posts (university_id, author_account_id, caption, sharing_at, search_text)
      select ${u}::int, a.ids[1 + g % array_length(a.ids, 1)],
        'A day of ' || (${literalArray(INTERESTS)})[1 + g % ${INTERESTS.length}] || ' on campus, post ' || g,
        now() - g * interval '1 minute',
        'A day of ' || (${literalArray(INTERESTS)})[1 + g % ${INTERESTS.length}] || ' on campus'
      from a, generate_series(${from}::int, ${to}::int) g`);
  }
  if (amounts.faqs > 0) {
    await db.execute(sql`
      with a as (select ${authors} as ids),
      made as (
        insert into faqs (university_id, question, search_text)
        select ${u}::int, 'What is ' || (${literalArray(INTERESTS)})[1 + g % ${INTERESTS.length}] || ' like here? (' || g || ')', 'What is it like here'
        from generate_series(1, ${amounts.faqs}::int) g
        returning id
      )
      insert into faq_answers (faq_id, author_account_id, text)
      select made.id, a.ids[1 + made.id % array_length(a.ids, 1)], 'Great, come and see.' from made, a`);
  }
  if (amounts.chats > 0) {
    await db.execute(sql`
      with a as (select ${authors} as ids),
      made as (
        insert into dialogs (type, university_id, name, description)
        select 4, ${u}::int, 'Chat ' || g, 'Ask us anything about ' || (${literalArray(INTERESTS)})[1 + g % ${INTERESTS.length}]
        from generate_series(1, ${amounts.chats}::int) g
        returning id
      )
      insert into dialog_members (dialog_id, account_id, role_key)
      select made.id, a.ids[1 + (made.id + k) % array_length(a.ids, 1)], ${ROLES.ambassador}::text
      from made, a, generate_series(0, least(2, array_length(a.ids, 1) - 1)) k`);
  }
  const [chat] = (
    (await db.execute(
      sql`select id, (select account_id from dialog_members m where m.dialog_id = d.id limit 1) as "memberId"
          from dialogs d where university_id = ${u}::int and type = 4 order by id limit 1`,
    )) as unknown as { rows: Array<{ id: number; memberId: number }> }
  ).rows;
  if (chat && amounts.messages > 0) {
    for (let from = 1; from <= amounts.messages; from += 20_000) {
      const to = Math.min(amounts.messages, from + 19_999);
      await db.execute(sql`
        insert into messages (dialog_id, seq, account_id, type, text)
        select ${chat.id}::int, g, ${chat.memberId}::int, 'text', 'Message ' || g
        from generate_series(${from}::int, ${to}::int) g`);
    }
    await db.execute(
      sql`update dialogs set last_seq = ${amounts.messages}::int, last_activity = now() where id = ${chat.id}::int`,
    );
  }
  return { university, chat: chat ?? null };
}

// EXPLAIN ANALYZE of the statements behind getContent (the snapshot's sections, the signed-in
// actor's marks), users/getUsers and a page of a chat's messages on 100× generated data: prints each plan's scans and its
// execution time, to check which indexes they use. Never fails on timing.
// PGlite in memory by default; PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { contentListQuerySchema } from '@quad/shared/contracts/content';
import { HOME_LIMITS } from '@quad/shared/limits';
import type { Db } from '../src/core/db/client';
import { listFaqs } from '../src/modules/content/faqs.repository';
import { GROUP_CHAT_TYPE, listChats } from '../src/modules/content/group-chats.repository';
import { HOME_CANDIDATES } from '../src/modules/content/home.service';
import type { ListParams } from '../src/modules/content/list-params';
import { listPosts } from '../src/modules/content/posts.repository';
import { listAmbassadors } from '../src/modules/content/users.repository';
import { readMessagePage } from '../src/modules/dialogs/message-page.repository';
import { generateUniversity } from './bench-data';
import { openBenchDatabase, run } from './bench-kit';
import { explain, statementsOf } from './explain-kit';

run(async () => {
  const database = await openBenchDatabase();
  try {
    const { db } = database;
    const { university, chat } = await generateUniversity(db, 'Explain U', {
      ambassadors: 2_000,
      posts: 5_000,
      faqs: 1_000,
      chats: 500,
      messages: 50_000,
    });
    await db.execute(sql`analyze`);
    if (!chat) throw new Error('no group chat generated');
    const middle = (
      (await db.execute(
        sql`select id from messages where dialog_id = ${chat.id}::int order by id offset 25000 limit 1`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows[0]!.id;
    const query = contentListQuerySchema.parse({ universityId: university.id });
    const params = (limit: number, extra: Partial<ListParams> = {}): ListParams => ({
      universityIds: [university.id],
      query,
      seed: 'snapshot',
      actorId: null,
      limit,
      offset: 0,
      withTotal: false,
      ...extra,
    });
    console.log(
      `EXPLAIN ANALYZE on ${database.engine}, 100× data (2,000 ambassadors, 5,000 posts, 1,000 FAQs, 500 chats, 50,000 messages)`,
    );
    const checks: Array<[string, (db: Db) => Promise<unknown>]> = [
      [
        'snapshot: ambassadors (all candidates)',
        (d) => listAmbassadors(d, params(HOME_CANDIDATES)),
      ],
      ['snapshot: newest posts', (d) => listPosts(d, params(HOME_LIMITS.posts))],
      ['snapshot: FAQs (all candidates)', (d) => listFaqs(d, params(HOME_CANDIDATES))],
      [
        'snapshot: group chats with member counts',
        (d) => listChats(d, GROUP_CHAT_TYPE, params(HOME_CANDIDATES)),
      ],
      [
        'getUsers: search "robotics", page and total',
        (d) =>
          listAmbassadors(d, {
            ...params(9, { withTotal: true, seed: 'visitor' }),
            query: contentListQuerySchema.parse({
              universityId: university.id,
              searchItems: ['robotics'],
            }),
          }),
      ],
      [
        'message page: 50 before the middle message, pinned, counts, receipts',
        (d) => readMessagePage(d, chat.id, chat.memberId, { kind: 'before', id: middle }, 50),
      ],
    ];
    for (const [name, work] of checks) {
      for (const statement of await statementsOf(db, work)) await explain(db, name, statement);
    }
  } finally {
    await database.close();
  }
});

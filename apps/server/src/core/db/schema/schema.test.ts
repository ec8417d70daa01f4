import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, testEngines } from '../../../test/test-database';
import { pgErrorCode } from '../pg-error';
import type { Database } from '../client';
import { accounts } from './accounts';
import { faqAnswerLikes, faqAnswers, faqs, postLikes, posts } from './content';
import { dialogs, messages } from './dialogs';
import { universities, widgetSettings } from './universities';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

async function failureCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return pgErrorCode(error);
  }
  throw new Error('expected the query to fail');
}

describe.each(testEngines())('schema on $name', (engine) => {
  let database: Database;
  let universityId: number;
  let prospectId: number;
  let ambassadorId: number;

  beforeAll(async () => {
    database = await engine.open();
    const { db } = database;
    const [university] = await db
      .insert(universities)
      .values({ name: 'Test University', slug: 'test-university' })
      .returning();
    universityId = university!.id;
    const people = await db
      .insert(accounts)
      .values([
        { email: 'p@test.test', roleKey: 'prospect', name: 'Pat' },
        { email: 'a@test.test', roleKey: 'univercity-student', name: 'Ari', universityId },
      ])
      .returning({ id: accounts.id });
    prospectId = people[0]!.id;
    ambassadorId = people[1]!.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  it('applies the migration history and creates every table', async () => {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => row.table_name);
    for (const table of [
      'universities',
      'widget_settings',
      'accounts',
      'ambassador_profiles',
      'refresh_tokens',
      'posts',
      'faq_answer_likes',
      'dialogs',
      'dialog_members',
      'messages',
      'live_events',
      'events_outbox',
      'mail_outbox',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('stems English words in the generated search vector', async () => {
    const [post] = await database.db
      .insert(posts)
      .values({ universityId, caption: 'x', searchText: 'Studying in the libraries' })
      .returning({ id: posts.id });
    const found = await selectRows<{ id: number }>(
      database.db,
      sql`select id from posts where search_vector @@ plainto_tsquery('english', 'library study')`,
    );
    expect(found.map((row) => Number(row.id))).toEqual([post!.id]);
  });

  it('refuses a second like of the same post by the same account', async () => {
    const [post] = await database.db
      .insert(posts)
      .values({ universityId, caption: 'Hello' })
      .returning({ id: posts.id });
    await database.db.insert(postLikes).values({ postId: post!.id, accountId: prospectId });
    expect(
      await failureCode(
        database.db.insert(postLikes).values({ postId: post!.id, accountId: prospectId }),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('refuses a second like of the same FAQ answer by the same account', async () => {
    const [faq] = await database.db
      .insert(faqs)
      .values({ universityId, question: 'Why?' })
      .returning({ id: faqs.id });
    const [answer] = await database.db
      .insert(faqAnswers)
      .values({ faqId: faq!.id, authorAccountId: ambassadorId, text: 'Because.' })
      .returning({ id: faqAnswers.id });
    const like = { answerId: answer!.id, accountId: prospectId };
    await database.db.insert(faqAnswerLikes).values(like);
    expect(await failureCode(database.db.insert(faqAnswerLikes).values(like))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('stores one message per client message id and sender, and one per sequence number', async () => {
    const [dialog] = await database.db
      .insert(dialogs)
      .values({ type: 4, universityId, name: 'Group' })
      .returning({ id: dialogs.id });
    const dialogId = dialog!.id;
    const send = (seq: number, clientMessageId: string | null, accountId = prospectId) =>
      database.db
        .insert(messages)
        .values({ dialogId, seq, accountId, text: 'hi', clientMessageId });

    await send(1, 'c-1');
    expect(await failureCode(send(2, 'c-1'))).toBe(UNIQUE_VIOLATION);
    await send(2, 'c-1', ambassadorId);
    await send(3, null);
    await send(4, null);
    expect(await failureCode(send(4, 'c-2'))).toBe(UNIQUE_VIOLATION);
  });

  it('keeps one individual dialog per prospect and ambassador pair', async () => {
    const pairKey = `${prospectId}:${ambassadorId}`;
    await database.db.insert(dialogs).values({ type: 1, universityId, pairKey });
    expect(
      await failureCode(database.db.insert(dialogs).values({ type: 1, universityId, pairKey })),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await failureCode(
        database.db.insert(dialogs).values({ type: 4, universityId, pairKey: 'group:1' }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('refuses an email that is not lowercased and a duplicate email', async () => {
    expect(
      await failureCode(
        database.db.insert(accounts).values({ email: 'Mixed@Test.test', roleKey: 'prospect' }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await failureCode(
        database.db.insert(accounts).values({ email: 'p@test.test', roleKey: 'prospect' }),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('refuses an unknown role key', async () => {
    expect(
      await failureCode(
        database.db.insert(accounts).values({ email: 'r@test.test', roleKey: 'superuser' }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('requires widget settings to belong to exactly one university or group', async () => {
    expect(await failureCode(database.db.insert(widgetSettings).values({}))).toBe(CHECK_VIOLATION);
    await database.db.insert(widgetSettings).values({ universityId });
    expect(await failureCode(database.db.insert(widgetSettings).values({ universityId }))).toBe(
      UNIQUE_VIOLATION,
    );
  });
});

import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { universities } from '../core/db/schema/universities';
import type { Storage } from '../core/storage/storage';
import { seedFaqs, seedPosts } from './seed-content';
import type { SeedContext } from './seed-context';
import { seedCommunity, topUpCommunity } from './seed-community';
import { seedConversations, seedLiveEvents } from './seed-dialogs';
import { generateDemoImages } from './seed-images';
import { storeDemoVideo } from './seed-video';
import { seedPeople } from './seed-people';
import { seedQuestions, seedUniversities } from './seed-universities';

/** Password of every demo account (CONTRACT §7). */
export const DEMO_PASSWORD = 'demo-password-1';

/** Any constant shared by every node: two nodes starting at once seed only once. */
const SEED_LOCK = 7_151_220_001;

export interface SeedDemoDeps {
  db: Db;
  storage: Storage;
  log: { info(message: string): void };
}

async function demoExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: universities.id })
    .from(universities)
    .where(eq(universities.id, 1))
    .limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo data of CONTRACT §7 unless university 1 already exists. Every row is written
 * in one transaction, so a failed run leaves nothing behind and a second call changes nothing.
 */
export async function seedDemo(deps: SeedDemoDeps): Promise<{ seeded: boolean }> {
  if (await demoExists(deps.db)) {
    // A demo seeded before the community rooms existed gets them once.
    const added = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      return topUpCommunity(tx);
    });
    if (added) deps.log.info('demo community rooms added');
    return { seeded: false };
  }
  const started = Date.now();

  // Pictures go to storage before the transaction: fixed keys make a repeated run overwrite
  // them. One argon2id hash (the library's default algorithm) serves every demo account.
  const [images, passwordHash] = await Promise.all([
    generateDemoImages(deps.storage),
    hash(DEMO_PASSWORD),
    storeDemoVideo(deps.storage),
  ]);

  const seeded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await demoExists(tx)) return false;
    const context: SeedContext = { db: tx, now: new Date(), people: new Map(), images };
    await seedUniversities(context);
    await seedPeople(context, passwordHash);
    await seedQuestions(context);
    await seedPosts(context);
    await seedFaqs(context);
    await seedConversations(context);
    await seedLiveEvents(context);
    await seedCommunity(context);
    return true;
  });

  if (seeded) deps.log.info(`demo data seeded in ${Date.now() - started} ms`);
  return { seeded };
}

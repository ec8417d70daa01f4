import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminPostListQuery } from '@quad/shared/contracts/admin-content';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, posts } from '../../core/db/schema';

export type PostRow = typeof posts.$inferSelect;

const columns = {
  post: posts,
  author: { id: accounts.id, name: accounts.name, lastName: accounts.lastName },
};

/** `%term%` with LIKE's own characters taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of a university's posts, drafts included, with their authors. */
export async function findPostsPage(db: Db, universityId: number, query: AdminPostListQuery) {
  const conditions: (SQL | undefined)[] = [eq(posts.universityId, universityId)];
  if (query.state !== 'all') conditions.push(eq(posts.isPublished, query.state === 'published'));
  if (query.search) {
    const like = containing(query.search);
    conditions.push(
      or(ilike(posts.caption, like), ilike(accounts.name, like), ilike(accounts.lastName, like)),
    );
  }
  const where = and(...conditions);
  const order =
    query.sort === 'oldest'
      ? [asc(posts.createdAt), asc(posts.id)]
      : query.sort === 'popular'
        ? [desc(posts.likeCount), desc(posts.id)]
        : [desc(posts.createdAt), desc(posts.id)];
  const rows = await db
    .select(columns)
    .from(posts)
    .leftJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ total: count() })
    .from(posts)
    .leftJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

/** One post of a university with its author, locked inside a transaction. */
export async function findUniversityPost(tx: Tx | Db, universityId: number, postId: number) {
  const [row] = await tx
    .select(columns)
    .from(posts)
    .leftJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .where(and(eq(posts.id, postId), eq(posts.universityId, universityId)))
    .limit(1);
  return row;
}

/** An account that may author the university's posts: its ambassador or admin, active. */
export async function findPostAuthor(tx: Tx | Db, universityId: number, accountId: number) {
  const [row] = await tx
    .select({
      id: accounts.id,
      name: accounts.name,
      lastName: accounts.lastName,
      role: accounts.roleKey,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.universityId, universityId)))
    .limit(1);
  return row;
}

export async function insertPost(tx: Tx, values: typeof posts.$inferInsert): Promise<PostRow> {
  const [row] = await tx.insert(posts).values(values).returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

export async function updatePost(
  tx: Tx,
  postId: number,
  values: Partial<typeof posts.$inferInsert>,
): Promise<void> {
  await tx
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, postId));
}

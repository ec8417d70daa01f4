import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, ambassadorProfiles, postLikes, posts } from '../../core/db/schema';
import { bumpCounter, bumpViews } from './counters.repository';
import { orderOf, pageOf, type ListParams } from './list-params';
import {
  fullTextMatch,
  peopleFilter,
  profileNamedMatch,
  searchConditions,
  seededOrder,
} from './search.repository';
import { activeAccount, ofUniversities } from './visibility.repository';

/** Whether the actor liked the post: one indexed lookup per row of a page. */
function likedBy(actorId: number | null): SQL<boolean> {
  if (actorId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.accountId} = ${actorId})`;
}

function postColumns(actorId: number | null) {
  return {
    id: posts.id,
    universityId: posts.universityId,
    caption: posts.caption,
    media: posts.media,
    likeCount: posts.likeCount,
    viewCount: posts.viewCount,
    shareCount: posts.shareCount,
    sharingAt: posts.sharingAt,
    createdAt: posts.createdAt,
    author: {
      id: accounts.id,
      name: accounts.name,
      lastName: accounts.lastName,
      avatarKey: accounts.avatarKey,
      color: accounts.color,
    },
    isLiked: likedBy(actorId),
  };
}

/** A post a widget may show: published, of these universities, by an enabled, not deleted author. */
function visiblePost(universityIds: number[]): SQL {
  return and(
    ofUniversities(posts.universityId, universityIds),
    eq(posts.isPublished, true),
    activeAccount(),
  ) as SQL;
}

function postSearch(terms: readonly string[]): SQL {
  return or(fullTextMatch(posts.searchVector, terms), profileNamedMatch(terms)) as SQL;
}

function listConditions(params: ListParams): SQL {
  const { query } = params;
  return and(
    visiblePost(params.universityIds),
    ...peopleFilter(query),
    ...searchConditions(query, postSearch, posts.id),
  ) as SQL;
}

function orderBy(params: ListParams): SQL[] {
  switch (orderOf(params.query, 'newest')) {
    case 'oldest':
      return [asc(posts.sharingAt), asc(posts.id)];
    case 'popular':
      return [desc(posts.likeCount), desc(posts.sharingAt), desc(posts.id)];
    case 'random':
      return [seededOrder(posts.id, params.seed), asc(posts.id)];
    default:
      // Spec §9: posts by sharing_at, newest first.
      return [desc(posts.sharingAt), desc(posts.id)];
  }
}

/** A page of visible posts matching the filters (of their author's profile) and search. */
export async function listPosts(db: Db, params: ListParams) {
  const where = listConditions(params);
  const rows = await db
    .select(postColumns(params.actorId))
    .from(posts)
    .innerJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .leftJoin(ambassadorProfiles, eq(ambassadorProfiles.accountId, posts.authorAccountId))
    .where(where)
    .orderBy(...orderBy(params))
    .limit(params.limit)
    .offset(params.offset);
  return pageOf(rows, params, () =>
    db
      .select({ total: count() })
      .from(posts)
      .innerJoin(accounts, eq(accounts.id, posts.authorAccountId))
      .leftJoin(ambassadorProfiles, eq(ambassadorProfiles.accountId, posts.authorAccountId))
      .where(where),
  );
}

/** The newest visible posts of these universities, optionally of one author (profile pages). */
export function recentPosts(
  db: Db,
  options: { universityIds: number[]; authorId?: number; actorId: number | null; limit: number },
) {
  return db
    .select(postColumns(options.actorId))
    .from(posts)
    .innerJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .where(
      and(
        visiblePost(options.universityIds),
        options.authorId === undefined ? undefined : eq(posts.authorAccountId, options.authorId),
      ),
    )
    .orderBy(desc(posts.sharingAt), desc(posts.id))
    .limit(options.limit);
}

/** One visible post of these universities (any university when `universityIds` is null). */
export async function findPost(
  db: Db,
  postId: number,
  universityIds: number[] | null,
  actorId: number | null,
) {
  const [row] = await db
    .select(postColumns(actorId))
    .from(posts)
    .innerJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .where(
      and(
        eq(posts.id, postId),
        universityIds === null
          ? and(
              eq(posts.isPublished, true),
              eq(accounts.isEnabled, true),
              isNull(accounts.deletedAt),
            )
          : visiblePost(universityIds),
      ),
    )
    .limit(1);
  return row;
}

export type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** Adds one to a post's view or share counter; undefined when the post is not published. */
export function bumpPostCounter(db: Db, postId: number, counter: 'view' | 'share') {
  return bumpCounter(db, posts, postId, counter);
}

/** Adds one view to each published post of the list; the ids that counted. */
export function bumpPostViews(db: Db, postIds: number[]): Promise<number[]> {
  return bumpViews(db, posts, postIds);
}

/**
 * Records a like and raises the count in the same transaction, only when the like row is new:
 * a second like by the same account, or a concurrent duplicate, changes nothing.
 */
export async function addPostLike(tx: Tx, postId: number, accountId: number): Promise<number> {
  const inserted = await tx
    .insert(postLikes)
    .values({ postId, accountId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return inserted.length > 0 ? changeLikeCount(tx, postId, 1) : readLikeCount(tx, postId);
}

/** Removes a like and lowers the count (never below 0) only when a like row was deleted. */
export async function removePostLike(tx: Tx, postId: number, accountId: number): Promise<number> {
  const deleted = await tx
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.accountId, accountId)))
    .returning({ postId: postLikes.postId });
  return deleted.length > 0 ? changeLikeCount(tx, postId, -1) : readLikeCount(tx, postId);
}

async function changeLikeCount(tx: Tx, postId: number, by: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(posts)
    .set({ likeCount: sql`greatest(${posts.likeCount} + ${by}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ likeCount: posts.likeCount });
  return row?.likeCount ?? 0;
}

async function readLikeCount(tx: Tx, postId: number): Promise<number> {
  const [row] = await tx
    .select({ likeCount: posts.likeCount })
    .from(posts)
    .where(eq(posts.id, postId));
  return row?.likeCount ?? 0;
}

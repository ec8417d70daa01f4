import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import {
  accounts,
  ambassadorProfiles,
  faqAnswerLikes,
  faqAnswers,
  faqs,
} from '../../core/db/schema';
import { bumpCounter, bumpViews } from './counters.repository';
import { orderOf, pageOf, type ListParams } from './list-params';
import { fullTextMatch, peopleFilter, searchConditions, seededOrder } from './search.repository';
import { activeAccount, ofUniversities } from './visibility.repository';

const faqColumns = {
  id: faqs.id,
  universityId: faqs.universityId,
  question: faqs.question,
  likeCount: faqs.likeCount,
  viewCount: faqs.viewCount,
  shareCount: faqs.shareCount,
  createdAt: faqs.createdAt,
};

function visibleFaq(universityIds: number[]): SQL {
  return and(ofUniversities(faqs.universityId, universityIds), eq(faqs.isPublished, true)) as SQL;
}

/** A published answer by an enabled, not deleted account (joined as `accounts`). */
const visibleAnswer = and(eq(faqAnswers.isPublished, true), activeAccount()) as SQL;

/** FAQs answered by an ambassador who matches the people filters (or by this author). */
function answeredBy(db: Db, conditions: SQL[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(faqAnswers)
      .innerJoin(accounts, eq(accounts.id, faqAnswers.authorAccountId))
      .innerJoin(ambassadorProfiles, eq(ambassadorProfiles.accountId, faqAnswers.authorAccountId))
      .where(and(eq(faqAnswers.faqId, faqs.id), visibleAnswer, ...conditions)),
  );
}

function listConditions(db: Db, params: ListParams): SQL {
  const { query } = params;
  const conditions: SQL[] = [visibleFaq(params.universityIds)];
  const people = peopleFilter(query);
  if (people.length > 0) conditions.push(answeredBy(db, people));
  const search = (terms: readonly string[]) => fullTextMatch(faqs.searchVector, terms);
  return and(...conditions, ...searchConditions(query, search, faqs.id)) as SQL;
}

function orderBy(params: ListParams): SQL[] {
  switch (orderOf(params.query, 'random')) {
    case 'newest':
      return [desc(faqs.createdAt), desc(faqs.id)];
    case 'oldest':
      return [asc(faqs.createdAt), asc(faqs.id)];
    case 'popular':
      return [desc(faqs.viewCount), desc(faqs.id)];
    case 'name':
      return [asc(faqs.question), asc(faqs.id)];
    default:
      return [seededOrder(faqs.id, params.seed), asc(faqs.id)];
  }
}

/** A page of published FAQs matching the filters (of their answerers) and search. */
export async function listFaqs(db: Db, params: ListParams) {
  const where = listConditions(db, params);
  const rows = await db
    .select(faqColumns)
    .from(faqs)
    .where(where)
    .orderBy(...orderBy(params))
    .limit(params.limit)
    .offset(params.offset);
  return pageOf(rows, params, () => db.select({ total: count() }).from(faqs).where(where));
}

/**
 * Published FAQs of these universities in their admin's order (spec §9 leaves this list's order
 * open; FAQs not placed yet come first, newest first), optionally only those this account answered.
 */
export function recentFaqs(
  db: Db,
  options: { universityIds: number[]; answeredBy?: number; limit: number },
) {
  return db
    .select(faqColumns)
    .from(faqs)
    .where(
      and(
        visibleFaq(options.universityIds),
        options.answeredBy === undefined
          ? undefined
          : answeredBy(db, [eq(faqAnswers.authorAccountId, options.answeredBy)]),
      ),
    )
    .orderBy(sql`${faqs.position} asc nulls first`, desc(faqs.createdAt), desc(faqs.id))
    .limit(options.limit);
}

/** One published FAQ of these universities (any university when `universityIds` is null). */
export async function findFaq(db: Db, faqId: number, universityIds: number[] | null) {
  const [row] = await db
    .select(faqColumns)
    .from(faqs)
    .where(
      and(
        eq(faqs.id, faqId),
        universityIds === null ? eq(faqs.isPublished, true) : visibleFaq(universityIds),
      ),
    )
    .limit(1);
  return row;
}

export type FaqRow = NonNullable<Awaited<ReturnType<typeof findFaq>>>;

/** The visible answers of these FAQs, oldest first, with whether the actor liked each. */
export async function answersOf(db: Db, faqIds: number[], actorId: number | null) {
  if (faqIds.length === 0) return [];
  const isLiked =
    actorId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${faqAnswerLikes} where ${faqAnswerLikes.answerId} = ${faqAnswers.id} and ${faqAnswerLikes.accountId} = ${actorId})`;
  return db
    .select({
      id: faqAnswers.id,
      faqId: faqAnswers.faqId,
      text: faqAnswers.text,
      likeCount: faqAnswers.likeCount,
      createdAt: faqAnswers.createdAt,
      author: {
        id: accounts.id,
        name: accounts.name,
        lastName: accounts.lastName,
        avatarKey: accounts.avatarKey,
        color: accounts.color,
      },
      isLiked,
    })
    .from(faqAnswers)
    .innerJoin(accounts, eq(accounts.id, faqAnswers.authorAccountId))
    .where(and(inArray(faqAnswers.faqId, faqIds), visibleAnswer))
    .orderBy(asc(faqAnswers.createdAt), asc(faqAnswers.id));
}

export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

/** Whether this answer is a visible answer of this published FAQ. */
export async function isVisibleAnswer(db: Db, faqId: number, answerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: faqAnswers.id })
    .from(faqAnswers)
    .innerJoin(faqs, eq(faqs.id, faqAnswers.faqId))
    .innerJoin(accounts, eq(accounts.id, faqAnswers.authorAccountId))
    .where(
      and(
        eq(faqAnswers.id, answerId),
        eq(faqAnswers.faqId, faqId),
        eq(faqs.isPublished, true),
        visibleAnswer,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds one to a FAQ's view or share counter; undefined when the FAQ is not published. */
export function bumpFaqCounter(db: Db, faqId: number, counter: 'view' | 'share') {
  return bumpCounter(db, faqs, faqId, counter);
}

/** Adds one view to each published FAQ of the list; the ids that counted. */
export function bumpFaqViews(db: Db, faqIds: number[]): Promise<number[]> {
  return bumpViews(db, faqs, faqIds);
}

/**
 * Records a like of an answer and, only when the like row is new, raises the answer's count
 * and its FAQ's (the sum of its answers' likes) in the same transaction.
 */
export async function addAnswerLike(
  tx: Tx,
  faqId: number,
  answerId: number,
  accountId: number,
): Promise<number> {
  const inserted = await tx
    .insert(faqAnswerLikes)
    .values({ answerId, accountId })
    .onConflictDoNothing()
    .returning({ answerId: faqAnswerLikes.answerId });
  return inserted.length > 0
    ? changeAnswerLikes(tx, faqId, answerId, 1)
    : readAnswerLikes(tx, answerId);
}

/** Removes a like of an answer; the counts fall by one (never below 0) only when a like was removed. */
export async function removeAnswerLike(
  tx: Tx,
  faqId: number,
  answerId: number,
  accountId: number,
): Promise<number> {
  const deleted = await tx
    .delete(faqAnswerLikes)
    .where(and(eq(faqAnswerLikes.answerId, answerId), eq(faqAnswerLikes.accountId, accountId)))
    .returning({ answerId: faqAnswerLikes.answerId });
  return deleted.length > 0
    ? changeAnswerLikes(tx, faqId, answerId, -1)
    : readAnswerLikes(tx, answerId);
}

async function changeAnswerLikes(
  tx: Tx,
  faqId: number,
  answerId: number,
  by: 1 | -1,
): Promise<number> {
  // Answer first, then FAQ: every like takes the row locks in the same order (no deadlock).
  const [answer] = await tx
    .update(faqAnswers)
    .set({ likeCount: sql`greatest(${faqAnswers.likeCount} + ${by}, 0)` })
    .where(eq(faqAnswers.id, answerId))
    .returning({ likeCount: faqAnswers.likeCount });
  await tx
    .update(faqs)
    .set({ likeCount: sql`greatest(${faqs.likeCount} + ${by}, 0)` })
    .where(eq(faqs.id, faqId));
  return answer?.likeCount ?? 0;
}

async function readAnswerLikes(tx: Tx, answerId: number): Promise<number> {
  const [row] = await tx
    .select({ likeCount: faqAnswers.likeCount })
    .from(faqAnswers)
    .where(eq(faqAnswers.id, answerId));
  return row?.likeCount ?? 0;
}

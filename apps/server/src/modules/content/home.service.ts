import type { ContentType } from '@quad/shared/contracts/common';
import type { ContentListQuery } from '@quad/shared/contracts/content';
import { HOME_LIMITS } from '@quad/shared/limits';
import type { Db } from '../../core/db/client';
import { findActorMarks, type ActorMarks } from './actor-marks.repository';
import { pickForVisitor } from './home-order';
import { createSnapshotCache, type SnapshotCache } from './home-snapshots';
import { orderOf, type ContentOrder } from './list-params';
import {
  homeSections,
  isEmpty,
  randomFallbackOf,
  type HomeContent,
  type HomeSections,
  type ListContext,
} from './lists.service';
import { resolveListScope, type ContentScope } from './scope.service';

/**
 * Rows a randomly ordered home section draws from. A scope with more (thousands of
 * ambassadors) is sampled afresh at each snapshot build, so nobody is left out for long.
 */
export const HOME_CANDIDATES = 5_000;

/** What a widget's home shows before the visitor: the same for every visitor of one query. */
export interface HomeSnapshot {
  scope: ContentScope;
  /** Random sections hold every candidate; the others are cut at the home limit already. */
  sections: HomeSections;
  random: ReadonlySet<ContentType>;
  isRandom: boolean;
}

export type HomeSnapshots = SnapshotCache<HomeSnapshot>;

/** The per-node cache of home snapshots, 60 s at most, dropped by content writes. */
export function createHomeSnapshots(options: { ttlMs?: number } = {}): HomeSnapshots {
  return createSnapshotCache<HomeSnapshot>({
    ...options,
    universitiesOf: (snapshot) => snapshot.scope.ids,
    rowsOf: (snapshot) =>
      1 + Object.values(snapshot.sections).reduce((sum, rows) => sum + rows.length, 0),
  });
}

/** Each section's default order and the orders its repository knows; any other is random. */
const SECTION_ORDERS: Record<
  ContentType,
  { fallback: ContentOrder; known: readonly ContentOrder[] }
> = {
  users: { fallback: 'random', known: ['newest', 'oldest', 'name'] },
  posts: { fallback: 'newest', known: ['newest', 'oldest', 'popular', 'name'] },
  faqs: { fallback: 'random', known: ['newest', 'oldest', 'popular', 'name'] },
  groupChats: { fallback: 'random', known: ['newest', 'oldest', 'name'] },
  forum: { fallback: 'random', known: ['newest', 'oldest', 'name'] },
  liveStreams: { fallback: 'oldest', known: ['newest', 'oldest', 'popular', 'name'] },
};

/** Whether a home section of this query is in the visitor's random order. */
export function isRandomSection(type: ContentType, query: ContentListQuery): boolean {
  const { fallback, known } = SECTION_ORDERS[type];
  return !known.includes(orderOf(query, fallback));
}

/** The query fields a snapshot depends on: everything but the visitor's seed and paging. */
export function snapshotKey(query: ContentListQuery): string {
  const {
    randomSeed: _seed,
    excludeIds: _excluded,
    limit: _limit,
    offset: _offset,
    ...rest
  } = query;
  const fields = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(fields);
}

async function sectionsOf(db: Db, scope: ContentScope, query: ContentListQuery) {
  const random = new Set(
    (Object.keys(HOME_LIMITS) as ContentType[]).filter((type) => isRandomSection(type, query)),
  );
  // Signed out, so no row carries a visitor's likes; the seed only picks the sample.
  const context: ListContext = { db, actorId: null, seed: `snapshot-${Date.now()}` };
  const limitOf = (type: ContentType) => (random.has(type) ? HOME_CANDIDATES : HOME_LIMITS[type]);
  return { random, sections: await homeSections(context, scope, query, limitOf) };
}

/**
 * Reads a home snapshot: the scope once, then one pass per section; a search that finds
 * nothing anywhere gives random content instead, flagged `isRandom` (spec §4).
 */
export async function buildHomeSnapshot(db: Db, query: ContentListQuery): Promise<HomeSnapshot> {
  const scope = await resolveListScope(db, query);
  const found = await sectionsOf(db, scope, query);
  if (!isEmpty(found.sections) || !query.searchItems?.length) {
    return { scope, ...found, isRandom: false };
  }
  return { scope, ...(await sectionsOf(db, scope, randomFallbackOf(query))), isRandom: true };
}

/** The visitor's home from a snapshot: random sections in the seed's order, cut at the limits. */
export function visitorHome(snapshot: HomeSnapshot, seed: string): HomeContent {
  const { sections, random } = snapshot;
  function cut<T>(type: ContentType, rows: T[], idOf: (row: T) => number): T[] {
    const limit = HOME_LIMITS[type];
    return random.has(type) ? pickForVisitor(rows, limit, seed, idOf) : rows.slice(0, limit);
  }
  return {
    scope: snapshot.scope,
    isRandom: snapshot.isRandom,
    users: cut('users', sections.users, (row) => row.id),
    posts: cut('posts', sections.posts, (row) => row.id),
    faqs: cut('faqs', sections.faqs, (record) => record.faq.id),
    groupChats: cut('groupChats', sections.groupChats, (record) => record.chat.id),
    forum: cut('forum', sections.forum, (record) => record.chat.id),
    liveStreams: cut('liveStreams', sections.liveStreams, (record) => record.event.id),
  };
}

function marked(home: HomeContent, marks: ActorMarks, actor: ActorOf): HomeContent {
  const chat = (record: HomeContent['groupChats'][number]) => ({
    ...record,
    chat: { ...record.chat, isJoined: marks.joinedChats.has(record.chat.id) },
  });
  return {
    ...home,
    posts: home.posts.map((row) => ({ ...row, isLiked: marks.likedPosts.has(row.id) })),
    faqs: home.faqs.map((record) => ({
      ...record,
      answers: record.answers.map((answer) => ({
        ...answer,
        isLiked: marks.likedAnswers.has(answer.id),
      })),
    })),
    groupChats: home.groupChats.map(chat),
    forum: home.forum.map(chat),
    liveStreams: home.liveStreams.map((record) => ({
      ...record,
      isRegistered: marks.registeredEvents.has(record.event.id),
      actorId: actor.actorId,
      actorAdminOf: actor.actorAdminOf ?? null,
    })),
  };
}

type ActorOf = Pick<ListContext, 'actorId' | 'actorAdminOf'>;

/** The signed-in actor's likes, memberships and registrations on a home: one statement. */
async function withActor(db: Db, home: HomeContent, actor: ActorOf): Promise<HomeContent> {
  if (actor.actorId === null) return home;
  const marks = await findActorMarks(db, actor.actorId, {
    posts: home.posts.map((row) => row.id),
    answers: home.faqs.flatMap((record) => record.answers.map((answer) => answer.id)),
    chats: [...home.groupChats, ...home.forum].map((record) => record.chat.id),
    events: home.liveStreams.map((record) => record.event.id),
  });
  return marked(home, marks, actor);
}

/**
 * POST /getContent: the query's snapshot (from memory, read once a minute or after a content
 * write), the visitor's random order on top, then the signed-in actor's own marks.
 */
export async function loadHome(
  context: ListContext,
  snapshots: HomeSnapshots,
  query: ContentListQuery,
): Promise<HomeContent> {
  const snapshot = await snapshots.get(snapshotKey(query), () =>
    buildHomeSnapshot(context.db, query),
  );
  return withActor(context.db, visitorHome(snapshot, context.seed), context);
}

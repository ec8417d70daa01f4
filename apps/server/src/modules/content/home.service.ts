import type { ContentType } from '@quad/shared/contracts/common';
import {
  ambassadorCardSchema,
  faqSchema,
  groupChatCardSchema,
  liveStreamCardSchema,
  postSchema,
  type ContentListQuery,
  type GetContentResponse,
} from '@quad/shared/contracts/content';
import { HOME_LIMITS } from '@quad/shared/limits';
import type { Db } from '../../core/db/client';
import type { Storage } from '../../core/storage/storage';
import { presentLiveStream } from './chats.presenter';
import { presentChatRecord, presentFaqRecord, presentHomeContent } from './content.presenter';
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
import { presentAmbassadorCard } from './people.presenter';
import { presentPost } from './posts.presenter';
import { resolveListScope, type ContentScope } from './scope.service';

/**
 * Rows a randomly ordered home section draws from. A scope with more (thousands of
 * ambassadors) is sampled afresh at each snapshot build, so nobody is left out for long.
 */
export const HOME_CANDIDATES = 5_000;

/** A row of a home section with its card, presented and checked against the contract once. */
interface Item<R, C> {
  row: R;
  card: C;
}

type Cards = Omit<GetContentResponse, 'isRandom'>;
/** Every home section as rows and their cards. */
export type HomeItems = {
  [K in keyof HomeSections]: Array<Item<HomeSections[K][number], Cards[K][number]>>;
};

/** What a widget's home shows before the visitor: the same for every visitor of one query. */
export interface HomeSnapshot {
  scope: ContentScope;
  /** Random sections hold every candidate; the others are cut at the home limit already. */
  items: HomeItems;
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
      1 + Object.values(snapshot.items).reduce((sum, items) => sum + items.length, 0),
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

/**
 * Cards of every candidate, each checked against its contract schema here, once a snapshot,
 * so that answering a visitor needs neither presenting nor validating again.
 */
function itemsOf(sections: HomeSections, scope: ContentScope, storage: Storage): HomeItems {
  const pair = <R, C>(rows: R[], card: (row: R) => C) =>
    rows.map((row) => ({ row, card: card(row) }));
  return {
    users: pair(sections.users, (row) =>
      ambassadorCardSchema.parse(presentAmbassadorCard(row, scope, storage)),
    ),
    posts: pair(sections.posts, (row) => postSchema.parse(presentPost(row, storage))),
    faqs: pair(sections.faqs, (record) => faqSchema.parse(presentFaqRecord(record, storage))),
    groupChats: pair(sections.groupChats, (record) =>
      groupChatCardSchema.parse(presentChatRecord(record, storage)),
    ),
    forum: pair(sections.forum, (record) =>
      groupChatCardSchema.parse(presentChatRecord(record, storage)),
    ),
    liveStreams: pair(sections.liveStreams, (record) =>
      liveStreamCardSchema.parse(presentLiveStream(record, scope, storage)),
    ),
  };
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
export async function buildHomeSnapshot(
  db: Db,
  storage: Storage,
  query: ContentListQuery,
): Promise<HomeSnapshot> {
  const scope = await resolveListScope(db, query);
  let found = await sectionsOf(db, scope, query);
  const isRandom = isEmpty(found.sections) && Boolean(query.searchItems?.length);
  if (isRandom) found = await sectionsOf(db, scope, randomFallbackOf(query));
  return { scope, random: found.random, items: itemsOf(found.sections, scope, storage), isRandom };
}

/** The visitor's home from a snapshot: random sections in the seed's order, cut at the limits. */
export function visitorItems(snapshot: HomeSnapshot, seed: string): HomeItems {
  const { items, random } = snapshot;
  function cut<R, C>(type: ContentType, list: Item<R, C>[], idOf: (row: R) => number) {
    const limit = HOME_LIMITS[type];
    return random.has(type)
      ? pickForVisitor(list, limit, seed, (item) => idOf(item.row))
      : list.slice(0, limit);
  }
  return {
    users: cut('users', items.users, (row) => row.id),
    posts: cut('posts', items.posts, (row) => row.id),
    faqs: cut('faqs', items.faqs, (record) => record.faq.id),
    groupChats: cut('groupChats', items.groupChats, (record) => record.chat.id),
    forum: cut('forum', items.forum, (record) => record.chat.id),
    liveStreams: cut('liveStreams', items.liveStreams, (record) => record.event.id),
  };
}

const rowsOf = <R, C>(list: Item<R, C>[]) => list.map((item) => item.row);
const cardsOf = <R, C>(list: Item<R, C>[]) => list.map((item) => item.card);

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

/** A getContent answer; `checked` when every card in it was validated with the snapshot. */
export interface HomeAnswer {
  content: GetContentResponse;
  checked: boolean;
}

/**
 * POST /getContent: the query's snapshot (from memory, read once a minute or after a content
 * write), the visitor's random order on top; a signed-in actor's home is presented again with
 * their own likes, memberships and registrations (one statement).
 */
export async function loadHome(
  context: ListContext,
  snapshots: HomeSnapshots,
  storage: Storage,
  query: ContentListQuery,
): Promise<HomeAnswer> {
  const snapshot = await snapshots.get(snapshotKey(query), () =>
    buildHomeSnapshot(context.db, storage, query),
  );
  const picked = visitorItems(snapshot, context.seed);
  if (context.actorId === null) {
    const content = {
      users: cardsOf(picked.users),
      posts: cardsOf(picked.posts),
      faqs: cardsOf(picked.faqs),
      groupChats: cardsOf(picked.groupChats),
      forum: cardsOf(picked.forum),
      liveStreams: cardsOf(picked.liveStreams),
      isRandom: snapshot.isRandom,
    };
    return { content, checked: true };
  }
  const home: HomeContent = {
    scope: snapshot.scope,
    isRandom: snapshot.isRandom,
    users: rowsOf(picked.users),
    posts: rowsOf(picked.posts),
    faqs: rowsOf(picked.faqs),
    groupChats: rowsOf(picked.groupChats),
    forum: rowsOf(picked.forum),
    liveStreams: rowsOf(picked.liveStreams),
  };
  const content = presentHomeContent(await withActor(context.db, home, context), storage);
  return { content, checked: false };
}

import { CONTENT_TYPES, type ContentType } from '@quad/shared/contracts/common';
import type { ContentListQuery } from '@quad/shared/contracts/content';
import { HOME_LIMITS } from '@quad/shared/limits';
import type { Db } from '../../core/db/client';
import type { ServiceContext } from '../../core/service-context';
import type { LiveStreamRecord } from './chats.presenter';
import { answersOf, listFaqs, type AnswerRow, type FaqRow } from './faqs.repository';
import {
  chatAmbassadors,
  FORUM_TYPE,
  GROUP_CHAT_TYPE,
  listChats,
  type ChatRow,
  type ListedChatType,
} from './group-chats.repository';
import type { ListParams, Page } from './list-params';
import {
  eventChats,
  eventPeople,
  listLiveEvents,
  registeredEventIds,
  type LiveEventRow,
} from './live-streams.repository';
import type { PersonRecord } from './people.presenter';
import { listPosts, type PostRow } from './posts.repository';
import { resolveListScope, type ContentScope } from './scope.service';
import { listAmbassadors, type AmbassadorRow } from './users.repository';
import { withReplyTimes } from './reply-times.repository';

/** Who asks and with which random seed; the same for every list of one request. */
export interface ListContext extends Pick<ServiceContext, 'db'> {
  actorId: number | null;
  /** The university the actor administers (an admin's own), for the live events' back room. */
  actorAdminOf?: number | null;
  seed: string;
}

export interface FaqRecord {
  faq: FaqRow;
  answers: AnswerRow[];
}

export interface ChatRecord {
  chat: ChatRow;
  ambassadors: PersonRecord[];
}

/** A list answer before presenting: its scope (for university names), the page and the flag. */
export interface ListResult<T> extends Page<T> {
  scope: ContentScope;
  /** The search found nothing and the rows are random content instead (spec §4). */
  isRandom: boolean;
}

type Finder<T> = (context: ListContext, params: ListParams) => Promise<Page<T>>;

function paramsOf(
  context: ListContext,
  scope: ContentScope,
  query: ContentListQuery,
  page: { limit: number; offset: number; withTotal: boolean },
): ListParams {
  return {
    universityIds: scope.ids,
    query,
    seed: context.seed,
    actorId: context.actorId,
    ...page,
  };
}

/** The same query without the visitor's search, in random order: the no-results fallback. */
export function randomFallbackOf(query: ContentListQuery): ContentListQuery {
  const { searchItems: _searchItems, ...rest } = query;
  return { ...rest, orderBy: 'random' };
}

async function listWithFallback<T>(
  context: ListContext,
  query: ContentListQuery,
  find: Finder<T>,
): Promise<ListResult<T>> {
  const scope = await resolveListScope(context.db, query);
  const page = { limit: query.limit, offset: query.offset, withTotal: true };
  const found = await find(context, paramsOf(context, scope, query, page));
  if (found.total > 0 || !query.searchItems?.length) return { ...found, scope, isRandom: false };
  const fallback = randomFallbackOf(query);
  const random = await find(context, paramsOf(context, scope, fallback, page));
  return { ...random, scope, isRandom: true };
}

// Each page's ambassadors with their typical reply time: one more statement for the whole page.
const findUsers: Finder<AmbassadorRow> = async (context, params) => {
  const page = await listAmbassadors(context.db, params);
  return { ...page, rows: await withReplyTimes(context.db, page.rows) };
};
const findPosts: Finder<PostRow> = (context, params) => listPosts(context.db, params);

const findFaqs: Finder<FaqRecord> = async (context, params) => {
  const page = await listFaqs(context.db, params);
  const answers = await answersOf(
    context.db,
    page.rows.map((faq) => faq.id),
    context.actorId,
  );
  return {
    total: page.total,
    rows: page.rows.map((faq) => ({
      faq,
      answers: answers.filter((answer) => answer.faqId === faq.id),
    })),
  };
};

function chatFinder(type: ListedChatType): Finder<ChatRecord> {
  return async (context, params) => {
    const page = await listChats(context.db, type, params);
    const people = await chatAmbassadors(
      context.db,
      page.rows.map((chat) => chat.id),
    );
    return {
      total: page.total,
      rows: page.rows.map((chat) => ({
        chat,
        ambassadors: people.filter((person) => person.dialogId === chat.id),
      })),
    };
  };
}

const findGroupChats = chatFinder(GROUP_CHAT_TYPE);
const findForums = chatFinder(FORUM_TYPE);

/** Live events with their people, chats and the actor's registration. */
export async function liveStreamRecords(
  db: Db,
  events: LiveEventRow[],
  actorId: number | null,
  actorAdminOf: number | null = null,
): Promise<LiveStreamRecord[]> {
  const ids = events.map((event) => event.id);
  const chatIds = events.flatMap((event) =>
    [event.liveChatId, event.speakersChatId].filter((id): id is number => id !== null),
  );
  const people = await eventPeople(db, ids);
  const chats = new Map((await eventChats(db, chatIds)).map((chat) => [chat.id, chat]));
  const registered = await registeredEventIds(db, ids, actorId);
  return events.map((event) => ({
    event,
    speakers: people.speakers.filter((person) => person.eventId === event.id),
    ambassadors: people.ambassadors.filter((person) => person.eventId === event.id),
    liveChat: event.liveChatId === null ? null : (chats.get(event.liveChatId) ?? null),
    speakersChat: event.speakersChatId === null ? null : (chats.get(event.speakersChatId) ?? null),
    isRegistered: registered.has(event.id),
    actorId,
    actorAdminOf,
  }));
}

const findLiveStreams: Finder<LiveStreamRecord> = async (context, params) => {
  const page = await listLiveEvents(context.db, params);
  return {
    total: page.total,
    rows: await liveStreamRecords(
      context.db,
      page.rows,
      context.actorId,
      context.actorAdminOf ?? null,
    ),
  };
};

/** POST /users/getUsers: ambassadors, in random order unless asked otherwise. */
export function listUsers(context: ListContext, query: ContentListQuery) {
  return listWithFallback(context, query, findUsers);
}

/** POST /posts/getPosts: posts, newest shared first. */
export function listPostsOf(context: ListContext, query: ContentListQuery) {
  return listWithFallback(context, query, findPosts);
}

/** POST /faqs/getFaqs: FAQs with their answers, in random order unless asked otherwise. */
export function listFaqsOf(context: ListContext, query: ContentListQuery) {
  return listWithFallback(context, query, findFaqs);
}

/** POST /dialogs/getGroupChats: group chats, in random order unless asked otherwise. */
export function listGroupChats(context: ListContext, query: ContentListQuery) {
  return listWithFallback(context, query, findGroupChats);
}

/** POST /liveStreams/getLiveStreams: live now, then upcoming, then on demand. */
export function listLiveStreams(context: ListContext, query: ContentListQuery) {
  return listWithFallback(context, query, findLiveStreams);
}

/** The home sections of one getContent answer, before presenting. */
export interface HomeContent {
  scope: ContentScope;
  users: AmbassadorRow[];
  posts: PostRow[];
  faqs: FaqRecord[];
  groupChats: ChatRecord[];
  forum: ChatRecord[];
  liveStreams: LiveStreamRecord[];
  isRandom: boolean;
}

/** The rows of every home section. */
export type HomeSections = Omit<HomeContent, 'scope' | 'isRandom'>;
type Sections = HomeSections;

/** Rows a section fetches: the home limit of spec §9 unless the caller wants more. */
export type SectionLimits = (type: ContentType) => number;
const homeLimit: SectionLimits = (type) => HOME_LIMITS[type];

/** The home sections of a scope, each cut at `limitOf(type)` rows in its own order. */
export async function homeSections(
  context: ListContext,
  scope: ContentScope,
  query: ContentListQuery,
  limitOf: SectionLimits = homeLimit,
): Promise<Sections> {
  const wanted = new Set<ContentType>(query.contentTypes ?? CONTENT_TYPES);
  // Ids of different sections are of different tables: one exclusion list cannot apply to all.
  const { excludeIds: _excludeIds, ...sectionQuery } = query;
  async function section<T>(type: ContentType, find: Finder<T>): Promise<T[]> {
    if (!wanted.has(type)) return [];
    const page = { limit: limitOf(type), offset: 0, withTotal: false };
    return (await find(context, paramsOf(context, scope, sectionQuery, page))).rows;
  }
  // One after another: PGlite has one connection, and on PostgreSQL a request should not
  // hold six pool connections at once.
  const liveStreams = await section('liveStreams', findLiveStreams);
  const groupChats = await section('groupChats', findGroupChats);
  const users = await section('users', findUsers);
  const posts = await section('posts', findPosts);
  const faqs = await section('faqs', findFaqs);
  const forum = await section('forum', findForums);
  return { liveStreams, groupChats, users, posts, faqs, forum };
}

/** Whether no section has a row. */
export const isEmpty = (sections: Sections) =>
  Object.values(sections).every((rows) => rows.length === 0);

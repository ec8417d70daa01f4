import type { Db } from '../../core/db/client';
import { commit } from '../../core/db/transaction';
import { contentChangedEvent } from '../../core/events/content-changed';
import { enqueueEvents } from '../../core/events/outbox';
import type { ServiceContext } from '../../core/service-context';
import { authorize, authorizeVisible } from '../../core/auth/policy';
import type { Actor } from '../../core/auth/tokens';
import { UnauthorizedError } from '../../core/errors/app-error';
import { canLike } from './content.policy';
import {
  addAnswerLike,
  bumpFaqCounter,
  bumpFaqViews,
  findFaq,
  isVisibleAnswer,
  removeAnswerLike,
} from './faqs.repository';
import { findWatchableChat, markChatRead } from './group-chats.repository';
import {
  addPostLike,
  bumpPostCounter,
  bumpPostViews,
  findPost,
  removePostLike,
} from './posts.repository';
import { isActiveAccount } from './users.repository';
import type { ViewCounter } from './view-counter';
import { problem } from '../../core/errors/problems';

/** Who reports a view or a share, and where first reports are remembered. */
export interface Viewer {
  key: string;
  views: ViewCounter;
}

type Counter = 'view' | 'share';

const isFirst = (viewer: Viewer, kind: string, id: number) =>
  viewer.views.isNew(`${kind}:${id}|${viewer.key}`);

/** Counts a view or share of a post once per viewer and window; answers the current count. */
export async function countPost(
  { db }: Pick<ServiceContext, 'db'>,
  viewer: Viewer,
  postId: number,
  counter: Counter,
) {
  const post = await findPost(db, postId, null, null);
  authorizeVisible(post !== undefined, 'post');
  if (!isFirst(viewer, `post-${counter}`, postId)) {
    return counter === 'view' ? post.viewCount : post.shareCount;
  }
  const row = await bumpPostCounter(db, postId, counter);
  authorizeVisible(row !== undefined, 'post');
  return counter === 'view' ? row.viewCount : row.shareCount;
}

/** Counts a view or share of a FAQ once per viewer and window; answers the current count. */
export async function countFaq(
  { db }: Pick<ServiceContext, 'db'>,
  viewer: Viewer,
  faqId: number,
  counter: Counter,
) {
  const faq = await findFaq(db, faqId, null);
  authorizeVisible(faq !== undefined, 'faq');
  if (!isFirst(viewer, `faq-${counter}`, faqId)) {
    return counter === 'view' ? faq.viewCount : faq.shareCount;
  }
  const row = await bumpFaqCounter(db, faqId, counter);
  authorizeVisible(row !== undefined, 'faq');
  return counter === 'view' ? row.viewCount : row.shareCount;
}

/** postWatched: posts seen in a list count a view each, shared with the single watch's marks. */
export async function countPostsSeen(
  { db }: Pick<ServiceContext, 'db'>,
  viewer: Viewer,
  ids: number[],
): Promise<number> {
  const fresh = [...new Set(ids)].filter((id) => isFirst(viewer, 'post-view', id));
  return (await bumpPostViews(db, fresh)).length;
}

/** faqWatched: FAQs seen in a list count a view each, shared with the single watch's marks. */
export async function countFaqsSeen(
  { db }: Pick<ServiceContext, 'db'>,
  viewer: Viewer,
  ids: number[],
): Promise<number> {
  const fresh = [...new Set(ids)].filter((id) => isFirst(viewer, 'faq-view', id));
  return (await bumpFaqViews(db, fresh)).length;
}

async function requireLiker(db: Db, actor: Actor): Promise<void> {
  const active = await isActiveAccount(db, actor.id);
  if (!active) throw new UnauthorizedError(problem('sessionNoLongerValid'));
  authorize(canLike(actor, active), 'cannot_like');
}

/** Likes (or unlikes) a visible post as the actor: one like per account; answers the count. */
export async function setPostLike(
  { db, after }: Pick<ServiceContext, 'db' | 'after'>,
  actor: Actor,
  postId: number,
  liked: boolean,
): Promise<number> {
  await requireLiker(db, actor);
  const post = await findPost(db, postId, null, null);
  authorizeVisible(post !== undefined, 'post');
  return commit(db, after, async (tx) => {
    const count = liked
      ? await addPostLike(tx, postId, actor.id)
      : await removePostLike(tx, postId, actor.id);
    // The widget homes show the count.
    await enqueueEvents(tx, [contentChangedEvent([post.universityId])]);
    return count;
  });
}

/** Likes (or unlikes) a visible answer of a FAQ as the actor; answers the answer's count. */
export async function setAnswerLike(
  { db, after }: Pick<ServiceContext, 'db' | 'after'>,
  actor: Actor,
  ids: { faqId: number; answerId: number },
  liked: boolean,
): Promise<number> {
  await requireLiker(db, actor);
  authorizeVisible(await isVisibleAnswer(db, ids.faqId, ids.answerId), 'answer');
  const faq = await findFaq(db, ids.faqId, null);
  authorizeVisible(faq !== undefined, 'answer');
  return commit(db, after, async (tx) => {
    const count = liked
      ? await addAnswerLike(tx, ids.faqId, ids.answerId, actor.id)
      : await removeAnswerLike(tx, ids.faqId, ids.answerId, actor.id);
    await enqueueEvents(tx, [contentChangedEvent([faq.universityId])]);
    return count;
  });
}

/**
 * POST /dialogs/{id}/watch: a member's watched mark moves their read position to the last
 * message; a visitor's call changes nothing. A private chat is unknown to non-members.
 */
export async function watchGroupChat(
  { db }: Pick<ServiceContext, 'db'>,
  actor: Actor | null,
  dialogId: number,
) {
  const chat = await findWatchableChat(db, dialogId);
  authorizeVisible(chat !== undefined, 'group_chat');
  const marked = actor ? await markChatRead(db, dialogId, actor.id, chat.lastSeq) : false;
  authorizeVisible(chat.privateCode === null || marked, 'group_chat');
  return { watched: marked, new_messages: 0 };
}

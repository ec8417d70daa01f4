import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  dialogMembers,
  faqAnswerLikes,
  liveEventRegistrations,
  postLikes,
} from '../../core/db/schema';

/** The rows of a home the actor's own marks are asked for. */
export interface MarkedIds {
  posts: number[];
  answers: number[];
  chats: number[];
  events: number[];
}

/** What the actor did to those rows: liked, joined, registered. */
export interface ActorMarks {
  likedPosts: ReadonlySet<number>;
  likedAnswers: ReadonlySet<number>;
  joinedChats: ReadonlySet<number>;
  registeredEvents: ReadonlySet<number>;
}

type Kind = 'post' | 'answer' | 'chat' | 'event';

/**
 * The actor's likes, memberships and registrations among a home's rows, in one statement
 * (a branch per kind, each an indexed lookup by account and id).
 */
export async function findActorMarks(db: Db, actorId: number, ids: MarkedIds): Promise<ActorMarks> {
  const branches: SQL[] = [];
  if (ids.posts.length > 0) {
    branches.push(
      sql`select 'post' as kind, ${postLikes.postId} as id from ${postLikes} where ${postLikes.accountId} = ${actorId} and ${inArray(postLikes.postId, ids.posts)}`,
    );
  }
  if (ids.answers.length > 0) {
    branches.push(
      sql`select 'answer' as kind, ${faqAnswerLikes.answerId} as id from ${faqAnswerLikes} where ${faqAnswerLikes.accountId} = ${actorId} and ${inArray(faqAnswerLikes.answerId, ids.answers)}`,
    );
  }
  if (ids.chats.length > 0) {
    branches.push(
      sql`select 'chat' as kind, ${dialogMembers.dialogId} as id from ${dialogMembers} where ${dialogMembers.accountId} = ${actorId} and ${dialogMembers.leftAt} is null and ${inArray(dialogMembers.dialogId, ids.chats)}`,
    );
  }
  if (ids.events.length > 0) {
    branches.push(
      sql`select 'event' as kind, ${liveEventRegistrations.liveEventId} as id from ${liveEventRegistrations} where ${liveEventRegistrations.accountId} = ${actorId} and ${inArray(liveEventRegistrations.liveEventId, ids.events)}`,
    );
  }
  const found: Record<Kind, Set<number>> = {
    post: new Set(),
    answer: new Set(),
    chat: new Set(),
    event: new Set(),
  };
  if (branches.length > 0) {
    const result = (await db.execute(sql.join(branches, sql` union all `))) as unknown as {
      rows: Array<{ kind: Kind; id: number | string }>;
    };
    for (const row of result.rows) found[row.kind].add(Number(row.id));
  }
  return {
    likedPosts: found.post,
    likedAnswers: found.answer,
    joinedChats: found.chat,
    registeredEvents: found.event,
  };
}

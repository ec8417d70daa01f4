import { PROFILE_ITEMS_LIMIT } from '@quad/shared/contracts/content';
import type { ScopeQuery } from '@quad/shared/contracts/common';
import type { Db } from '../../core/db/client';
import type { ServiceContext } from '../../core/service-context';
import { authorizeVisible } from '../../core/auth/policy';
import { answersOf, findFaq, recentFaqs, type FaqRow } from './faqs.repository';
import type { FaqRecord } from './lists.service';
import { findPost, recentPosts } from './posts.repository';
import { resolveWidgetScope } from './scope.service';
import { countAmbassadors, findAmbassador } from './users.repository';
import { withReplyTimes } from './reply-times.repository';

/** FAQs with their visible answers. */
async function withAnswers(db: Db, faqs: FaqRow[], actorId: number | null): Promise<FaqRecord[]> {
  const answers = await answersOf(
    db,
    faqs.map((faq) => faq.id),
    actorId,
  );
  return faqs.map((faq) => ({ faq, answers: answers.filter((answer) => answer.faqId === faq.id) }));
}

/** GET /users/{id}: a visible ambassador of the widget, their newest posts and answered FAQs. */
export async function loadAmbassadorProfile(
  { db }: Pick<ServiceContext, 'db'>,
  scopeQuery: ScopeQuery,
  accountId: number,
  actorId: number | null,
) {
  const scope = await resolveWidgetScope(db, scopeQuery);
  const user = await findAmbassador(db, accountId, scope.ids);
  authorizeVisible(user !== undefined, 'ambassador');
  const universityIds = [user.universityId];
  const posts = await recentPosts(db, {
    universityIds,
    authorId: accountId,
    actorId,
    limit: PROFILE_ITEMS_LIMIT,
  });
  const faqs = await recentFaqs(db, {
    universityIds,
    answeredBy: accountId,
    limit: PROFILE_ITEMS_LIMIT,
  });
  const [withReplyTime] = await withReplyTimes(db, [user]);
  return { scope, user: withReplyTime ?? user, posts, faqs: await withAnswers(db, faqs, actorId) };
}

/** GET /universities/{id}: a university of the widget with its newest posts and FAQs. */
export async function loadUniversityProfile(
  { db }: Pick<ServiceContext, 'db'>,
  scopeQuery: ScopeQuery,
  universityId: number,
  actorId: number | null,
) {
  const scope = await resolveWidgetScope(db, scopeQuery);
  const university = scope.byId.get(universityId);
  authorizeVisible(university !== undefined, 'university');
  const universityIds = [universityId];
  const posts = await recentPosts(db, { universityIds, actorId, limit: PROFILE_ITEMS_LIMIT });
  const faqs = await recentFaqs(db, { universityIds, limit: PROFILE_ITEMS_LIMIT });
  return {
    university,
    ambassadorsCount: await countAmbassadors(db, universityIds),
    posts,
    faqs: await withAnswers(db, faqs, actorId),
  };
}

/** GET /posts/{id}: a visible post of the widget. */
export async function loadPost(
  { db }: Pick<ServiceContext, 'db'>,
  scopeQuery: ScopeQuery,
  postId: number,
  actorId: number | null,
) {
  const scope = await resolveWidgetScope(db, scopeQuery);
  const post = await findPost(db, postId, scope.ids, actorId);
  authorizeVisible(post !== undefined, 'post');
  return post;
}

/** GET /faqs/{id}: a published FAQ of the widget with its answers. */
export async function loadFaq(
  { db }: Pick<ServiceContext, 'db'>,
  scopeQuery: ScopeQuery,
  faqId: number,
  actorId: number | null,
): Promise<FaqRecord> {
  const scope = await resolveWidgetScope(db, scopeQuery);
  const faq = await findFaq(db, faqId, scope.ids);
  authorizeVisible(faq !== undefined, 'faq');
  const [record] = await withAnswers(db, [faq], actorId);
  return record ?? { faq, answers: [] };
}

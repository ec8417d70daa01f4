import { faqAnswerLikes, faqAnswers, faqs, postLikes, posts } from '../core/db/schema/content';
import { DEMO_FAQS } from './demo-faqs';
import { DEMO_POSTS } from './demo-posts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './images/scene-kit';
import { minutesFrom, personOf, type SeedContext } from './seed-context';

/** Inserts the demo posts, newest shared most recently; prospect@demo.test liked the newest. */
export async function seedPosts(context: SeedContext): Promise<void> {
  const rows = await context.db
    .insert(posts)
    .values(
      DEMO_POSTS.map((post, index) => {
        const author = personOf(context, post.author);
        if (author.universityId === null)
          throw new Error(`Post author ${post.author} has no university`);
        const sharedAt = minutesFrom(context.now, -post.hoursAgo * 60);
        const key = context.images.posts[index];
        if (!key) throw new Error(`No picture for demo post ${index}`);
        return {
          universityId: author.universityId,
          authorAccountId: author.id,
          caption: post.caption,
          media: [
            {
              type: 'image' as const,
              key,
              width: SCENE_WIDTH,
              height: SCENE_HEIGHT,
              alt: post.alt,
            },
          ],
          likeCount: post.likes,
          viewCount: post.views,
          shareCount: post.shares,
          sharingAt: sharedAt,
          createdAt: sharedAt,
          updatedAt: sharedAt,
          searchText: `${post.caption} ${author.fullName}`,
        };
      }),
    )
    .returning({ id: posts.id, sharingAt: posts.sharingAt });

  const newest = rows.reduce((a, b) => (a.sharingAt > b.sharingAt ? a : b));
  // The like is already part of the post's like_count.
  await context.db
    .insert(postLikes)
    .values({ postId: newest.id, accountId: personOf(context, 'sofia').id });
}

/** Inserts the demo FAQs with their answers; prospect@demo.test liked the first answer. */
export async function seedFaqs(context: SeedContext): Promise<void> {
  let firstAnswerId: number | undefined;
  for (const [index, faq] of DEMO_FAQS.entries()) {
    const askedAt = minutesFrom(context.now, -60 * 24 * (60 - index * 4));
    const answerLikes = faq.answers.reduce((sum, answer) => sum + answer.likes, 0);
    const [row] = await context.db
      .insert(faqs)
      .values({
        universityId: faq.universityId,
        question: faq.question,
        // Likes are given to answers (spec §7); a FAQ's like_count is their sum.
        likeCount: answerLikes,
        viewCount: faq.views,
        shareCount: Math.round(faq.views / 90),
        searchText: [faq.question, ...faq.answers.map((answer) => answer.text)].join(' '),
        createdAt: askedAt,
        updatedAt: askedAt,
      })
      .returning({ id: faqs.id });
    if (!row) throw new Error('FAQ insert returned nothing');

    const answers = await context.db
      .insert(faqAnswers)
      .values(
        faq.answers.map((answer, position) => {
          const answeredAt = minutesFrom(askedAt, 60 * (3 + position * 20));
          return {
            faqId: row.id,
            authorAccountId: personOf(context, answer.author).id,
            text: answer.text,
            likeCount: answer.likes,
            createdAt: answeredAt,
            updatedAt: answeredAt,
          };
        }),
      )
      .returning({ id: faqAnswers.id });
    firstAnswerId ??= answers[0]?.id;
  }
  if (firstAnswerId !== undefined) {
    await context.db
      .insert(faqAnswerLikes)
      .values({ answerId: firstAnswerId, accountId: personOf(context, 'sofia').id });
  }
}

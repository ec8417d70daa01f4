import type { Faq, FaqAnswer, Post } from '@quad/shared/contracts/content';
import { toSlugAndId } from '@quad/shared/rules/slug';
import type { PostMedia } from '../../core/db/schema';
import type { Storage } from '../../core/storage/storage';
import type { AnswerRow, FaqRow } from './faqs.repository';
import { presentAuthor } from './people.presenter';
import type { PostRow } from './posts.repository';

const positiveOrNull = (value: number) => (Number.isInteger(value) && value > 0 ? value : null);

function presentMedia(media: PostMedia, storage: Storage) {
  return {
    type: media.type,
    url: media.url ?? storage.url(media.key),
    width: positiveOrNull(media.width),
    height: positiveOrNull(media.height),
    alt: media.alt,
    poster: media.posterKey ? storage.url(media.posterKey) : null,
  };
}

/** A post as the widget shows it, field by field; `isLiked` is the signed-in actor's own like. */
export function presentPost(row: PostRow, storage: Storage): Post {
  return {
    id: row.id,
    university_id: row.universityId,
    author: presentAuthor(row.author, storage),
    caption: row.caption,
    media: row.media.map((media) => presentMedia(media, storage)),
    like_count: Math.max(0, row.likeCount),
    view_count: Math.max(0, row.viewCount),
    share_count: Math.max(0, row.shareCount),
    isLiked: Boolean(row.isLiked),
    created_at: row.createdAt.toISOString(),
    sharing_at: row.sharingAt.toISOString(),
    slug: toSlugAndId(row.caption, row.id),
  };
}

/** An answer of a FAQ, with the actor's own like. */
export function presentAnswer(row: AnswerRow, storage: Storage): FaqAnswer {
  return {
    id: row.id,
    text: row.text,
    author: presentAuthor(row.author, storage),
    like_count: Math.max(0, row.likeCount),
    isLiked: Boolean(row.isLiked),
    created_at: row.createdAt.toISOString(),
  };
}

/** A FAQ with its answers (spec §3: id, like_count, answers with id and like_count). */
export function presentFaq(row: FaqRow, answers: readonly AnswerRow[], storage: Storage): Faq {
  return {
    id: row.id,
    question: row.question,
    answers: answers.map((answer) => presentAnswer(answer, storage)),
    like_count: Math.max(0, row.likeCount),
    view_count: Math.max(0, row.viewCount),
    share_count: Math.max(0, row.shareCount),
    created_at: row.createdAt.toISOString(),
    slug: toSlugAndId(row.question, row.id),
  };
}

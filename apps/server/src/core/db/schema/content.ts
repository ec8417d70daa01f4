import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import {
  counter,
  createdAt,
  flag,
  id,
  searchText,
  searchVector,
  timestampTz,
  updatedAt,
} from './columns';
import { universities } from './universities';

/** One picture or video of a post; `key` is a Storage key. */
export interface PostMedia {
  type: 'image' | 'video';
  key: string;
  width: number;
  height: number;
  alt: string;
  /** Videos: the poster frame's Storage key. */
  posterKey?: string;
  /** A video linked from elsewhere (https), shown from there; `key` is then empty. */
  url?: string;
}

/** Posts by ambassadors (or admins); lists are ordered by `sharing_at desc` (spec §9). */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    authorAccountId: integer('author_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    caption: text('caption').notNull().default(''),
    media: jsonb('media').$type<PostMedia[]>().notNull().default([]),
    isPublished: flag('is_published', true),
    likeCount: counter('like_count'),
    viewCount: counter('view_count'),
    shareCount: counter('share_count'),
    /** When the post was (re)shared to the feed; the feed's sort key. */
    sharingAt: timestampTz('sharing_at').notNull().defaultNow(),
    /** Caption and author name; rebuilt by the content service. */
    searchText: searchText(),
    searchVector: searchVector(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_feed_idx').on(t.universityId, t.isPublished, t.sharingAt.desc()),
    index('posts_author_idx').on(t.authorAccountId, t.sharingAt.desc()),
    index('posts_search_idx').using('gin', t.searchVector),
  ],
);

/** Who liked a post; the primary key makes a second like by the same account fail. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.accountId] }),
    index('post_likes_account_idx').on(t.accountId),
  ],
);

/** A frequently asked question; answered by ambassadors in faq_answers. */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    /** The prospect who asked, when a visitor's question became a FAQ. */
    askedByAccountId: integer('asked_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    question: text('question').notNull(),
    isPublished: flag('is_published', true),
    likeCount: counter('like_count'),
    viewCount: counter('view_count'),
    shareCount: counter('share_count'),
    /**
     * Where the university's admin put it (0 first); null until they order the FAQs, and for
     * FAQs written since, which come first, newest first.
     */
    position: integer('position'),
    /** Question and answer texts; rebuilt by the content service when an answer changes. */
    searchText: searchText(),
    searchVector: searchVector(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faqs_list_idx').on(t.universityId, t.isPublished, t.createdAt.desc()),
    index('faqs_search_idx').using('gin', t.searchVector),
  ],
);

export const faqAnswers = pgTable(
  'faq_answers',
  {
    id: id(),
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    authorAccountId: integer('author_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    isPublished: flag('is_published', true),
    likeCount: counter('like_count'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faq_answers_faq_idx').on(t.faqId, t.createdAt),
    index('faq_answers_author_idx').on(t.authorAccountId),
  ],
);

/** Who liked a FAQ answer; one like per account. */
export const faqAnswerLikes = pgTable(
  'faq_answer_likes',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => faqAnswers.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.answerId, t.accountId] }),
    index('faq_answer_likes_account_idx').on(t.accountId),
  ],
);

import type {
  AdminPost,
  AdminPostChange,
  AdminPostList,
  AdminPostListQuery,
} from '@quad/shared/contracts/admin-content';
import { ROLES } from '@quad/shared/roles';
import { commit } from '../../core/db/transaction';
import { BadRequestError, NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import type { Storage } from '../../core/storage/storage';
import { mediaFor, presentAdminMedia } from './post-media.service';
import type { AdminActor } from './admin-actor';
import { audit, changedFields } from './audit.service';
import {
  findPostAuthor,
  findPostsPage,
  findUniversityPost,
  insertPost,
  updatePost,
  type PostRow,
} from './posts.repository';
import { problem } from '../../core/errors/problems';

type Author = { id: number; name: string; lastName: string } | null;

const nameOf = (author: { name: string; lastName: string }) =>
  `${author.name} ${author.lastName}`.trim();

function presentPost(post: PostRow, author: Author, storage: Storage): AdminPost {
  return {
    id: post.id,
    caption: post.caption,
    is_published: post.isPublished,
    author: author ? { id: author.id, name: nameOf(author) } : null,
    media_count: post.media.length,
    media: presentAdminMedia(post.media, storage),
    like_count: post.likeCount,
    view_count: post.viewCount,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a post. */
const snapshot = (post: AdminPost) => ({
  caption: post.caption,
  is_published: post.is_published,
  author_id: post.author?.id ?? null,
  media: post.media.map((item) => item.key ?? item.url),
});

/** GET /admin/posts. */
export async function listAdminPosts(
  { db, storage }: Pick<ServiceContext, 'db' | 'storage'>,
  actor: AdminActor,
  query: AdminPostListQuery,
): Promise<AdminPostList> {
  const { rows, total } = await findPostsPage(db, actor.universityId, query);
  return { posts: rows.map((row) => presentPost(row.post, row.author, storage)), total };
}

const AUTHOR_ROLES = new Set<string>([ROLES.ambassador, ROLES.admin]);

/** The author a change names (or the admin), who must belong to the admin's university. */
async function authorFor(
  tx: Parameters<typeof findPostAuthor>[0],
  actor: AdminActor,
  authorId: number | undefined,
) {
  const author = await findPostAuthor(tx, actor.universityId, authorId ?? actor.id);
  if (!author || !AUTHOR_ROLES.has(author.role)) {
    throw new BadRequestError(problem('authorOfUniversity'));
  }
  return author;
}

/** POST /admin/posts: a text post by an ambassador or the admin, draft or published. */
export async function createAdminPost(
  services: Pick<ServiceContext, 'db' | 'after' | 'storage'>,
  actor: AdminActor,
  change: AdminPostChange,
): Promise<AdminPost> {
  const media = await mediaFor(services.storage, actor, change, []);
  return commit(services.db, services.after, async (tx) => {
    const author = await authorFor(tx, actor, change.author_id);
    const row = await insertPost(tx, {
      media,
      universityId: actor.universityId,
      authorAccountId: author.id,
      caption: change.caption,
      isPublished: change.is_published,
      searchText: `${change.caption} ${nameOf(author)}`,
    });
    const post = presentPost(row, author, services.storage);
    await audit(tx, actor, {
      action: 'post.create',
      target: `post:${row.id}`,
      before: null,
      after: snapshot(post),
    });
    return post;
  });
}

/** PUT /admin/posts/{id}: edit, publish or take back to draft; another university's is a 404. */
export async function updateAdminPost(
  services: Pick<ServiceContext, 'db' | 'after' | 'storage'>,
  actor: AdminActor,
  postId: number,
  change: AdminPostChange,
): Promise<AdminPost> {
  return commit(services.db, services.after, async (tx) => {
    const found = await findUniversityPost(tx, actor.universityId, postId);
    if (!found) throw new NotFoundError('post');
    const before = presentPost(found.post, found.author, services.storage);
    const media = await mediaFor(services.storage, actor, change, found.post.media);
    const author =
      change.author_id === undefined && found.author
        ? { ...found.author }
        : await authorFor(tx, actor, change.author_id);
    const publishing = change.is_published && !found.post.isPublished;
    await updatePost(tx, postId, {
      caption: change.caption,
      isPublished: change.is_published,
      authorAccountId: author.id,
      media,
      searchText: `${change.caption} ${nameOf(author)}`,
      // A draft published now goes to the top of the feed.
      ...(publishing ? { sharingAt: new Date() } : {}),
    });
    const saved = await findUniversityPost(tx, actor.universityId, postId);
    if (!saved) throw new NotFoundError('post');
    const after = presentPost(saved.post, saved.author, services.storage);
    const diff = changedFields(snapshot(before), snapshot(after));
    if (Object.keys(diff.after).length > 0) {
      await audit(tx, actor, { action: 'post.update', target: `post:${postId}`, ...diff });
    }
    return after;
  });
}

import type { Post } from '@quad/shared/contracts/content';
import { ContentGrid } from '../shared/content-grid';
import { PostCard } from './post-card';

/** Posts as cards in the list grid (a profile's, a university's, "more posts"). */
export function PostGrid({ posts, className }: { posts: readonly Post[]; className?: string }) {
  return (
    <ContentGrid className={className}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ContentGrid>
  );
}

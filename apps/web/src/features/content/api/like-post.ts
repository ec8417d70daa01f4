import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResponse } from '@quad/shared/contracts/content';
import { apiClient } from '../../../lib/api-client';
import { patchCachedPost, restoreContent, snapshotContent, stepCount } from './cache-patch';
import { contentKeys } from './content-keys';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const likeResponseSchema = () =>
  import('@quad/shared/contracts/content').then((contract) => contract.likeResponseSchema);

/** POST /widget/posts/{id}/like or /unlike → `{ like_count }`. */
export function likePost(postId: number, like: boolean): Promise<LikeResponse> {
  return apiClient.post(`/widget/posts/${postId}/${like ? 'like' : 'unlike'}`, undefined, {
    schema: likeResponseSchema,
  });
}

/** Likes or unlikes a post at once on screen; puts it back (and toasts) if the server refuses. */
export function useLikePostMutation(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => likePost(postId, like),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: contentKeys.all });
      const snapshot = snapshotContent(queryClient);
      patchCachedPost(queryClient, postId, (post) => ({
        ...post,
        isLiked: like,
        like_count: stepCount(post.like_count, like),
      }));
      return { snapshot };
    },
    onError: (_error, _like, context) => {
      if (context) restoreContent(queryClient, context.snapshot);
    },
    onSuccess: ({ like_count }, like) => {
      patchCachedPost(queryClient, postId, (post) => ({ ...post, isLiked: like, like_count }));
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { likeResponseSchema, type LikeResponse } from '@quad/shared/contracts/content';
import { apiClient } from '../../../lib/api-client';
import { patchCachedFaqAnswer, restoreContent, snapshotContent, stepCount } from './cache-patch';
import { contentKeys } from './content-keys';

/** POST /widget/faqs/{faqId}/answers/{answerId}/like or /unlike → `{ like_count }`. */
export function likeFaqAnswer(
  faqId: number,
  answerId: number,
  like: boolean,
): Promise<LikeResponse> {
  return apiClient.post(
    `/widget/faqs/${faqId}/answers/${answerId}/${like ? 'like' : 'unlike'}`,
    undefined,
    { schema: likeResponseSchema },
  );
}

/** Likes or unlikes an answer at once on screen; puts it back (and toasts) if the server refuses. */
export function useLikeFaqAnswerMutation(faqId: number, answerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => likeFaqAnswer(faqId, answerId, like),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: contentKeys.all });
      const snapshot = snapshotContent(queryClient);
      patchCachedFaqAnswer(queryClient, faqId, answerId, (answer) => ({
        ...answer,
        isLiked: like,
        like_count: stepCount(answer.like_count, like),
      }));
      return { snapshot };
    },
    onError: (_error, _like, context) => {
      if (context) restoreContent(queryClient, context.snapshot);
    },
    onSuccess: ({ like_count }, like) => {
      patchCachedFaqAnswer(queryClient, faqId, answerId, (answer) => ({
        ...answer,
        isLiked: like,
        like_count,
      }));
    },
  });
}

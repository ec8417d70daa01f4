import { useMutation, useQuery } from '@tanstack/react-query';
import { adminPostImageResponseSchema } from '@quad/shared/contracts/admin-content';
import { teamListResponseSchema } from '@quad/shared/contracts/admin-people';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

/** POST /admin/posts/images: a picture for a post, as base64 without a data: prefix. */
export function useUploadPostImage() {
  return useMutation({
    mutationFn: async (file: string) =>
      (
        await apiClient.request('/admin/posts/images', {
          method: 'POST',
          body: { file },
          schema: adminPostImageResponseSchema,
        })
      ).image,
    meta: { toastErrors: false },
  });
}

/** The university's ambassadors a post may be written by, by name (the first hundred). */
export function usePostAuthors() {
  return useQuery({
    queryKey: [...adminKeys.all, 'people', 'authors'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/admin/people', {
          query: { role: 'ambassador', sort: 'name', limit: 100 },
          signal,
          schema: teamListResponseSchema,
        })
      ).people,
    staleTime: 60_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { questionsDataSchema, type QuestionsData } from '@quad/shared/contracts/questions';
import { apiClient } from '../../../lib/api-client';
import { questionKeys } from './get-optional-questions';

/** GET /interactionSite/auth/{universityId}/OptionalQuestionsData: questions with my answers. */
export function getOptionalQuestionsData(
  universityId: number,
  groupId: number | null,
  signal?: AbortSignal,
): Promise<QuestionsData> {
  return apiClient.get(`/interactionSite/auth/${universityId}/OptionalQuestionsData`, {
    query: { groupId },
    signal,
    schema: questionsDataSchema,
  });
}

export function optionalQuestionsDataQueryOptions(universityId: number, groupId: number | null) {
  return queryOptions({
    queryKey: [...questionKeys.optional(universityId, groupId), 'data'] as const,
    queryFn: ({ signal }) => getOptionalQuestionsData(universityId, groupId, signal),
  });
}

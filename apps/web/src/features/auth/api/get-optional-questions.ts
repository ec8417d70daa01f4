import { queryOptions } from '@tanstack/react-query';
import { questionsResponseSchema, type Question } from '@quad/shared/contracts/auth';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';

/** Query keys of registration questions. Under `account`, so they go at sign-out. */
export const questionKeys = {
  all: ['account', 'questions'] as const,
  optional: (universityId: number, groupId: number | null) =>
    [...questionKeys.all, 'optional', universityId, groupId] as const,
  mandatory: (scope: WidgetScope) => [...questionKeys.all, 'mandatory', scope] as const,
};

/** GET /interactionSite/auth/{universityId}/optionalQuestions (groupId) → `{ questions }`. */
export async function getOptionalQuestions(
  universityId: number,
  groupId: number | null,
  signal?: AbortSignal,
): Promise<Question[]> {
  const data = await apiClient.get(`/interactionSite/auth/${universityId}/optionalQuestions`, {
    query: { groupId },
    signal,
    schema: questionsResponseSchema,
  });
  return data.questions;
}

export function optionalQuestionsQueryOptions(universityId: number, groupId: number | null) {
  return queryOptions({
    queryKey: questionKeys.optional(universityId, groupId),
    queryFn: ({ signal }) => getOptionalQuestions(universityId, groupId, signal),
    staleTime: 5 * 60_000,
  });
}

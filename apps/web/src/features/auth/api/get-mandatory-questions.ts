import { queryOptions } from '@tanstack/react-query';
import { questionsDataSchema, type QuestionsData } from '@quad/shared/contracts/questions';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { questionKeys } from './get-optional-questions';

/**
 * GET /interactionSite/account/mandatoryQuestions (universityId or groupId): the questions the
 * widget requires, the answers given so far and whether they are complete.
 */
export function getMandatoryQuestions(
  scope: WidgetScope,
  signal?: AbortSignal,
): Promise<QuestionsData> {
  return apiClient.get('/interactionSite/account/mandatoryQuestions', {
    query: scope,
    signal,
    schema: questionsDataSchema,
  });
}

export function mandatoryQuestionsQueryOptions(scope: WidgetScope) {
  return queryOptions({
    queryKey: questionKeys.mandatory(scope),
    queryFn: ({ signal }) => getMandatoryQuestions(scope, signal),
    staleTime: 0,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { experienceAnswersSchema, type ExperienceAnswers } from '@quad/shared/contracts/questions';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { questionKeys } from './get-optional-questions';

/** GET /widget/experienceBasedQuestionsAnswers: the questions asked after a chat, and answers. */
export function getExperienceQuestions(
  scope: WidgetScope,
  signal?: AbortSignal,
): Promise<ExperienceAnswers> {
  return apiClient.get('/widget/experienceBasedQuestionsAnswers', {
    query: scope,
    signal,
    schema: experienceAnswersSchema,
  });
}

export function experienceQuestionsQueryOptions(scope: WidgetScope) {
  return queryOptions({
    queryKey: [...questionKeys.all, 'experience', scope] as const,
    queryFn: ({ signal }) => getExperienceQuestions(scope, signal),
  });
}

export function useExperienceQuestions(scope: WidgetScope, enabled: boolean) {
  return useQuery({ ...experienceQuestionsQueryOptions(scope), enabled });
}

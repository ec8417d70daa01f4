import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QuestionAnswer } from '@quad/shared/contracts/auth';
import { experienceAnswersSchema } from '@quad/shared/contracts/questions';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { experienceQuestionsQueryOptions } from './get-experience-questions';

/** POST /widget/experienceBasedQuestionsAnswers `{ answers, universityId | groupId }`. */
export function saveExperienceAnswers(input: { scope: WidgetScope; answers: QuestionAnswer[] }) {
  return apiClient.post(
    '/widget/experienceBasedQuestionsAnswers',
    { answers: input.answers, ...input.scope },
    { schema: experienceAnswersSchema },
  );
}

export function useSaveExperienceAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExperienceAnswers,
    meta: { toastErrors: false },
    onSuccess: (data, { scope }) =>
      queryClient.setQueryData(experienceQuestionsQueryOptions(scope).queryKey, data),
  });
}

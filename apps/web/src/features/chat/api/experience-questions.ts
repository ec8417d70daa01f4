import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionAnswer } from '@quad/shared/contracts/auth';
import { experienceAnswersSchema } from '@quad/shared/contracts/questions';
import { apiClient } from '../../../lib/api-client';

const PATH = '/widget/experienceBasedQuestionsAnswers';
const experienceKey = (universityId: number) => ['experienceQuestions', universityId] as const;

/** GET /widget/experienceBasedQuestionsAnswers: a university's experience questions and answers. */
export function getExperienceQuestions(universityId: number, signal?: AbortSignal) {
  return apiClient.get(PATH, { query: { universityId }, signal, schema: experienceAnswersSchema });
}

export function experienceQuestionsQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: experienceKey(universityId),
    queryFn: ({ signal }) => getExperienceQuestions(universityId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useExperienceQuestionsQuery(universityId: number | null, enabled: boolean) {
  return useQuery({
    ...experienceQuestionsQueryOptions(universityId ?? 0),
    enabled: enabled && universityId !== null,
  });
}

/** POST /widget/experienceBasedQuestionsAnswers: the prospect's answers (spec §2 modal). */
export function useSaveExperienceAnswersMutation(universityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuestionAnswer[]) =>
      apiClient.post(PATH, { universityId, answers }, { schema: experienceAnswersSchema }),
    onSuccess: (data) => queryClient.setQueryData(experienceKey(universityId), data),
  });
}

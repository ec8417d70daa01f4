import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionAnswer } from '@quad/shared/contracts/auth';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

/** POST /interactionSite/account/mandatoryQuestions `{ answers, universityId | groupId }`. */
export async function saveMandatoryAnswers(input: {
  scope: WidgetScope;
  answers: QuestionAnswer[];
}): Promise<void> {
  await apiClient.post('/interactionSite/account/mandatoryQuestions', {
    answers: input.answers,
    ...input.scope,
  });
}

export function useSaveMandatoryAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMandatoryAnswers,
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

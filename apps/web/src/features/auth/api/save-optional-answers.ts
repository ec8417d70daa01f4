import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionAnswer } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

export type SaveOptionalAnswersInput = {
  universityId: number;
  answers: QuestionAnswer[];
  /** The group of a group widget: only then may the required questions count as mandatory. */
  groupId: number | null;
};

/**
 * POST /interactionSite/auth/{universityId}/saveOptionalQuestionsAnswers. An empty list records
 * that a flow without questions is done (spec §5); `isMandatory` goes only with a group id.
 */
export async function saveOptionalAnswers({
  universityId,
  answers,
  groupId,
}: SaveOptionalAnswersInput): Promise<void> {
  await apiClient.post(`/interactionSite/auth/${universityId}/saveOptionalQuestionsAnswers`, {
    answers,
    ...(groupId !== null ? { groupId, isMandatory: true } : {}),
  });
}

export function useSaveOptionalAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOptionalAnswers,
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

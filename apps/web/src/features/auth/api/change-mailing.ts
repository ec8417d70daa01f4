import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mailingResultSchema,
  type AccountInfo,
  type ChangeMailing,
} from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

/** PUT /interactionSite/account/edit/changeMailing `{ mailing, university_id }` → `{ mailing }`. */
export function changeMailing(body: ChangeMailing) {
  return apiClient.put('/interactionSite/account/edit/changeMailing', body, {
    schema: mailingResultSchema,
  });
}

/** Mailing switches flip at once and flip back if the server says no (optimistic). */
export function useChangeMailing() {
  const queryClient = useQueryClient();
  const infoKey = [...accountKeys.all, 'info'];
  return useMutation({
    mutationFn: changeMailing,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: infoKey });
      const previous = queryClient.getQueriesData<AccountInfo>({ queryKey: infoKey });
      queryClient.setQueriesData<AccountInfo>({ queryKey: infoKey }, (account) =>
        account ? { ...account, mailing: body.mailing } : account,
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      context?.previous.forEach(([key, data]) => queryClient.setQueryData(key, data));
    },
    onSuccess: ({ mailing }) => {
      queryClient.setQueriesData<AccountInfo>({ queryKey: infoKey }, (account) =>
        account ? { ...account, mailing } : account,
      );
    },
  });
}

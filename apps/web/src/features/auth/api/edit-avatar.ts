import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarResultSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

/** PUT /interactionSite/account/edit/avatar, multipart with the image as `file` → `{ avatar }`. */
export function editAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiClient.put('/interactionSite/account/edit/avatar', body, {
    schema: avatarResultSchema,
  });
}

export function useEditAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAvatar,
    meta: { toastErrors: false },
    onSuccess: ({ avatar }) => {
      queryClient.setQueriesData<AccountInfo>(
        { queryKey: [...accountKeys.all, 'info'] },
        (account) => (account ? { ...account, avatar } : account),
      );
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

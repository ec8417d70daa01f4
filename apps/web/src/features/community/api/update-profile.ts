import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  communityAccountResponseSchema,
  type CommunityAccount,
  type CommunityProfileFields,
} from '@quad/shared/contracts/community-accounts';
import { apiClient } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

export type ProfileUpdate = CommunityProfileFields & { avatar?: File | null };

/**
 * PUT /community/account/profile/update (multipart): names, subjects as one JSON-array field,
 * and an optional avatar file. Answers the account as it is now.
 */
export async function updateProfile(update: ProfileUpdate): Promise<CommunityAccount> {
  const form = new FormData();
  form.set('firstName', update.firstName);
  form.set('lastName', update.lastName);
  if (update.subjectIds) form.set('subjectIds', JSON.stringify(update.subjectIds));
  if (update.avatar) form.set('avatar', update.avatar);
  const data = await apiClient.put('/community/account/profile/update', form, {
    schema: communityAccountResponseSchema,
  });
  return data.account;
}

/** Saves the profile and puts the answer in place of the account everywhere it shows. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The screens that save say what went wrong next to the form.
    meta: { toastErrors: false },
    onSuccess: (account) => {
      queryClient.setQueryData(communityKeys.account(), account);
      // Lists filtered by subject, or refused before subjects were chosen, read again.
      void queryClient.invalidateQueries({ queryKey: communityKeys.dialogs() });
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chatSafetySettingsResponseSchema,
  type ChatSafetySettings,
} from '@quad/shared/contracts/dialog-actions';
import { apiClient } from '../../../lib/api-client';

const PATH = '/interactionSite/dialogs/chatSafety';
const chatSafetyKey = ['chatSafety'] as const;

/** GET …/dialogs/chatSafety: the admin's university's chat safety settings. */
export async function getChatSafety(signal?: AbortSignal) {
  const data = await apiClient.get(PATH, { signal, schema: chatSafetySettingsResponseSchema });
  return data.settings;
}

export function chatSafetyQueryOptions() {
  return queryOptions({ queryKey: chatSafetyKey, queryFn: ({ signal }) => getChatSafety(signal) });
}

export function useChatSafetyQuery(enabled: boolean) {
  return useQuery({ ...chatSafetyQueryOptions(), enabled });
}

/** PUT …/dialogs/chatSafety: saves them (audited on the server). */
export function useSaveChatSafetyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ChatSafetySettings) =>
      (await apiClient.put(PATH, settings, { schema: chatSafetySettingsResponseSchema })).settings,
    onSuccess: (settings) => queryClient.setQueryData(chatSafetyKey, settings),
  });
}

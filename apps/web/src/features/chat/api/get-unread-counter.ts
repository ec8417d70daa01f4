import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const newMessagesCounterSchema = () =>
  import('@quad/shared/contracts/dialogs').then((contract) => contract.newMessagesCounterSchema);

/** GET /interactionSite/dialogs/new/messagesCounter: unread messages over all chats. */
export async function getUnreadCounter(signal?: AbortSignal): Promise<number> {
  const data = await apiClient.get('/interactionSite/dialogs/new/messagesCounter', {
    signal,
    schema: newMessagesCounterSchema,
  });
  return data.total;
}

export function unreadCounterQueryOptions() {
  return queryOptions({
    queryKey: dialogKeys.unreadCounter(),
    queryFn: ({ signal }) => getUnreadCounter(signal),
    staleTime: 20_000,
  });
}

export function useUnreadCounterQuery(enabled: boolean) {
  return useQuery({ ...unreadCounterQueryOptions(), enabled });
}

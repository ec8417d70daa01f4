import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { personLiteSchema } from '@quad/shared/contracts/common';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { ApiError, apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';
import type { InviteKind } from './invite-users';

/** People offered for an invitation: only what the picker shows, whatever else the list holds. */
const invitableSchema = personLiteSchema.extend({
  subject: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
});
export type Invitable = z.infer<typeof invitableSchema>;
const invitablesSchema = z.object({ users: z.array(invitableSchema) });

const INVITE_SEARCH_LIMIT = 20;

/**
 * GET /widget/users/type/ambassadors or …/admins with `search` (and the dialog, for admins).
 * Where the server has no ambassadors route yet, the ambassador list search stands in.
 */
export async function searchUsers(
  kind: InviteKind,
  search: string,
  dialogId: number,
  scope: WidgetScope,
  signal?: AbortSignal,
): Promise<Invitable[]> {
  try {
    const data = await apiClient.get(`/widget/users/type/${kind}`, {
      query: { search: search || undefined, dialogId, ...scope },
      signal,
      schema: invitablesSchema,
    });
    return data.users;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404 || kind !== 'ambassadors') throw error;
    const data = await apiClient.post(
      '/widget/users/getUsers',
      { ...scope, searchItems: search || undefined, limit: INVITE_SEARCH_LIMIT, offset: 0 },
      { signal, schema: invitablesSchema },
    );
    return data.users;
  }
}

export function searchUsersQueryOptions(
  kind: InviteKind,
  search: string,
  dialogId: number,
  scope: WidgetScope,
) {
  return queryOptions({
    queryKey: dialogKeys.userSearch(kind, search, dialogId),
    queryFn: ({ signal }) => searchUsers(kind, search, dialogId, scope, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSearchUsersQuery(
  kind: InviteKind,
  search: string,
  dialogId: number,
  scope: WidgetScope,
) {
  return useQuery(searchUsersQueryOptions(kind, search, dialogId, scope));
}

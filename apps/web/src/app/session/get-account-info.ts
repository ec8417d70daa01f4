import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { widgetScope, type ParsedBase, type WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../lib/api-client';
import { WidgetContext } from '../widget-context/use-widget';
import { useSessionToken } from './use-session-token';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const accountInfoResponseSchema = () =>
  import('@quad/shared/contracts/auth').then((contract) => contract.accountInfoResponseSchema);

/** The widget an account is seen from; it decides which mandatory questions count. */
export type AccountScope = WidgetScope | Record<string, never>;

/** The scope of a base, or none outside a widget. */
export function accountScopeOf(base: ParsedBase | null | undefined): AccountScope {
  return base ? widgetScope(base) : {};
}

/** Query keys of the signed-in account. Everything under `all` is cleared at sign-out. */
export const accountKeys = {
  all: ['account'] as const,
  info: (scope: AccountScope) => [...accountKeys.all, 'info', scope] as const,
};

/** GET /interactionSite/account/info (CONTRACT §2) with the widget's universityId or groupId. */
export async function getAccountInfo(
  scope: AccountScope,
  signal?: AbortSignal,
): Promise<AccountInfo> {
  const data = await apiClient.get('/interactionSite/account/info', {
    query: scope,
    signal,
    schema: accountInfoResponseSchema,
  });
  return data.account;
}

export function accountInfoQueryOptions(scope: AccountScope) {
  return queryOptions({
    queryKey: accountKeys.info(scope),
    queryFn: ({ signal }) => getAccountInfo(scope, signal),
    staleTime: 60_000,
  });
}

export type AccountState = {
  /** The signed-in account, or null when signed out (or not loaded yet). */
  account: AccountInfo | null;
  isSignedIn: boolean;
  /** A token is stored but the account is still loading: show a placeholder, not "Sign in". */
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
};

/**
 * The signed-in person, for any feature: null when signed out. Reacts to sign-in and sign-out
 * (including the API client's forced sign-out after a failed token refresh).
 */
export function useAccount(): AccountState {
  const token = useSessionToken();
  const base = useContext(WidgetContext)?.base;
  const query = useQuery({
    ...accountInfoQueryOptions(accountScopeOf(base)),
    enabled: token !== null,
  });
  const account = token !== null ? (query.data ?? null) : null;
  return {
    account,
    isSignedIn: account !== null,
    isPending: token !== null && query.isPending,
    isError: token !== null && query.isError,
    refetch: () => void query.refetch(),
  };
}

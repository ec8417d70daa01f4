import { queryOptions } from '@tanstack/react-query';
import {
  authResultSchema,
  type AuthResult,
  type SocialRegistration,
} from '@quad/shared/contracts/auth';
import {
  socialProvidersResponseSchema,
  ssoExchangeResultSchema,
  ssoStartResultSchema,
  universitySsoDataResponseSchema,
  type PopupProvider,
  type PortalSignIn,
  type SocialProvider,
  type SsoData,
  type SsoExchange,
  type SsoExchangeResult,
  type SsoNewLogin,
  type SsoStart,
} from '@quad/shared/contracts/sign-in';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';

/** `universityId` / `universityGroupId` as the sign-in routes name them. */
export function signInScope(scope: WidgetScope) {
  return 'universityId' in scope
    ? { universityId: scope.universityId }
    : { universityGroupId: scope.groupId };
}

/** GET /interactionSite/auth/universitySsoData → the university's provider, or null. */
export async function getUniversitySsoData(
  scope: WidgetScope,
  signal?: AbortSignal,
): Promise<SsoData | null> {
  const data = await apiClient.get('/interactionSite/auth/universitySsoData', {
    query: signInScope(scope),
    signal,
    schema: universitySsoDataResponseSchema,
  });
  return data.ssoData;
}

/** Whether a university signs in through its own provider changes rarely: once a visit. */
export function universitySsoDataQueryOptions(scope: WidgetScope) {
  return queryOptions({
    queryKey: ['sign-in-providers', scope] as const,
    queryFn: ({ signal }) => getUniversitySsoData(scope, signal),
    staleTime: 10 * 60_000,
  });
}

/** GET /interactionSite/auth/providers → the social providers offered (Google, Facebook …). */
export async function getSocialProviders(signal?: AbortSignal): Promise<SocialProvider[]> {
  const data = await apiClient.get('/interactionSite/auth/providers', {
    signal,
    schema: socialProvidersResponseSchema,
  });
  return data.providers;
}

/** The same for every widget of this Quad; it changes with a redeploy only. */
export function socialProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['sign-in-providers', 'social'] as const,
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: Infinity,
  });
}

export type SsoStartInput = Omit<SsoStart, 'provider'> & { provider?: PopupProvider };

/** POST /interactionSite/auth/sso/start → the provider URL the popup goes to. */
export async function startSso(body: SsoStartInput): Promise<string> {
  const data = await apiClient.post('/interactionSite/auth/sso/start', body, {
    schema: ssoStartResultSchema,
  });
  return data.authorizationUrl;
}

export type SsoExchangeInput = Omit<SsoExchange, 'accessType'> & {
  accessType?: SsoExchange['accessType'];
};

/** POST /interactionSite/auth/login/ssoCognito: the popup's code, traded by the opener. */
export function exchangeSso(body: SsoExchangeInput): Promise<SsoExchangeResult> {
  return apiClient.post('/interactionSite/auth/login/ssoCognito', body, {
    schema: ssoExchangeResultSchema,
  });
}

export type PortalSignInInput = Omit<PortalSignIn, 'accessType'> & {
  accessType?: PortalSignIn['accessType'];
};

/** POST /interactionSite/auth/login/sso: sign-in data from the university's own portal. */
export function portalSignIn(body: PortalSignInInput): Promise<SsoExchangeResult> {
  return apiClient.post('/interactionSite/auth/login/sso', body, {
    schema: ssoExchangeResultSchema,
  });
}

export type SsoLinkInput = Omit<SsoNewLogin, 'accessType'> & {
  accessType?: SsoNewLogin['accessType'];
};

/** POST /interactionSite/auth/ssoNewLogin: the mailed code that links the sign-in. */
export function confirmSsoLink(body: SsoLinkInput): Promise<AuthResult> {
  return apiClient.post('/interactionSite/auth/ssoNewLogin', body, { schema: authResultSchema });
}

export type ProviderRegistrationInput = Omit<
  SocialRegistration,
  'marketing_preference' | 'resive_email' | 'communications' | 'answers' | 'accessType'
> &
  Partial<
    Pick<
      SocialRegistration,
      'marketing_preference' | 'resive_email' | 'communications' | 'answers' | 'accessType'
    >
  >;

/** POST /interactionSite/auth/registration/social/media/{type}: sign-up a provider vouched for. */
export function registerWithProvider(
  type: PopupProvider,
  body: ProviderRegistrationInput,
): Promise<AuthResult> {
  return apiClient.post(`/interactionSite/auth/registration/social/media/${type}`, body, {
    schema: authResultSchema,
  });
}

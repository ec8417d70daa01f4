import type { SecretBox } from '../../core/auth/secret-box';
import type { AccountsContext } from '../accounts/accounts.deps';
import type { OidcClients } from './oidc';

/** What sign-in services are handed: the accounts context plus the provider clients. */
export type SignInContext = AccountsContext & { oidc: OidcClients; secrets: SecretBox };

/** Where every provider answers (OpenID Connect and OAuth 2.0 by redirect, SAML by POST). */
export const CALLBACK_PATH = '/api/v1/interactionSite/auth/sso/callback';

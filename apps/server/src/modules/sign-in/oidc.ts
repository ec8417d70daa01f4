import * as client from 'openid-client';
import { ERROR_CODES } from '@quad/shared/errors';
import { AppError } from '../../core/errors/app-error';
import type { ProviderIdentity } from './sign-in.repository';

/** One OpenID Connect provider as Quad is registered with it. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

/** 502: the provider could not be reached or answered something unusable. */
export class IdentityProviderUnavailable extends AppError {
  constructor(
    message = "Your university's sign-in service cannot be reached right now. Please try again in a few minutes.",
  ) {
    super(502, ERROR_CODES.IDENTITY_PROVIDER_UNAVAILABLE, message);
  }
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * Discovered provider configurations, cached for an hour per issuer and client. Plain http is
 * accepted only outside production or for a provider on this machine (the development provider
 * and the test peers).
 */
export class OidcClients {
  private readonly cache = new Map<string, { at: number; config: Promise<client.Configuration> }>();

  constructor(private readonly production: boolean) {}

  configuration(settings: OidcSettings): Promise<client.Configuration> {
    const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = this.discover(settings);
    this.cache.set(key, { at: Date.now(), config });
    // A failed discovery is not kept: the next sign-in tries again.
    config.catch(() => this.cache.delete(key));
    return config;
  }

  private async discover(settings: OidcSettings): Promise<client.Configuration> {
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:';
    if (insecure && this.production && !isLoopback(issuer)) {
      throw new IdentityProviderUnavailable(
        "Your university's sign-in service must use https. Please tell the university.",
      );
    }
    try {
      return await client.discovery(
        issuer,
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        insecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
    } catch {
      throw new IdentityProviderUnavailable();
    }
  }
}

/** The provider URL the popup goes to, asking for the person's email and name. */
export function authorizationUrl(
  config: client.Configuration,
  input: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
): string {
  return client
    .buildAuthorizationUrl(config, {
      redirect_uri: input.redirectUri,
      scope: 'openid email profile',
      state: input.state,
      nonce: input.nonce,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'login',
    })
    .toString();
}

/**
 * Completes the code grant of a callback: state, nonce, PKCE, issuer, audience and ID token
 * signature are checked by openid-client; anything off throws.
 */
export async function identityFromCallback(
  config: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
  provider: string,
): Promise<ProviderIdentity> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  let email = typeof claims['email'] === 'string' ? claims['email'] : null;
  let firstName = typeof claims['given_name'] === 'string' ? claims['given_name'] : null;
  let lastName = typeof claims['family_name'] === 'string' ? claims['family_name'] : null;
  let emailVerified = claims['email_verified'] === true;
  if (!email && tokens.access_token) {
    // Some providers keep profile claims out of the ID token; the userinfo endpoint has them.
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = typeof info.email === 'string' ? info.email : null;
    firstName ??= typeof info.given_name === 'string' ? info.given_name : null;
    lastName ??= typeof info.family_name === 'string' ? info.family_name : null;
    emailVerified = info.email_verified === true;
  }
  return {
    provider,
    subject: claims.sub,
    email: email?.trim().toLowerCase() ?? null,
    emailVerified,
    firstName,
    lastName,
  };
}

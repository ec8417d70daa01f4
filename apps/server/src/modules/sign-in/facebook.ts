import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import type { FacebookSettings } from '../../core/config/config';
import type { ProviderIdentity } from './sign-in.repository';

const TIMEOUT_MS = 10_000;

const tokenSchema = z.object({ access_token: text().min(1) });
const profileSchema = z.object({
  id: text().min(1),
  email: text().optional(),
  first_name: text().optional(),
  last_name: text().optional(),
});

/** Facebook Login's dialog for the flow of `state` (authorization code with PKCE). */
export function facebookAuthorizeUrl(
  settings: FacebookSettings,
  input: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(settings.authUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: input.redirectUri,
    state: input.state,
    response_type: 'code',
    scope: 'email,public_profile',
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * Trades the callback's code (with the PKCE verifier and the app secret) for an access token and
 * reads the person from the Graph API. Throws when Facebook refuses any step.
 */
export async function facebookIdentity(
  settings: FacebookSettings,
  callbackUrl: URL,
  checks: { redirectUri: string; codeVerifier: string },
): Promise<ProviderIdentity> {
  const code = callbackUrl.searchParams.get('code');
  if (!code) throw new Error('no code in the answer');
  const tokenResponse = await fetch(`${settings.graphUrl}/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      redirect_uri: checks.redirectUri,
      code,
      code_verifier: checks.codeVerifier,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);
  const { access_token: accessToken } = tokenSchema.parse(await tokenResponse.json());
  const profileResponse = await fetch(
    `${settings.graphUrl}/me?fields=id,email,first_name,last_name`,
    {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    },
  );
  if (!profileResponse.ok) throw new Error(`profile answered ${profileResponse.status}`);
  const profile = profileSchema.parse(await profileResponse.json());
  return {
    provider: 'facebook',
    subject: profile.id,
    email: profile.email?.trim().toLowerCase() ?? null,
    // Facebook gives out only addresses its members confirmed.
    emailVerified: profile.email !== undefined,
    firstName: profile.first_name ?? null,
    lastName: profile.last_name ?? null,
  };
}

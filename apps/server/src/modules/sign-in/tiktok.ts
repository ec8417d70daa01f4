import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import type { TikTokSettings } from '../../core/config/config';
import type { ProviderIdentity } from './sign-in.repository';

const TIMEOUT_MS = 10_000;

const tokenSchema = z.object({ access_token: text().min(1), open_id: text().min(1) });
const userSchema = z.object({
  data: z.object({
    user: z.object({ open_id: text().min(1), display_name: text().optional() }),
  }),
});

/** TikTok Login Kit's authorize page for the flow of `state`. */
export function tiktokAuthorizeUrl(
  settings: TikTokSettings,
  input: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(`${settings.authUrl}/v2/auth/authorize/`);
  url.search = new URLSearchParams({
    client_key: settings.clientKey,
    scope: 'user.info.basic',
    response_type: 'code',
    redirect_uri: input.redirectUri,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * The person an access token belongs to, asked of TikTok itself; `openId` (when given) must be
 * theirs. TikTok shares no email address, so registration asks for one.
 */
export async function tiktokIdentityOfToken(
  settings: TikTokSettings,
  accessToken: string,
  openId?: string,
): Promise<ProviderIdentity> {
  const response = await fetch(`${settings.apiUrl}/v2/user/info/?fields=open_id,display_name`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`user info answered ${response.status}`);
  const { user } = userSchema.parse(await response.json()).data;
  if (openId !== undefined && user.open_id !== openId) throw new Error('token of someone else');
  const [firstName, ...rest] = (user.display_name ?? '').trim().split(/\s+/);
  return {
    provider: 'tiktok',
    subject: user.open_id,
    email: null,
    emailVerified: false,
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
  };
}

/** Trades the callback's code for an access token, then asks who it belongs to. */
export async function tiktokIdentity(
  settings: TikTokSettings,
  callbackUrl: URL,
  checks: { redirectUri: string; codeVerifier: string },
): Promise<ProviderIdentity> {
  const code = callbackUrl.searchParams.get('code');
  if (!code) throw new Error('no code in the answer');
  const response = await fetch(`${settings.apiUrl}/v2/oauth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_key: settings.clientKey,
      client_secret: settings.clientSecret,
      code,
      grant_type: 'authorization_code',
      redirect_uri: checks.redirectUri,
      code_verifier: checks.codeVerifier,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const token = tokenSchema.parse(await response.json());
  return tiktokIdentityOfToken(settings, token.access_token, token.open_id);
}

import type { InjectOptions } from 'fastify';
import { communityAuthResultSchema } from '@quad/shared/contracts/community-accounts';
import type { App } from '../../app';
import { freshAddress } from '../../test/accounts-factories';

/** The community API's base path. */
export const COMMUNITY = '/api/v1/community';
/** A fingerprint as the community web derives one. */
export const FINGERPRINT = 'fp-0123456789abcdef';

/** A POST to a community route from a fresh address (per-address limits stay out of the way). */
export function communityPost(
  app: App,
  path: string,
  payload: object,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: `${COMMUNITY}${path}`,
    payload,
    remoteAddress: freshAddress(),
    ...extra,
  });
}

/** Signs in to the community with a password; the answer's data and cookies. */
export async function communitySignIn(
  app: App,
  input: { email: string; password: string; universityId: number; fingerprint?: string },
) {
  const response = await communityPost(app, '/auth/login', {
    fingerprint: FINGERPRINT,
    ...input,
  });
  if (response.statusCode !== 200) {
    throw new Error(`community sign-in failed with ${response.statusCode}: ${response.body}`);
  }
  const data = communityAuthResultSchema.parse(response.json().data);
  return { ...data, cookies: response.cookies };
}

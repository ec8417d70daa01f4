import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { text } from '@quad/shared/contracts/common';
import type { ProviderIdentity } from './sign-in.repository';

const AUDIENCE = 'quad:provider-registration';
const ISSUER = 'quad';
/** Time to fill in the registration form after the provider answered. */
const TTL = '30m';

const identitySchema = z.object({
  provider: text().min(1).max(200),
  subject: text().min(1).max(500),
  email: text().max(254).nullable(),
  emailVerified: z.boolean(),
  firstName: text().max(200).nullable(),
  lastName: text().max(200).nullable(),
});

/** `signedData`: what a provider vouched for, signed so the registration cannot alter it. */
export async function signRegistrationData(
  secret: string,
  identity: ProviderIdentity,
): Promise<string> {
  return new SignJWT({ identity })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(new TextEncoder().encode(secret));
}

/** The identity inside a `signedData`, or null when it is forged, altered or expired. */
export async function verifyRegistrationData(
  secret: string,
  signedData: string,
): Promise<ProviderIdentity | null> {
  try {
    const { payload } = await jwtVerify(signedData, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const parsed = identitySchema.safeParse(payload['identity']);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

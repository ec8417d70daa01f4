import { createHash } from 'node:crypto';
import { jwtDecrypt, jwtVerify, type JWTPayload } from 'jose';
import type { ProviderIdentity } from './sign-in.repository';

/** What the portal secret is sealed for (never the same as the client secret's). */
export const portalPurpose = (universityId: number) => `portal:${universityId}`;

/** How long portal sign-in data lives at the most: it is made for one click. */
const MAX_AGE = '5m';
const AUDIENCE = 'quad';

/** The 256-bit key both forms use: SHA-256 of the portal secret. */
function keyOf(secret: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(secret).digest());
}

/** A checked portal payload: who, and the id that makes it usable once. */
export interface PortalClaims {
  identity: ProviderIdentity;
  jti: string;
  expiresAt: Date;
}

const claim = (payload: JWTPayload, name: string) =>
  typeof payload[name] === 'string' && payload[name] ? (payload[name] as string) : null;

/**
 * Verifies sign-in data from a university's portal: HS256-signed, or — where the university asks
 * for `ssoEncrypted` — encrypted (`dir`, A256GCM) with the same secret, and nothing else. The
 * audience must be "quad"; `sub`, `jti`, `iat` and `exp` are required and it may be five minutes
 * old at the most. Throws when any check fails.
 */
export async function portalClaims(
  signedData: string,
  options: { secret: string; encrypted: boolean; universityId: number },
): Promise<PortalClaims> {
  const key = keyOf(options.secret);
  const checks = {
    audience: AUDIENCE,
    maxTokenAge: MAX_AGE,
    requiredClaims: ['sub', 'jti', 'iat', 'exp'],
  };
  const { payload } = options.encrypted
    ? await jwtDecrypt(signedData, key, {
        ...checks,
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      })
    : await jwtVerify(signedData, key, { ...checks, algorithms: ['HS256'] });
  const subject = claim(payload, 'sub');
  const jti = claim(payload, 'jti');
  if (!subject || !jti || typeof payload.exp !== 'number') throw new Error('incomplete claims');
  const email = claim(payload, 'email');
  return {
    jti,
    expiresAt: new Date(payload.exp * 1000),
    identity: {
      provider: `portal:${options.universityId}`,
      subject,
      email: email?.trim().toLowerCase() ?? null,
      // The university vouches for the addresses it gives out.
      emailVerified: email !== null,
      firstName: claim(payload, 'given_name'),
      lastName: claim(payload, 'family_name'),
    },
  };
}

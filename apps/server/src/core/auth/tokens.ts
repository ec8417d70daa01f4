import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { RoleKey } from '@quad/shared/roles';
import { ERROR_CODES } from '@quad/shared/errors';
import { UnauthorizedError } from '../errors/app-error';
import { problem } from '../errors/problems';

/** Who is calling: decoded from a verified access token, never from the body. */
export interface Actor {
  id: number;
  role: RoleKey;
  universityId: number | null;
  /** main: the widget account; community: the separate community session. */
  audience: 'main' | 'community';
  /** The sign-in this token belongs to (its refresh token family): revoking it ends the token. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'quad';

export interface TokenService {
  signAccess(actor: Actor): Promise<string>;
  verifyAccess(token: string): Promise<Actor>;
}

/** HS256 access tokens with jose; a short life keeps revocation simple. */
export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess(actor) {
      return new SignJWT({ role: actor.role, uni: actor.universityId, sid: actor.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(actor.id))
        .setIssuer(ISSUER)
        .setAudience(actor.audience)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: ['main', 'community'],
          algorithms: ['HS256'],
          // A token without an expiry would never end; one without a sign-in could not be revoked.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const id = Number(payload.sub);
        const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
        const sessionId = payload.sid;
        if (
          !Number.isInteger(id) ||
          id <= 0 ||
          typeof payload.role !== 'string' ||
          typeof sessionId !== 'string' ||
          !UUID.test(sessionId)
        ) {
          throw new UnauthorizedError(problem('sessionInvalid'));
        }
        return {
          id,
          role: payload.role as RoleKey,
          universityId: typeof payload.uni === 'number' ? payload.uni : null,
          audience: audience === 'community' ? 'community' : 'main',
          sessionId,
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new UnauthorizedError(problem('sessionExpired'), ERROR_CODES.TOKEN_EXPIRED);
        }
        if (error instanceof UnauthorizedError) throw error;
        throw new UnauthorizedError(problem('sessionInvalid'));
      }
    },
  };
}

/** Reads `Bearer <token>`; undefined when the header is absent. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new UnauthorizedError(problem('bearerHeader'));
  return match[1];
}

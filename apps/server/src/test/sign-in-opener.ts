import { createHash, randomBytes } from 'node:crypto';

/** What the window that opens a sign-in popup keeps: its verifier, and the channel key. */
export interface Opener {
  verifier: string;
  /** SHA-256 of the verifier (base64url), the only part the popup carries. */
  challenge: string;
  guest: string;
}

export function opener(): Opener {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    guest: randomBytes(12).toString('base64url'),
  };
}

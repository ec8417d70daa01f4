import { randomBytes } from 'node:crypto';

/** `bytes` cryptographically random bytes written as lowercase hex (twice as many characters). */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

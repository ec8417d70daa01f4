const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Web Crypto, global in browsers and in Node 20+; this package is typed without either. */
const webCrypto = (
  globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } }
).crypto;

/** A visit's random-order seed: a random 7-character string (spec §9). */
export function randomSeed(): string {
  return Array.from(
    webCrypto.getRandomValues(new Uint8Array(7)),
    (byte) => ALPHABET[byte % ALPHABET.length],
  ).join('');
}

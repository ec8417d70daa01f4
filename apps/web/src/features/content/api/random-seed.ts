import { firstScreen } from '../../../lib/first-screen';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 7-character string (spec §9). */
export function randomSeed(): string {
  return Array.from(
    crypto.getRandomValues(new Uint8Array(7)),
    (byte) => ALPHABET[byte % ALPHABET.length],
  ).join('');
}

/**
 * One seed per visit for randomly ordered lists (ambassadors, FAQs, group chats): pages and the
 * 60-second refresh keep the same order, so nobody jumps or repeats while someone scrolls. A
 * home the page carries was ordered with the seed it names, which the visit then keeps.
 */
export const VISIT_SEED = firstScreen()?.home?.randomSeed ?? randomSeed();

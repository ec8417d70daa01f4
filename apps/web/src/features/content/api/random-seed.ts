import { randomSeed } from '@quad/shared/rules/random-seed';
import { firstScreen } from '../../../lib/first-screen';

/**
 * One seed per visit for randomly ordered lists (ambassadors, FAQs, group chats): pages and the
 * 60-second refresh keep the same order, so nobody jumps or repeats while someone scrolls. A
 * home the page carries was ordered with the seed it names, which the visit then keeps.
 */
export const VISIT_SEED = firstScreen()?.home?.randomSeed ?? randomSeed();

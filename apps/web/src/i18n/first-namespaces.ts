/**
 * The widget's texts come in three parts per language, each fetched once when first needed:
 * - `first`, what the home shows to anyone (English's ships in the app);
 * - `account`, what the home's header shows someone signed in (their account menu, the terms to
 *   accept, the chats link): fetched when a session starts, never for a visitor who only reads;
 * - `later`, the screens beyond the home (the console, community, live events, applications,
 *   notices, single sign-on, and the sign-in and chat screens, which need `account` too).
 */
export const FIRST_NAMESPACES = ['translation', 'content'] as const;
export const ACCOUNT_NAMESPACES = ['auth', 'chat'] as const;

export type TextPart = 'first' | 'account' | 'later';

/** The part a namespace's texts travel in. */
export function partOf(namespace: string): TextPart {
  if ((FIRST_NAMESPACES as readonly string[]).includes(namespace)) return 'first';
  if ((ACCOUNT_NAMESPACES as readonly string[]).includes(namespace)) return 'account';
  return 'later';
}

/**
 * The namespaces the widget's home needs to show: they load with it (English ships in the app,
 * another language's arrive in one chunk). The others — the console, community, live events,
 * applications, notices, single sign-on — arrive with the first screen that uses them.
 */
export const FIRST_NAMESPACES = ['translation', 'content', 'auth', 'chat'] as const;

/** Whether a namespace loads with the home (see FIRST_NAMESPACES). */
export function isFirstNamespace(namespace: string): boolean {
  return (FIRST_NAMESPACES as readonly string[]).includes(namespace);
}

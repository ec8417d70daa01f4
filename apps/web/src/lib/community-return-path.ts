import { parseBase } from '@quad/shared/rules/base-path';

const KEY = 'communityPreviousPath';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Spec §4: leaving the community session stores the current path as the previous path, except
 * at the community root, so signing in again comes back to it.
 */
export function rememberCommunityPath(path: string): void {
  const base = parseBase(path)?.base ?? '';
  const rest = path.slice(base.length).replace(/\/+$/, '');
  if (!rest.startsWith('/community') || rest === '/community') return;
  if (/^\/community\/(sign-in|sign-up|forgot-password)/.test(rest)) return;
  try {
    storage()?.setItem(KEY, path);
  } catch {
    // Storage refused: signing in goes to the community home instead.
  }
}

/** The stored previous path, once: reading it forgets it. */
export function takeCommunityPath(): string | null {
  const store = storage();
  try {
    const path = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}

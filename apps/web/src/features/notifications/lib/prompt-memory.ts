const DISMISSED_KEY = 'quad.pushPromptDismissed';

/** Whether the person said "Not now" on this device. */
export function promptDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissal(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode: the prompt may ask again next visit.
  }
}

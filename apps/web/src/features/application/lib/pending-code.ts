import { accessCodeResultSchema, type AccessCodeResult } from '@quad/shared/contracts/application';

// The checked code waits here between the code and account screens, so a reload on the
// account screen keeps it (tab-scoped: it never outlives the tab).
const KEY = 'quad:apply:code';

/** Remembers a checked access code for the account screen. */
export function rememberCode(result: AccessCodeResult): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(result));
  } catch {
    // Storage may be blocked in a third-party frame; the flow still works without a reload.
  }
}

/** The checked code of this tab, if any. */
export function pendingCode(): AccessCodeResult | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (accessCodeResultSchema.safeParse(JSON.parse(stored)).data ?? null) : null;
  } catch {
    return null;
  }
}

/** Forgets the code (registered, or the person wants another). */
export function forgetCode(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

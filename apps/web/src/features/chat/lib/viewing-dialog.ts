import { parsePathId } from '@quad/shared/rules/base-path';

/** The chat a path shows ({base}/interaction/dialogs/{id}), or null. */
export function viewingDialogIdOf(pathname: string): number | null {
  const match = /\/interaction\/dialogs\/([^/?#]+)/.exec(pathname);
  return match ? parsePathId(match[1]) : null;
}

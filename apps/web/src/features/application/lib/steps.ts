import type { Application, ApplicationStep } from '@quad/shared/contracts/application';

/** The screens of the flow, in order; each is `{base}/apply/{screen}` (the code is `{base}/apply`). */
export const SCREENS = ['code', 'account', 'profile', 'photo', 'welcome', 'status'] as const;
export type Screen = (typeof SCREENS)[number];

/** The screen of a path segment after `apply/`, or null for an unknown one. */
export function screenOf(segment: string | undefined): Screen | null {
  if (!segment) return 'code';
  return (SCREENS as readonly string[]).includes(segment) && segment !== 'code'
    ? (segment as Screen)
    : null;
}

/** The address of a screen. */
export function screenPath(base: string, screen: Screen): string {
  return screen === 'code' ? `${base}/apply` : `${base}/apply/${screen}`;
}

/** The screen the server's next step asks for. */
export function screenForStep(step: ApplicationStep): Screen {
  switch (step) {
    case 'profile':
      return 'profile';
    case 'avatar':
      return 'photo';
    case 'welcome':
      return 'welcome';
    case 'done':
      return 'status';
  }
}

/** Whether an applicant may be on a screen: any step done so far, and the next one. */
export function mayOpen(application: Application, screen: Screen): boolean {
  if (screen === 'code' || screen === 'account') return false;
  const next = screenForStep(application.next_step);
  if (screen === 'status') return next === 'status';
  // A sent application is changed again only after a rejection.
  if (next === 'status') return application.status === 'rejected';
  const order = SCREENS.indexOf(screen);
  return order <= SCREENS.indexOf(next);
}

/** The four steps the progress bar counts: code and account are one. */
export const STEP_TOTAL = 4;

/** 1-based step number of a screen, or null for the status screen. */
export function stepNumber(screen: Screen): number | null {
  switch (screen) {
    case 'code':
    case 'account':
      return 1;
    case 'profile':
      return 2;
    case 'photo':
      return 3;
    case 'welcome':
      return 4;
    case 'status':
      return null;
  }
}

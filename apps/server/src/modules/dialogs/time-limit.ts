/**
 * The ambassador chat-time allowance (spec §4 `timeIsUp`). A university may give its
 * ambassadors so many minutes of chat per week or month; every message an ambassador sends
 * counts a fixed amount of chat time, and the allowance renews when its window ends.
 */

/** Chat time one ambassador message uses up. */
export const AMBASSADOR_SECONDS_PER_MESSAGE = 60;

/** The allowance as stored: the university's limit and what the ambassador has used. */
export interface AllowanceState {
  timeIsUp: boolean;
  limitMinutes: number | null;
  period: string;
  usedSeconds: number;
  periodStartedAt: Date | null;
}

/** When a window that started at `start` ends. */
export function periodEnd(start: Date, period: string): Date {
  const end = new Date(start);
  if (period === 'week') end.setUTCDate(end.getUTCDate() + 7);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Whether the window has ended (or never started), so the count starts again at `now`. */
export function needsRenewal(state: AllowanceState, now: Date): boolean {
  return !state.periodStartedAt || periodEnd(state.periodStartedAt, state.period) <= now;
}

/** Whether this much chat time uses up the limit; no limit is never used up. */
export function isUsedUp(usedSeconds: number, limitMinutes: number | null): boolean {
  return limitMinutes !== null && usedSeconds >= limitMinutes * 60;
}

/** Whether the ambassador may not write now: the limit is used up in the current window. */
export function isTimeUp(state: AllowanceState, now: Date): boolean {
  if (state.limitMinutes === null || needsRenewal(state, now)) return false;
  return state.timeIsUp || isUsedUp(state.usedSeconds, state.limitMinutes);
}

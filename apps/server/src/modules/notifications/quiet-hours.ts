/** The hour and minute it is in a time zone (UTC when the zone is unknown). */
function localTime(now: Date, timeZone: string): { hour: number; minute: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return { hour: now.getUTCHours(), minute: now.getUTCMinutes() };
  }
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { hour: value('hour'), minute: value('minute') };
}

/**
 * When quiet hours end, if `now` falls in them for someone in `timeZone`; null when a notice may
 * go now. Quiet hours run from `from` o'clock to `to` o'clock and may span midnight (22–7).
 */
export function quietUntil(
  now: Date,
  timeZone: string,
  quiet: { from: number; to: number } | undefined,
): Date | null {
  if (!quiet || quiet.from === quiet.to) return null;
  const { hour, minute } = localTime(now, timeZone);
  const inside =
    quiet.from < quiet.to
      ? hour >= quiet.from && hour < quiet.to
      : hour >= quiet.from || hour < quiet.to;
  if (!inside) return null;
  const hoursLeft = (quiet.to - hour + 24) % 24;
  return new Date(now.getTime() + (hoursLeft * 60 - minute) * 60_000);
}

import type { AmbassadorCard } from '@quad/shared/contracts/content';
import { isPermissionAllowed, PERMISSION_KEYS } from '@quad/shared/contracts/constants';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';

/** Whether flags go next to home countries (permission display_ambassador_country_flag). */
export function showsCountryFlag(settings: WidgetSettings): boolean {
  return isPermissionAllowed(settings.permissions, PERMISSION_KEYS.displayAmbassadorCountryFlag);
}

/** The year of study as written ("2" → 2, "Final year" stays text). */
export function yearOfStudy(
  ambassador: Pick<AmbassadorCard, 'year_of_study'>,
): { kind: 'number'; year: number } | { kind: 'text'; text: string } | null {
  const value = ambassador.year_of_study?.trim();
  if (!value) return null;
  const digits = /^(?:year\s*)?(\d{1,2})$/i.exec(value);
  return digits?.[1] ? { kind: 'number', year: Number(digits[1]) } : { kind: 'text', text: value };
}

/** The opening of a bio for the one inviting line of a card: whole sentences, about a line's worth. */
export function invitingLine(description: string): string {
  const text = description.trim().replace(/\s+/g, ' ');
  const sentences = text.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? [text];
  let line = '';
  for (const sentence of sentences) {
    line = `${line} ${sentence.trim()}`.trim();
    if (line.length >= 48) break;
  }
  return line;
}

export type ReplyTime = 'hour' | 'fewHours' | 'day' | 'days';

/**
 * "Typically replies within …" in human steps, from the median seconds the server sends (none
 * when it has too few replies to tell).
 */
export function replyTimeOf(
  ambassador: Pick<AmbassadorCard, 'reply_time_seconds'>,
): ReplyTime | null {
  const seconds = ambassador.reply_time_seconds;
  if (seconds === null || seconds === undefined) return null;
  if (seconds <= 60 * 60) return 'hour';
  if (seconds <= 4 * 60 * 60) return 'fewHours';
  if (seconds <= 24 * 60 * 60) return 'day';
  return 'days';
}

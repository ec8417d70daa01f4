import { i18n } from '../../../i18n/i18n';
import { dateTimeFormat } from '../../../lib/intl-formats';

/** "10:42" (or "10:42 AM") in the reader's language. */
export function formatTime(iso: string): string {
  return dateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole days between a date and today (0 today, 1 yesterday). */
export function daysAgo(date: Date, now: Date = new Date()): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
}

/** A day separator's date: "Monday 2 March", with the year when it is not this year. */
export function formatDay(date: Date, now: Date = new Date()): string {
  return dateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The time of a chat's last activity in the list: a time today, a weekday this week, else a date. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysAgo(date, now);
  if (days <= 0) return formatTime(iso);
  if (days < 7) return dateTimeFormat(i18n.language, { weekday: 'short' }).format(date);
  return dateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: '2-digit' }),
  }).format(date);
}

/** "14 Nov, 7:26" in the reader's language: a forum post's time, compact but absolute. */
export function formatDateTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return dateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** "September 2026" for a `YYYY-MM-DD` date; anything else is shown as it is. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(date);
}

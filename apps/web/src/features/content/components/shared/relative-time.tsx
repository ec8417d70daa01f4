import { useTranslation } from 'react-i18next';
import { dateTimeFormat, relativeTimeFormat } from '../../../../lib/intl-formats';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", in the reader's language, from an ISO date. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** A <time> that reads "3 days ago" and shows the full date on hover. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { i18n } = useTranslation();
  const full = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(date));
  return (
    <time dateTime={date} title={full} className={className}>
      {relativeTime(date, i18n.language)}
    </time>
  );
}

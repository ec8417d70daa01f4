import { useTranslation } from 'react-i18next';
import type { LiveStreamCard } from '@quad/shared/contracts/content';
import { cx } from '../../../lib/cx';
import styles from './status-badge.module.css';

export type BadgeKind = 'live' | 'upcoming' | 'onDemand' | 'ended' | 'cancelled';

/** What the badge says of an event's status (DESIGN.md: Live, Upcoming, On demand). */
export function badgeOf(stream: Pick<LiveStreamCard, 'status' | 'video'>): BadgeKind {
  switch (stream.status) {
    case 'inProgress':
      return 'live';
    case 'upcoming':
      return 'upcoming';
    case 'onDemand':
      return 'onDemand';
    case 'completed':
      return stream.video ? 'onDemand' : 'ended';
    case 'cancelled':
      return 'cancelled';
    case 'archived':
      return 'ended';
  }
}

/** The status pill; a live one pulses (still, for people who ask for less motion). */
export function StatusBadge({ kind, className }: { kind: BadgeKind; className?: string }) {
  const { t } = useTranslation('liveEvents');
  return (
    <span className={cx(styles.badge, styles[kind], className)} data-testid="live-status">
      {kind === 'live' && <span className={styles.pulse} aria-hidden="true" />}
      {t(`status.${kind}`)}
    </span>
  );
}

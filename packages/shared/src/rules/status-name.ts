import { z } from 'zod';

/** Event and session statuses of spec §4. */
export const LIVE_EVENT_STATUSES = [
  'upcoming',
  'completed',
  'inProgress',
  'cancelled',
  'onDemand',
  'archived',
] as const;

export type LiveEventStatus = (typeof LIVE_EVENT_STATUSES)[number];

export const liveEventStatusSchema = z
  .enum(LIVE_EVENT_STATUSES)
  .meta({ id: 'LiveEventStatus', description: 'Status of a live event' });

/** The status with a space before each capital letter: 'inProgress' → 'in Progress'. */
export function statusName(status: string): string {
  return status.replace(/(\p{Lu})/gu, ' $1').trimStart();
}

/** True for statuses shown in the on-demand shape (recorded video, no stream-active flag). */
export function isOnDemandShape(status: string): boolean {
  return status === 'onDemand' || status === 'completed';
}

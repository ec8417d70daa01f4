import { createHmac } from 'node:crypto';
import { isAdminOrSpeaker, isAmbassador } from '@quad/shared/roles';
import type { WidgetVisitBody } from '@quad/shared/contracts/widget-visits';
import type { Actor } from '../../core/auth/tokens';
import { NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import { addVisit, widgetExists } from './visits.repository';

/** What identifies a browser for one day: its visitor id, else its address and user agent. */
export interface VisitorClues {
  visitorId: string | null;
  ip: string;
  userAgent: string;
  actor: Actor | null;
}

type WidgetTarget = { universityId: number } | { groupId: number };

/** `university:{id}` or `group:{id}`: the widget's path, the key visits are counted under. */
export const widgetKeyOf = (target: WidgetTarget) =>
  'universityId' in target ? `university:${target.universityId}` : `group:${target.groupId}`;

/**
 * The visitor's hash for one day and widget: keyed with the server's secret and the date, so it
 * counts a browser once a day, cannot be reversed into the visitor id, and cannot be joined
 * across days (the same browser tomorrow is another hash).
 */
export function dailyVisitorHash(
  secret: string,
  day: string,
  widgetKey: string,
  clues: Pick<VisitorClues, 'visitorId' | 'ip' | 'userAgent'>,
): string {
  const who = clues.visitorId ?? `${clues.ip}|${clues.userAgent}`;
  return createHmac('sha256', secret)
    .update(`${day}|${widgetKey}|${who}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * POST /widget/visits: counts a page load of a widget. Staff opening their own widget (admins,
 * ambassadors, speakers) are not visitors and are not counted.
 */
export async function recordVisit(
  { db, config }: Pick<ServiceContext, 'db' | 'config'>,
  body: WidgetVisitBody,
  clues: VisitorClues,
  now = new Date(),
): Promise<{ counted: boolean }> {
  const target: WidgetTarget =
    body.groupId !== undefined ? { groupId: body.groupId } : { universityId: body.universityId! };
  if (!(await widgetExists(db, target))) {
    throw new NotFoundError('groupId' in target ? 'university_group' : 'university');
  }
  const role = clues.actor?.role;
  if (isAmbassador(role) || isAdminOrSpeaker(role)) return { counted: false };
  const day = now.toISOString().slice(0, 10);
  const widgetKey = widgetKeyOf(target);
  await addVisit(db, {
    widgetKey,
    day,
    visitorHash: dailyVisitorHash(config.jwtSecret, day, widgetKey, clues),
    universityId: 'universityId' in target ? target.universityId : null,
    groupId: 'groupId' in target ? target.groupId : null,
    source: body.source || null,
    medium: body.medium || null,
    campaign: body.campaign || null,
  });
  return { counted: true };
}

import type {
  Analytics,
  AnalyticsBreakdown,
  AnalyticsBreakdownKey,
  AnalyticsQuery,
} from '@quad/shared/contracts/admin-analytics';
import { countryById } from '@quad/shared/data/countries';
import { nationalityById } from '@quad/shared/data/nationalities';
import { subjectById } from '@quad/shared/data/subjects';
import { NotFoundError } from '../../core/errors/app-error';
import type { Db } from '../../core/db/client';
import type { ServiceContext } from '../../core/service-context';
import type { AdminActor } from './admin-actor';
import {
  findContentTotals,
  findFirstReplyByAmbassador,
  findFunnel,
  findLiveEventFigures,
  findProspectBreakdowns,
  findTotals,
  findUniversityGroups,
  findVisitsByDay,
  findVolumeByDay,
  inOneSnapshot,
  type AnalyticsScope,
} from './analytics.repository';

type Row = Record<string, unknown>;
const int = (value: unknown) => Number(value ?? 0);
const secondsOf = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value));

/** A breakdown with readable labels; an empty key is "Not given". */
function labelled(rows: Row[], label: (key: string) => string | undefined): AnalyticsBreakdown {
  return rows.map((row) => {
    const key = row['key'] === null || row['key'] === '' ? '' : String(row['key']);
    return { key, label: key === '' ? 'Not given' : (label(key) ?? key), count: int(row['count']) };
  });
}

const byId =
  (find: (id: number) => { name: string } | undefined) =>
  (key: string): string | undefined =>
    find(Number(key))?.name;

const totalsOf = (row: Row, prefix: 'post' | 'faq') => ({
  items: int(row[`${prefix}s`]),
  views: int(row[`${prefix}_views`]),
  likes: int(row[`${prefix}_likes`]),
  shares: int(row[`${prefix}_shares`]),
});

/**
 * GET /admin/analytics: the dashboard's figures, every one from SQL: chats, people and likes from
 * the live tables, widget visits and content views and shares from their per-day rows.
 */
export async function readAnalytics(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  query: AnalyticsQuery,
): Promise<Analytics> {
  return inOneSnapshot(db, (snapshot) => figures(snapshot, actor, query));
}

async function figures(db: Db, actor: AdminActor, query: AnalyticsQuery): Promise<Analytics> {
  const groups = (await findUniversityGroups(db, actor.universityId)).map((row) => ({
    id: int(row['id']),
    name: String(row['name']),
  }));
  if (query.group_id !== undefined && !groups.some((group) => group.id === query.group_id)) {
    throw new NotFoundError('group_of_your_university');
  }
  const scope: AnalyticsScope = {
    universityId: actor.universityId,
    from: query.from,
    to: query.to,
    groupId: query.group_id ?? null,
  };
  const totals = await findTotals(db, scope);
  const ambassadors = await findFirstReplyByAmbassador(db, scope);
  const days = await findVolumeByDay(db, scope);
  const breakdowns = await findProspectBreakdowns(db, scope);
  const breakdown = (by: AnalyticsBreakdownKey) => breakdowns.filter((row) => row['by'] === by);
  const visitsByDay = new Map(
    (await findVisitsByDay(db, scope)).map((row) => [String(row['day']), row]),
  );
  const visitors = [...visitsByDay.values()].reduce((sum, row) => sum + int(row['visitors']), 0);
  const visits = [...visitsByDay.values()].reduce((sum, row) => sum + int(row['visits']), 0);
  const content = await findContentTotals(db, scope);
  const funnel = await findFunnel(db, scope);
  return {
    from: query.from,
    to: query.to,
    group_id: scope.groupId,
    groups,
    totals: {
      visitors,
      visits,
      prospects_reached: int(totals['reached']),
      prospects_registered: int(totals['registered']),
      chats_started: int(totals['chats']),
      messages: days.reduce((sum, row) => sum + int(row['messages']), 0),
      first_reply_median_seconds: secondsOf(totals['median']),
      first_reply_p90_seconds: secondsOf(totals['p90']),
    },
    first_reply_by_ambassador: ambassadors.map((row) => ({
      ambassador_id: int(row['ambassador_id']),
      name: `${String(row['name'] ?? '')} ${String(row['last_name'] ?? '')}`.trim(),
      chats: int(row['chats']),
      answered: int(row['answered']),
      median_seconds: secondsOf(row['median']),
      p90_seconds: secondsOf(row['p90']),
    })),
    volume_by_day: days.map((row) => ({
      day: String(row['day']),
      visitors: int(visitsByDay.get(String(row['day']))?.['visitors']),
      messages: int(row['messages']),
      chats: int(row['chats']),
    })),
    prospects_by: {
      country: labelled(breakdown('country'), byId(countryById)),
      nationality: labelled(breakdown('nationality'), byId(nationalityById)),
      subject: labelled(breakdown('subject'), byId(subjectById)),
      utm_source: labelled(breakdown('utm_source'), () => undefined),
      utm_medium: labelled(breakdown('utm_medium'), () => undefined),
      utm_campaign: labelled(breakdown('utm_campaign'), () => undefined),
    },
    content: { posts: totalsOf(content, 'post'), faqs: totalsOf(content, 'faq') },
    live_events: (await findLiveEventFigures(db, scope)).map((row) => ({
      id: int(row['id']),
      name: String(row['name']),
      registrations: int(row['registrations']),
      watched: int(row['watched']),
      watch_seconds: int(row['watch_seconds']),
    })),
    funnel: {
      visitors,
      sign_ups: int(funnel['sign_ups']),
      first_messages: int(funnel['first_messages']),
      answered: int(funnel['answered']),
    },
  };
}

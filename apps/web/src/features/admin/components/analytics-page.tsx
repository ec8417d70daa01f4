import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYTICS_BREAKDOWNS,
  analyticsQuerySchema,
  type Analytics,
  type AnalyticsBreakdownKey,
  type AnalyticsQuery,
} from '@quad/shared/contracts/admin-analytics';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useAdminSettings } from '../api/admin-api';
import { useAnalytics } from '../api/analytics-api';
import { toCsv } from '../lib/csv';
import { saveFile } from '../../../lib/save-file';
import type { ChartSeries } from './analytics-chart';
import styles from './admin.module.css';
import board from './analytics.module.css';
import { TableScroll } from './table-scroll';
import { PageHeader } from './page-header';

// The chart library loads only when a chart is drawn: the widget and the rest of the console
// never download it.
const AnalyticsChart = lazy(() => import('./analytics-chart'));

const DAY = 86_400_000;
/** Tables longer than this fold away under their chart (the chart already shows them). */
const LONG_TABLE = 10;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last 30 days, today included. */
function defaultRange(): AnalyticsQuery {
  const today = Date.now();
  return { from: isoDay(today - 29 * DAY), to: isoDay(today) };
}

type Cell = string | number | null;

/** A chart (lazy), the table of the same numbers under it, and that table as CSV. */
function Figure({
  id,
  title,
  chart,
  header,
  rows,
  empty,
}: {
  id: string;
  title: string;
  chart?: {
    kind: 'bar' | 'line';
    categories: string[];
    series: ChartSeries[];
    horizontal?: boolean;
  };
  header: string[];
  rows: Cell[][];
  empty?: boolean;
}) {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  const color = settings.data?.primary_color ?? '#1D3C6E';
  // One table, folded under its chart when it is long.
  const table = (
    <TableScroll label={title}>
      <table className={styles.table}>
        <thead>
          <tr>
            {header.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((value, column) => (
                <td key={column}>{value ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
  return (
    <section className={styles.section} aria-labelledby={`analytics-${id}`}>
      <div className={board.figureHead}>
        <h2 id={`analytics-${id}`} className={styles.sectionTitle}>
          {title}
        </h2>
        <Button
          size="sm"
          variant="secondary"
          disabled={rows.length === 0}
          onClick={() => saveFile(`${id}.csv`, toCsv(header, rows), 'text/csv')}
        >
          {t('analytics.download')}
          <span className="visually-hidden">{t('analytics.downloadOf', { name: title })}</span>
        </Button>
      </div>
      {empty || rows.length === 0 ? (
        <p className={styles.muted}>{t('analytics.nothing')}</p>
      ) : (
        <>
          {chart && (
            <Suspense fallback={<Skeleton width="100%" height={240} />}>
              <AnalyticsChart
                {...chart}
                color={color}
                label={t('analytics.chartLabel', { name: title })}
              />
            </Suspense>
          )}
          {rows.length > LONG_TABLE ? (
            <details className={board.tableToggle}>
              <summary>{t('analytics.showTable', { count: rows.length })}</summary>
              {table}
            </details>
          ) : (
            table
          )}
        </>
      )}
    </section>
  );
}

/** A headline number. */
function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={board.tile}>
      <dt className={board.tileLabel}>{label}</dt>
      <dd className={board.tileValue}>{value}</dd>
    </div>
  );
}

/** The dashboard's figures for one loaded answer. */
function Dashboard({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('admin');
  const [by, setBy] = useState<AnalyticsBreakdownKey>('country');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const minutes = (seconds: number | null) =>
    seconds === null ? null : Math.round((seconds / 60) * 10) / 10;
  const duration = (seconds: number | null) =>
    seconds === null
      ? '—'
      : seconds < 3600
        ? t('analytics.minutes', { count: Math.max(1, Math.round(seconds / 60)) })
        : t('analytics.hours', { count: Math.round((seconds / 3600) * 10) / 10 });
  const volume = useMemo(
    () => ({
      categories: data.volume_by_day.map((day) => day.day),
      series: [
        { name: t('analytics.volume.visitors'), values: data.volume_by_day.map((d) => d.visitors) },
        { name: t('analytics.volume.messages'), values: data.volume_by_day.map((d) => d.messages) },
        { name: t('analytics.volume.chats'), values: data.volume_by_day.map((d) => d.chats) },
      ],
    }),
    [data.volume_by_day, t],
  );
  const replies = data.first_reply_by_ambassador;
  const replyChart = useMemo(
    () => ({
      categories: replies.map((row) => row.name),
      series: [
        {
          name: t('analytics.replies.median'),
          values: replies.map((row) => minutes(row.median_seconds) ?? 0),
        },
      ],
    }),
    [replies, t],
  );
  const breakdown = data.prospects_by[by];
  const breakdownChart = useMemo(
    () => ({
      categories: breakdown.map((row) => row.label),
      series: [{ name: t('analytics.prospects.count'), values: breakdown.map((row) => row.count) }],
    }),
    [breakdown, t],
  );
  const funnelSteps = [
    { label: t('analytics.funnel.visitors'), value: data.funnel.visitors },
    { label: t('analytics.funnel.signUps'), value: data.funnel.sign_ups },
    { label: t('analytics.funnel.firstMessages'), value: data.funnel.first_messages },
    { label: t('analytics.funnel.answered'), value: data.funnel.answered },
  ];
  const funnelChart = useMemo(
    () => ({
      categories: funnelSteps.map((step) => step.label),
      series: [{ name: t('analytics.funnel.people'), values: funnelSteps.map((s) => s.value) }],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the steps follow data.funnel
    [data.funnel, t],
  );
  const events = data.live_events;
  const eventChart = useMemo(
    () => ({
      categories: events.map((event) => event.name),
      series: [
        { name: t('analytics.events.registrations'), values: events.map((e) => e.registrations) },
        { name: t('analytics.events.watched'), values: events.map((e) => e.watched) },
      ],
    }),
    [events, t],
  );
  return (
    <>
      <dl className={board.tiles}>
        <Tile label={t('analytics.totals.visitors')} value={number(data.totals.visitors)} />
        <Tile label={t('analytics.totals.visits')} value={number(data.totals.visits)} />
        <Tile label={t('analytics.totals.reached')} value={number(data.totals.prospects_reached)} />
        <Tile
          label={t('analytics.totals.registered')}
          value={number(data.totals.prospects_registered)}
        />
        <Tile label={t('analytics.totals.chats')} value={number(data.totals.chats_started)} />
        <Tile label={t('analytics.totals.messages')} value={number(data.totals.messages)} />
        <Tile
          label={t('analytics.totals.median')}
          value={duration(data.totals.first_reply_median_seconds)}
        />
        <Tile
          label={t('analytics.totals.p90')}
          value={duration(data.totals.first_reply_p90_seconds)}
        />
      </dl>
      <Figure
        id="volume-by-day"
        title={t('analytics.volume.title')}
        chart={{ kind: 'line', ...volume }}
        header={[
          t('analytics.volume.day'),
          t('analytics.volume.visitors'),
          t('analytics.volume.messages'),
          t('analytics.volume.chats'),
        ]}
        rows={data.volume_by_day.map((day) => [day.day, day.visitors, day.messages, day.chats])}
        empty={data.volume_by_day.every(
          (day) => day.visitors === 0 && day.messages === 0 && day.chats === 0,
        )}
      />
      <Figure
        id="first-reply"
        title={t('analytics.replies.title')}
        chart={{ kind: 'bar', horizontal: true, ...replyChart }}
        header={[
          t('analytics.replies.ambassador'),
          t('analytics.replies.chats'),
          t('analytics.replies.answered'),
          t('analytics.replies.medianMinutes'),
          t('analytics.replies.p90Minutes'),
        ]}
        rows={replies.map((row) => [
          row.name,
          row.chats,
          row.answered,
          minutes(row.median_seconds),
          minutes(row.p90_seconds),
        ])}
      />
      <div className={board.picker}>
        <Select
          label={t('analytics.prospects.by')}
          value={by}
          onChange={(event) => setBy(event.target.value as AnalyticsBreakdownKey)}
        >
          {ANALYTICS_BREAKDOWNS.map((key) => (
            <option key={key} value={key}>
              {t(`analytics.prospects.dimensions.${key}`)}
            </option>
          ))}
        </Select>
      </div>
      <Figure
        id="prospects-by"
        title={t('analytics.prospects.title', {
          dimension: t(`analytics.prospects.dimensions.${by}`),
        })}
        chart={{ kind: 'bar', horizontal: true, ...breakdownChart }}
        header={[t(`analytics.prospects.dimensions.${by}`), t('analytics.prospects.count')]}
        rows={breakdown.map((row) => [
          row.key === '' ? t('analytics.prospects.notGiven') : row.label,
          row.count,
        ])}
      />
      <Figure
        id="funnel"
        title={t('analytics.funnel.title')}
        chart={{ kind: 'bar', ...funnelChart }}
        header={[t('analytics.funnel.step'), t('analytics.funnel.people')]}
        rows={funnelSteps.map((step) => [step.label, step.value])}
        empty={data.funnel.visitors === 0 && data.funnel.sign_ups === 0}
      />
      <p className={styles.sectionHint}>{t('analytics.funnel.visitorsNote')}</p>
      <Figure
        id="live-events"
        title={t('analytics.events.title')}
        chart={{ kind: 'bar', ...eventChart }}
        header={[
          t('analytics.events.name'),
          t('analytics.events.registrations'),
          t('analytics.events.watched'),
          t('analytics.events.watchMinutes'),
        ]}
        rows={events.map((event) => [
          event.name,
          event.registrations,
          event.watched,
          minutes(event.watch_seconds),
        ])}
      />
      <Figure
        id="content"
        title={t('analytics.content.title')}
        header={[
          t('analytics.content.kind'),
          t('analytics.content.items'),
          t('analytics.content.views'),
          t('analytics.content.likes'),
          t('analytics.content.shares'),
        ]}
        rows={[
          [t('analytics.content.posts'), ...Object.values(data.content.posts)],
          [t('analytics.content.faqs'), ...Object.values(data.content.faqs)],
        ]}
      />
      <p className={styles.sectionHint}>{t('analytics.content.note')}</p>
    </>
  );
}

/** `{base}/admin/analytics`: the dashboard, for a date range and optionally one group. */
export function AnalyticsPage() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState<AnalyticsQuery>(defaultRange);
  const [draft, setDraft] = useState<AnalyticsQuery>(query);
  const [error, setError] = useState('');
  const analytics = useAnalytics(query);
  const apply = (next: AnalyticsQuery) => {
    const parsed = analyticsQuerySchema.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('analytics.rangeInvalid'));
      return;
    }
    setError('');
    setQuery(parsed.data);
  };
  const groups = analytics.data?.groups ?? [];
  return (
    <>
      <PageHeader title={t('analytics.title')} intro={t('analytics.intro')} />
      <form
        className={board.filters}
        aria-label={t('analytics.filters')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <Input
          type="date"
          label={t('analytics.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <Input
          type="date"
          label={t('analytics.to')}
          value={draft.to}
          error={error || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        {groups.length > 0 && (
          <Select
            label={t('analytics.group')}
            value={draft.group_id === undefined ? '' : String(draft.group_id)}
            onChange={(event) =>
              setDraft({
                ...draft,
                group_id: event.target.value === '' ? undefined : Number(event.target.value),
              })
            }
          >
            <option value="">{t('analytics.allProspects')}</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {t('analytics.throughGroup', { name: group.name })}
              </option>
            ))}
          </Select>
        )}
        <Button type="submit" loading={analytics.isFetching && !!analytics.data}>
          {t('analytics.show')}
        </Button>
      </form>
      {analytics.isError ? (
        <FormAlert message={t('guard.loadError')} />
      ) : !analytics.data ? (
        <SkeletonGroup label={t('analytics.loading')}>
          <Skeleton width="100%" height={96} />
          <Skeleton width="100%" height={280} />
        </SkeletonGroup>
      ) : (
        <Dashboard data={analytics.data} />
      )}
    </>
  );
}

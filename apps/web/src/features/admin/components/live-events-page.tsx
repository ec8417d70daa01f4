import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_LIVE_EVENTS_PAGE_SIZE,
  adminLiveEventCreateSchema,
  type AdminLiveEvent,
  type AdminLiveEventCreate,
} from '@quad/shared/contracts/admin-live-events';
import { nextStatuses } from '@quad/shared/rules/live-event-status';
import type { LiveEventStatus } from '@quad/shared/rules/status-name';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { cx } from '../../../lib/cx';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useAdminLiveEvents, useChangeLiveEventStatus, useCreateLiveEvent } from '../api/admin-api';
import { EventRecording } from './event-recording';
import { EventSpeakers } from './event-speakers';
import { AdminPanelRow, AdminTable } from './admin-table';
import { ActionNotice } from './action-notice';
import styles from './admin.module.css';
import { PageHeader } from './page-header';
import { pageCount } from './pager';

/** `2026-12-01T18:00` of a datetime-local input → an ISO instant in the browser's time zone. */
function isoOf(local: unknown): unknown {
  if (typeof local !== 'string') return local;
  const time = Date.parse(local);
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

type ScheduleFields = {
  name: string;
  description: string;
  from_date: string;
  to_date: string;
  is_promote: boolean;
};

/** The shared schema over the form's local times: each is read as an instant first. */
const scheduleSchema = z.preprocess(
  (values) =>
    typeof values === 'object' && values !== null
      ? {
          ...values,
          from_date: isoOf((values as ScheduleFields).from_date),
          to_date: isoOf((values as ScheduleFields).to_date),
        }
      : values,
  adminLiveEventCreateSchema,
) as unknown as z.ZodType<AdminLiveEventCreate, ScheduleFields>;

const EMPTY: ScheduleFields = {
  name: '',
  description: '',
  from_date: '',
  to_date: '',
  is_promote: false,
};

/** Schedule an event: checked with the shared schema, problems next to their fields. */
function ScheduleForm({ onScheduled }: { onScheduled: (event: AdminLiveEvent) => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateLiveEvent();
  const form = useContractForm(scheduleSchema, {
    defaultValues: EMPTY,
    required: {
      from_date: t('liveEvents.form.dateRequired'),
      to_date: t('liveEvents.form.dateRequired'),
    },
    formError: () => t('liveEvents.form.failed'),
  });
  const { errors } = form.formState;
  // A time that is there but not usable: either it ends before it starts (the rule's code,
  // end_before_start, reads as the form's own words), or it is no time.
  const endsBeforeStart = (message: string) =>
    message === t('liveEvents.form.endAfterStart') ||
    message === t('forms.detail.endBeforeStart', { ns: 'translation' });
  const dateError = (message: string | undefined) =>
    message === undefined || message === t('liveEvents.form.dateRequired')
      ? message
      : endsBeforeStart(message)
        ? t('liveEvents.form.endAfterStart')
        : t('liveEvents.form.dateRequired');
  const submit = form.handleSubmit((event) => {
    form.clearErrors('root');
    create.mutate(event, {
      onSuccess: (created) => {
        form.reset();
        onScheduled(created);
      },
      onError: (error) => form.showServerError(error),
    });
  });
  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <Input
        label={t('liveEvents.form.name')}
        error={errors.name?.message}
        {...form.field('name')}
      />
      <TextArea
        rows={3}
        label={t('liveEvents.form.description')}
        error={errors.description?.message}
        {...form.field('description')}
      />
      <div className={styles.twoColumns}>
        <Input
          type="datetime-local"
          label={t('liveEvents.form.starts')}
          error={dateError(errors.from_date?.message)}
          {...form.field('from_date')}
        />
        <Input
          type="datetime-local"
          label={t('liveEvents.form.ends')}
          error={dateError(errors.to_date?.message)}
          {...form.field('to_date')}
        />
      </div>
      <Checkbox label={t('liveEvents.form.promote')} {...form.field('is_promote')} />
      <div>
        <Button type="submit" loading={create.isPending}>
          {t('liveEvents.form.schedule')}
        </Button>
      </div>
      {errors.root && <FormAlert message={errors.root.message} />}
    </form>
  );
}

const ACTIONS: Partial<
  Record<LiveEventStatus, 'goLive' | 'end' | 'publish' | 'cancel' | 'archive'>
> = {
  inProgress: 'goLive',
  completed: 'end',
  onDemand: 'publish',
  cancelled: 'cancel',
  archived: 'archive',
};

/** `{base}/admin/live-events`: schedule events, share the join code, go live, end, cancel. */
export function LiveEventsPage() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [speakersOf, setSpeakersOf] = useState<number | null>(null);
  const [recordingOf, setRecordingOf] = useState<number | null>(null);
  const query = useAdminLiveEvents(page);
  const change = useChangeLiveEventStatus();
  const data = query.data;
  const pages = pageCount(data?.total, ADMIN_LIVE_EVENTS_PAGE_SIZE);
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : '—';

  const move = (event: AdminLiveEvent, status: LiveEventStatus) => {
    setError('');
    change.mutate(
      { id: event.id, status },
      {
        onSuccess: () =>
          setMessage(
            t('liveEvents.moved', { name: event.name, status: t(`liveEvents.statuses.${status}`) }),
          ),
        onError: () => setError(t('liveEvents.moveFailed')),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('liveEvents.title')} intro={t('liveEvents.intro')} />
      <section className={styles.section} aria-labelledby="schedule-title">
        <h2 id="schedule-title" className={styles.sectionTitle}>
          {t('liveEvents.form.title')}
        </h2>
        <ScheduleForm
          onScheduled={(event) =>
            setMessage(t('liveEvents.scheduled', { name: event.name, code: event.speaker_code }))
          }
        />
      </section>
      <section className={styles.section} aria-labelledby="events-title">
        <h2 id="events-title" className={styles.sectionTitle}>
          {t('liveEvents.listTitle')}
        </h2>
        <ActionNotice message={message} error={error} />
        <AdminTable
          label={t('liveEvents.listTitle')}
          rows={data?.liveEvents}
          failed={query.isError}
          empty={t('liveEvents.empty')}
          columns={[
            { label: t('liveEvents.event') },
            { label: t('liveEvents.when') },
            { label: t('liveEvents.status') },
            { label: t('liveEvents.joinCode') },
            { label: t('people.applications.actions') },
          ]}
          pager={{ page, pages, onPage: setPage, label: t('audit.page', { page, pages }) }}
        >
          {(event) => (
            <Fragment key={event.id}>
              <tr>
                <td>{event.name}</td>
                <td>{when(event.from_date)}</td>
                <td>
                  <span
                    className={cx(
                      styles.badge,
                      event.status === 'inProgress' && styles.badgePending,
                    )}
                  >
                    {t(`liveEvents.statuses.${event.status}`)}
                  </span>
                </td>
                <td className={styles.code}>{event.speaker_code ?? '—'}</td>
                <td>
                  <span className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={speakersOf === event.id}
                      aria-label={t('liveEvents.speakers.of', { name: event.name })}
                      onClick={() => setSpeakersOf(speakersOf === event.id ? null : event.id)}
                    >
                      {t('liveEvents.speakers.button')}
                    </Button>
                    {(event.status === 'completed' || event.status === 'onDemand') && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-expanded={recordingOf === event.id}
                        aria-label={t(
                          event.recording_url
                            ? 'liveEvents.recording.replaceName'
                            : 'liveEvents.recording.buttonName',
                          { name: event.name },
                        )}
                        onClick={() => setRecordingOf(recordingOf === event.id ? null : event.id)}
                      >
                        {event.recording_url
                          ? t('liveEvents.recording.replace')
                          : t('liveEvents.recording.button')}
                      </Button>
                    )}
                    {nextStatuses(event.status, {
                      hasRecording: event.recording_url !== null,
                    }).map((status) => {
                      const action = ACTIONS[status];
                      if (!action) return null;
                      return (
                        <Button
                          key={status}
                          size="sm"
                          variant={
                            action === 'goLive' || action === 'publish' ? 'primary' : 'secondary'
                          }
                          aria-label={t(`liveEvents.actions.${action}Name`, {
                            name: event.name,
                          })}
                          onClick={() => move(event, status)}
                        >
                          {t(`liveEvents.actions.${action}`)}
                        </Button>
                      );
                    })}
                  </span>
                </td>
              </tr>
              {recordingOf === event.id && (
                <AdminPanelRow>
                  <EventRecording event={event} />
                </AdminPanelRow>
              )}
              {speakersOf === event.id && (
                <AdminPanelRow>
                  <EventSpeakers event={event} />
                </AdminPanelRow>
              )}
            </Fragment>
          )}
        </AdminTable>
      </section>
    </>
  );
}

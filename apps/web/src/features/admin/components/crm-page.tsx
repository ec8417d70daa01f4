import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointCreateSchema,
} from '@quad/shared/contracts/admin-webhooks';
import { crmExportQuerySchema } from '@quad/shared/contracts/admin-crm';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import {
  fetchProspectsCsv,
  useChangeWebhook,
  useCreateWebhook,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/crm-api';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { saveFile } from '../../../lib/save-file';
import { AdminTable } from './admin-table';
import { FormFooter } from './form-footer';
import styles from './admin.module.css';
import queue from './moderation.module.css';
import { PageHeader } from './page-header';
import { pageCount } from './pager';
import { dateTimeFormat } from '../../../lib/intl-formats';

/** The export's date fields as typed (blank: no bound), checked by the shared export query. */
const exportRangeFormSchema = z
  .object({ from: z.string(), to: z.string() })
  .transform(({ from, to }): { from?: string; to?: string } => ({
    ...(from === '' ? {} : { from }),
    ...(to === '' ? {} : { to }),
  }))
  .pipe(crmExportQuerySchema);

/** Download the prospects as CSV, all or those registered in a date range. */
function ProspectsExport() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const form = useContractForm(exportRangeFormSchema, { defaultValues: { from: '', to: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (range) => {
    setState('working');
    try {
      const csv = await fetchProspectsCsv(range);
      saveFile(`prospects-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv');
      setState('done');
    } catch {
      setState('failed');
    }
  });
  return (
    <section className={styles.section} aria-labelledby="crm-export-title">
      <h2 id="crm-export-title" className={styles.sectionTitle}>
        {t('crm.export.title')}
      </h2>
      <p className={styles.sectionHint}>{t('crm.export.hint')}</p>
      <form className={styles.inlineForm} onSubmit={(event) => void submit(event)} noValidate>
        <Input
          type="date"
          label={t('crm.export.from')}
          error={errors.from?.message}
          {...form.field('from')}
        />
        <Input
          type="date"
          label={t('crm.export.to')}
          error={errors.to?.message}
          {...form.field('to')}
        />
        <div className={styles.rowActions}>
          <Button type="submit" loading={state === 'working'}>
            {t('crm.export.download')}
          </Button>
        </div>
      </form>
      <p role="status" className={cx(styles.notice, state === 'done' && styles.noticeOk)}>
        {state === 'done' ? t('crm.export.done') : ''}
      </p>
      {state === 'failed' && <FormAlert message={t('crm.export.failed')} />}
    </section>
  );
}

/** Add a receiver; its secret is shown once, right after. */
function NewReceiver() {
  const { t } = useTranslation('admin');
  const create = useCreateWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useContractForm(webhookEndpointCreateSchema, {
    defaultValues: { url: '', description: '', events: [...WEBHOOK_EVENT_TYPES] },
    formError: () => t('team.failed'),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((endpoint) => {
    form.clearErrors('root');
    create.mutate(endpoint, {
      onSuccess: (created) => {
        setSecret(created.secret);
        form.reset({ ...form.getValues(), url: '', description: '' });
      },
      onError: (error) => form.showServerError(error),
    });
  });
  return (
    <>
      <form
        className={styles.inlineForm}
        onSubmit={submit}
        noValidate
        aria-label={t('crm.webhooks.newTitle')}
      >
        <Input
          label={t('crm.webhooks.url')}
          inputMode="url"
          placeholder={t('crm.webhooks.urlExample')}
          error={errors.url && t('crm.webhooks.urlInvalid')}
          {...form.field('url')}
        />
        <Input label={t('crm.webhooks.description')} {...form.field('description')} />
        <fieldset className={styles.checkList}>
          <legend className={styles.legend}>{t('crm.webhooks.events')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={t(
                `crm.webhooks.eventNames.${type.replace('.', '_') as 'prospect_registered'}`,
              )}
              description={type}
              value={type}
              {...form.field('events')}
            />
          ))}
          {errors.events && <p className={styles.errorText}>{t('crm.webhooks.eventsInvalid')}</p>}
        </fieldset>
        <FormFooter
          submit={t('crm.webhooks.add')}
          pending={create.isPending}
          problem={errors.root?.message}
        />
      </form>
      {secret && (
        <div className={cx(styles.notice, styles.noticeWarning)} role="status">
          <p>{t('crm.webhooks.secretOnce')}</p>
          <p>
            <code className={styles.code}>{secret}</code>
          </p>
          <div className={styles.rowActions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(secret)}
            >
              {t('crm.webhooks.copy')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSecret(null)}>
              {t('crm.webhooks.secretSaved')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

/** The receivers, each switchable and removable. */
function Receivers() {
  const { t } = useTranslation('admin');
  const endpoints = useWebhookEndpoints();
  const change = useChangeWebhook();
  const [error, setError] = useState('');
  if (endpoints.isError) return <FormAlert message={t('guard.loadError')} />;
  if (!endpoints.data) {
    return (
      <SkeletonGroup>
        <Skeleton width="100%" height={80} />
      </SkeletonGroup>
    );
  }
  if (endpoints.data.length === 0) return <p className={styles.muted}>{t('crm.webhooks.empty')}</p>;
  return (
    <>
      {error && <FormAlert message={error} />}
      <ul className={queue.list}>
        {endpoints.data.map((endpoint) => (
          <li key={endpoint.id} className={queue.card}>
            <div className={queue.cardHead}>
              <span className={cx(styles.badge, !endpoint.is_enabled && styles.badgePending)}>
                {endpoint.is_enabled ? t('crm.webhooks.on') : t('crm.webhooks.off')}
              </span>
              <h3 className={queue.cardTitle}>
                <span className={styles.code}>{endpoint.url}</span>
              </h3>
            </div>
            {endpoint.description && <p className={queue.reason}>{endpoint.description}</p>}
            <p className={queue.meta}>{endpoint.events.join(' · ')}</p>
            <div className={queue.actions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t(
                  endpoint.is_enabled ? 'crm.webhooks.switchOffName' : 'crm.webhooks.switchOnName',
                  { url: endpoint.url },
                )}
                onClick={() =>
                  change.mutate(
                    { id: endpoint.id, change: { is_enabled: !endpoint.is_enabled } },
                    { onError: () => setError(t('team.failed')) },
                  )
                }
              >
                {endpoint.is_enabled ? t('crm.webhooks.switchOff') : t('crm.webhooks.switchOn')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('crm.webhooks.removeName', { url: endpoint.url })}
                onClick={() =>
                  change.mutate(
                    { remove: endpoint.id },
                    { onError: () => setError(t('team.failed')) },
                  )
                }
              >
                {t('crm.webhooks.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What was sent, how often, and what the receiver answered. */
function DeliveryLog() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(page);
  const data = query.data;
  const pages = pageCount(data?.total, ADMIN_WEBHOOK_DELIVERIES_PAGE_SIZE);
  const when = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(
      new Date(iso),
    );
  return (
    <AdminTable
      label={t('crm.log.title')}
      rows={data?.deliveries}
      failed={query.isError}
      loadingHeight={120}
      empty={t('crm.log.empty')}
      columns={[
        { label: t('crm.log.event') },
        { label: t('crm.log.status') },
        { label: t('crm.log.attempts') },
        { label: t('crm.log.answer') },
        { label: t('crm.log.when') },
      ]}
      pager={
        pages > 1
          ? { page, pages, onPage: setPage, label: t('crm.log.pages', { page, pages }) }
          : undefined
      }
    >
      {(delivery) => (
        <tr key={delivery.id}>
          <td>
            {delivery.event_type}
            <br />
            <span className={styles.muted}>{delivery.webhook_id}</span>
          </td>
          <td>
            <span
              className={cx(styles.badge, delivery.status === 'pending' && styles.badgePending)}
            >
              {t(`crm.log.statuses.${delivery.status}`)}
            </span>
          </td>
          <td>{delivery.attempts}</td>
          <td>
            {delivery.last_status_code ?? '—'}
            {delivery.last_error && (
              <>
                <br />
                <span className={styles.muted}>{delivery.last_error}</span>
              </>
            )}
          </td>
          <td>
            {when(delivery.created_at)}
            {delivery.next_attempt_at && (
              <>
                <br />
                <span className={styles.muted}>
                  {t('crm.log.nextAttempt', { when: when(delivery.next_attempt_at) })}
                </span>
              </>
            )}
          </td>
        </tr>
      )}
    </AdminTable>
  );
}

/** `{base}/admin/crm`: the prospects CSV, webhook receivers and their delivery log. */
export function CrmPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('crm.title')} intro={t('crm.intro')} />
      <ProspectsExport />
      <section className={styles.section} aria-labelledby="crm-webhooks-title">
        <h2 id="crm-webhooks-title" className={styles.sectionTitle}>
          {t('crm.webhooks.title')}
        </h2>
        <p className={styles.sectionHint}>{t('crm.webhooks.hint')}</p>
        <Receivers />
        <h3 className={styles.sectionTitle}>{t('crm.webhooks.newTitle')}</h3>
        <NewReceiver />
      </section>
      <section className={styles.section} aria-labelledby="crm-log-title">
        <h2 id="crm-log-title" className={styles.sectionTitle}>
          {t('crm.log.title')}
        </h2>
        <DeliveryLog />
      </section>
    </>
  );
}

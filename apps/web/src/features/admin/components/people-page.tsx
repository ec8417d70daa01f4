import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createAccessCodeSchema,
  rejectApplicationSchema,
  type AccessCodeSummary,
  type ApplicationSummary,
} from '@quad/shared/contracts/application';
import { Button } from '../../../components/ui/button';
import { Input, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { cx } from '../../../lib/cx';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import {
  useAccessCodes,
  useApplications,
  useCreateAccessCode,
  useDecideApplication,
  useRevokeAccessCode,
} from '../api/admin-api';
import { compareBy, type SortState } from '../lib/sorting';
import { TableScroll } from './table-scroll';
import { InviteForm } from './invite-form';
import { TeamTable } from './team-table';
import { useAccount } from '../../../app/session/get-account-info';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { PageHeader } from './page-header';

type ApplicationColumn = 'name' | 'email' | 'status' | 'sent';

/**
 * The access-code form as typed (blank code: a random one; blank uses: unlimited), checked by the
 * shared create schema, whose problems keep their fields' names.
 */
const accessCodeFormSchema = z
  .object({ code: z.string(), max_uses: z.string().trim().regex(/^\d*$/) })
  .transform(({ code, max_uses }): { code?: string; max_uses?: number | null } => ({
    ...(code.trim() === '' ? {} : { code }),
    max_uses: max_uses === '' ? null : Number(max_uses),
  }))
  .pipe(createAccessCodeSchema.pick({ code: true, max_uses: true }));

const STATUS_ORDER = { pending: 0, in_progress: 1, rejected: 2, approved: 3 } as const;

const fullName = (row: ApplicationSummary) =>
  `${row.application.name} ${row.application.last_name}`.trim() || row.email;

function sortValue(row: ApplicationSummary, column: ApplicationColumn): string | number {
  switch (column) {
    case 'name':
      return fullName(row).toLowerCase();
    case 'email':
      return row.email.toLowerCase();
    case 'status':
      return STATUS_ORDER[row.application.status];
    case 'sent':
      return row.application.submitted_at ?? '';
  }
}

/** The reason form of a rejection, checked with the shared schema. */
function RejectForm({
  name,
  onCancel,
  onReject,
  pending,
}: {
  name: string;
  onCancel: () => void;
  onReject: (reason: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('admin');
  const form = useContractForm(rejectApplicationSchema, {
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => onReject(reason));
  return (
    <form
      className={styles.inlineForm}
      onSubmit={submit}
      noValidate
      aria-label={t('people.applications.rejectTitle', { name })}
    >
      <TextArea
        rows={2}
        label={t('people.applications.reason')}
        hint={t('people.applications.reasonHint')}
        error={form.formState.errors.reason && t('people.applications.reasonRequired')}
        autoFocus
        {...form.field('reason')}
      />
      <div className={styles.rowActions}>
        <Button type="submit" size="sm" loading={pending}>
          {t('people.applications.confirmReject')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('people.applications.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Applications: pending first, searchable and sortable, approved or rejected in place. */
function ApplicationsTable() {
  const { t, i18n } = useTranslation('admin');
  const query = useApplications();
  const decide = useDecideApplication();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<ApplicationColumn>>({
    column: 'status',
    direction: 'asc',
  });
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = query.data?.applications ?? [];
    const found = needle
      ? all.filter((row) => `${fullName(row)} ${row.email}`.toLowerCase().includes(needle))
      : all;
    return [...found].sort(compareBy((row) => sortValue(row, sort.column), sort.direction));
  }, [query.data, search, sort]);

  const act = (
    row: ApplicationSummary,
    decision: { kind: 'approve' } | { kind: 'reject'; reason: string },
  ) => {
    const name = fullName(row);
    decide.mutate(
      { accountId: row.account_id, ...decision },
      {
        onSuccess: () => {
          setRejecting(null);
          setMessage({
            tone: 'ok',
            text: t(
              decision.kind === 'approve'
                ? 'people.applications.approved'
                : 'people.applications.rejected',
              { name },
            ),
          });
        },
        onError: () => setMessage({ tone: 'error', text: t('people.applications.failed') }),
      },
    );
  };

  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '—';

  return (
    <section className={styles.section} aria-labelledby="applications-title">
      <h2 id="applications-title" className={styles.sectionTitle}>
        {t('people.applications.title')}
      </h2>
      <div className={styles.toolbar}>
        <Input
          type="search"
          label={t('people.applications.search')}
          placeholder={t('people.applications.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p role="status" className={cx(styles.notice, message?.tone === 'ok' && styles.noticeOk)}>
        {message?.tone === 'ok' ? message.text : ''}
      </p>
      {message?.tone === 'error' && <FormAlert message={message.text} />}
      <AdminTable
        label={t('people.applications.title')}
        rows={query.isPending ? undefined : rows}
        failed={query.isError}
        loadingHeight={120}
        empty={
          search.trim()
            ? t('people.applications.noMatch', { query: search.trim() })
            : t('people.applications.empty')
        }
        columns={[
          { label: t('people.applications.name'), sort: 'name' },
          { label: t('people.applications.email'), sort: 'email' },
          { label: t('people.applications.status'), sort: 'status' },
          { label: t('people.applications.sent'), sort: 'sent' },
          { label: t('people.applications.actions') },
        ]}
        sort={sort}
        onSort={setSort}
      >
        {(row) => {
          const name = fullName(row);
          const status = row.application.status;
          return (
            <tr key={row.account_id}>
              <td>{name}</td>
              <td>{row.email}</td>
              <td>
                <span className={cx(styles.badge, status === 'pending' && styles.badgePending)}>
                  {t(`people.applications.statuses.${status}`)}
                </span>
                {row.application.rejection_reason && (
                  <p className={styles.muted}>{row.application.rejection_reason}</p>
                )}
              </td>
              <td>{date(row.application.submitted_at)}</td>
              <td>
                {status === 'pending' && rejecting !== row.account_id && (
                  <span className={styles.rowActions}>
                    <Button
                      size="sm"
                      aria-label={t('people.applications.approveName', { name })}
                      loading={decide.isPending && decide.variables.accountId === row.account_id}
                      onClick={() => act(row, { kind: 'approve' })}
                    >
                      {t('people.applications.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('people.applications.rejectName', { name })}
                      onClick={() => setRejecting(row.account_id)}
                    >
                      {t('people.applications.reject')}
                    </Button>
                  </span>
                )}
                {rejecting === row.account_id && (
                  <RejectForm
                    name={name}
                    pending={decide.isPending}
                    onCancel={() => setRejecting(null)}
                    onReject={(reason) => act(row, { kind: 'reject', reason })}
                  />
                )}
              </td>
            </tr>
          );
        }}
      </AdminTable>
    </section>
  );
}

/** Access codes: generate (random or chosen, with a use limit) and revoke. */
function AccessCodes() {
  const { t } = useTranslation('admin');
  const query = useAccessCodes();
  const create = useCreateAccessCode();
  const revoke = useRevokeAccessCode();
  const [created, setCreated] = useState<string | null>(null);
  const form = useContractForm(accessCodeFormSchema, {
    defaultValues: { code: '', max_uses: '' },
    formError: () => t('people.codes.failed'),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ code, max_uses }) => {
    form.clearErrors('root');
    create.mutate(
      { ...(code === undefined ? {} : { code }), max_uses },
      {
        onSuccess: (data) => {
          setCreated(data.accessCode.code);
          form.reset();
        },
        onError: (error) => form.showServerError(error),
      },
    );
  });

  const state = (row: AccessCodeSummary) =>
    row.revoked_at ? t('people.codes.revoked') : t('people.codes.active');

  return (
    <section className={styles.section} aria-labelledby="codes-title">
      <h2 id="codes-title" className={styles.sectionTitle}>
        {t('people.codes.title')}
      </h2>
      <p className={styles.sectionHint}>{t('people.codes.hint')}</p>
      <form className={styles.addRow} onSubmit={submit} noValidate>
        <Input
          label={t('people.codes.code')}
          hint={t('people.codes.codeHint')}
          autoComplete="off"
          error={errors.code?.message}
          {...form.field('code')}
        />
        <Input
          label={t('people.codes.maxUses')}
          hint={t('people.codes.maxUsesHint')}
          inputMode="numeric"
          error={errors.max_uses?.message}
          {...form.field('max_uses')}
        />
        <Button type="submit" loading={create.isPending}>
          {t('people.codes.create')}
        </Button>
      </form>
      {errors.root?.message && <FormAlert message={errors.root.message} />}
      <p role="status" className={cx(styles.notice, created && styles.noticeOk)}>
        {created ? t('people.codes.created', { code: created }) : ''}
      </p>
      {query.data && query.data.accessCodes.length === 0 && (
        <p className={styles.muted}>{t('people.codes.empty')}</p>
      )}
      {query.data && query.data.accessCodes.length > 0 && (
        <TableScroll label={t('people.codes.title')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('people.codes.code')}</th>
                <th scope="col">{t('people.codes.used')}</th>
                <th scope="col">{t('people.codes.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('people.applications.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.accessCodes.map((row) => (
                <tr key={row.id}>
                  <td className={styles.code}>{row.code}</td>
                  <td>
                    {row.used_count} / {row.max_uses ?? t('people.codes.unlimited')}
                  </td>
                  <td>{state(row)}</td>
                  <td>
                    {!row.revoked_at && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('people.codes.revokeCode', { code: row.code })}
                        onClick={() => revoke.mutate(row.id)}
                      >
                        {t('people.codes.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** `{base}/admin/people`: applications, the ambassadors and admins, and the access codes. */
export function PeoplePage() {
  const { t } = useTranslation('admin');
  const { account } = useAccount();
  return (
    <>
      <PageHeader title={t('people.title')} />
      <ApplicationsTable />
      <TeamTable selfId={account?.id ?? null} />
      <InviteForm />
      <AccessCodes />
    </>
  );
}

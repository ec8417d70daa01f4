import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@quad/shared/contracts/admin';
import { useAuditPage } from '../api/admin-api';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { PageHeader } from './page-header';
import { pageCount } from './pager';

/** A value of the trail in one short line. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** What changed: one line per field, before → after. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const fields = Object.keys({ ...entry.before, ...entry.after });
  return (
    <ul className={styles.diff}>
      {fields.map((field) => (
        <li key={field}>
          {t('audit.field', {
            field,
            before: shown(entry.before?.[field]),
            after: shown(entry.after?.[field]),
          })}
        </li>
      ))}
    </ul>
  );
}

/** `{base}/admin/audit`: the audit trail, newest first, a page at a time. */
export function AuditPage() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useAuditPage(page);
  const data = query.data;
  const pages = pageCount(data?.total, AUDIT_PAGE_SIZE);
  // A known action in words; a newer one the console does not know yet by its name.
  const action = (name: string) =>
    t(`audit.actions.${name.replace(/\./g, '_')}` as 'audit.title', { defaultValue: name });
  return (
    <>
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
      <section className={styles.section} aria-label={t('audit.title')}>
        <AdminTable
          label={t('audit.title')}
          rows={data?.entries}
          failed={query.isError}
          empty={t('audit.empty')}
          columns={[
            { label: t('audit.when') },
            { label: t('audit.who') },
            { label: t('audit.what') },
            { label: t('audit.change') },
          ]}
          pager={{ page, pages, onPage: setPage, label: t('audit.page', { page, pages }) }}
        >
          {(entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.created_at}>
                  {new Date(entry.created_at).toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              </td>
              <td>{entry.actor?.name ?? t('audit.removedAccount')}</td>
              <td>{action(entry.action)}</td>
              <td>
                <Change entry={entry} />
              </td>
            </tr>
          )}
        </AdminTable>
      </section>
    </>
  );
}

import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PROSPECTS_PAGE_SIZE } from '@quad/shared/contracts/admin-prospects';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { useProspect, useProspects, useBlockProspect } from '../api/prospects-api';
import { AdminPanelRow, AdminTable } from './admin-table';
import { ActionNotice } from './action-notice';
import styles from './admin.module.css';
import { PageHeader } from './page-header';
import { pageCount } from './pager';

const answerText = (answer: unknown) =>
  Array.isArray(answer)
    ? answer.join(', ')
    : typeof answer === 'string'
      ? answer
      : JSON.stringify(answer);

/** One prospect in full: profile, answers, consents and where they came from. */
function ProspectDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin');
  const query = useProspect(id);
  const date = (value: string | null) =>
    value ? new Date(value).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '—';
  if (query.isError) return <FormAlert message={t('guard.loadError')} />;
  const prospect = query.data;
  if (!prospect) {
    return (
      <SkeletonGroup>
        <Skeleton width="100%" height={120} />
      </SkeletonGroup>
    );
  }
  const utm = Object.entries(prospect.utm).filter(([, value]) => value !== '' && value != null);
  return (
    <div
      className={styles.twoColumns}
      aria-label={t('prospects.detail', { name: prospect.name })}
      role="region"
    >
      <dl className={styles.facts}>
        <dt>{t('prospects.email')}</dt>
        <dd>{prospect.email}</dd>
        <dt>{t('prospects.phone')}</dt>
        <dd>{prospect.phone ?? '—'}</dd>
        <dt>{t('prospects.joined')}</dt>
        <dd>{date(prospect.created_at)}</dd>
        <dt>{t('prospects.lastSeen')}</dt>
        <dd>{date(prospect.last_seen_at)}</dd>
        <dt>{t('prospects.terms')}</dt>
        <dd>{date(prospect.consents.terms_accepted_at)}</dd>
        <dt>{t('prospects.marketing')}</dt>
        <dd>{prospect.consents.marketing ? t('prospects.yes') : t('prospects.no')}</dd>
        <dt>{t('prospects.emails')}</dt>
        <dd>{prospect.consents.email_notifications ? t('prospects.yes') : t('prospects.no')}</dd>
        <dt>{t('prospects.utm')}</dt>
        <dd>
          {utm.length === 0
            ? '—'
            : utm.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')}
        </dd>
      </dl>
      <div>
        <p className={styles.legend}>{t('prospects.answers')}</p>
        {prospect.answers.length === 0 ? (
          <p className={styles.muted}>{t('prospects.noAnswers')}</p>
        ) : (
          <dl className={styles.facts}>
            {prospect.answers.map((item) => (
              <Fragment key={item.question}>
                <dt>{item.question}</dt>
                <dd>{answerText(item.answer)}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}

/** `{base}/admin/prospects`: search and page the university's prospects; view and block one. */
export function ProspectsPage() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const query = useProspects({ search, page });
  const block = useBlockProspect();
  const data = query.data;
  const pages = pageCount(data?.total, ADMIN_PROSPECTS_PAGE_SIZE);

  const toggleBlock = (id: number, name: string, blocked: boolean) => {
    setError('');
    block.mutate(
      { id, blocked },
      {
        onSuccess: () =>
          setMessage(t(blocked ? 'prospects.blockedNow' : 'prospects.unblockedNow', { name })),
        onError: () => setError(t('team.failed')),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('prospects.title')} intro={t('prospects.intro')} />
      <section className={styles.section} aria-label={t('prospects.title')}>
        <div className={styles.toolbar}>
          <Input
            type="search"
            label={t('prospects.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <ActionNotice message={message} error={error} />
        <AdminTable
          label={t('prospects.title')}
          rows={data?.prospects}
          failed={query.isError}
          empty={search ? t('team.empty') : t('prospects.empty')}
          columns={[
            { label: t('team.name') },
            { label: t('team.email') },
            { label: t('team.chats') },
            { label: t('prospects.joined') },
            { label: t('team.state') },
            { label: t('people.applications.actions') },
          ]}
          pager={{ page, pages, onPage: setPage, label: t('prospects.pages', { page, pages }) }}
        >
          {(prospect) => (
            <Fragment key={prospect.id}>
              <tr>
                <td>{prospect.name}</td>
                <td>{prospect.email}</td>
                <td>{prospect.chats_count}</td>
                <td>
                  {new Date(prospect.created_at).toLocaleDateString(i18n.language, {
                    dateStyle: 'medium',
                  })}
                </td>
                <td>
                  <span className={cx(styles.badge, prospect.is_blocked && styles.badgePending)}>
                    {prospect.is_blocked ? t('prospects.blocked') : t('team.enabled')}
                  </span>
                </td>
                <td>
                  <span className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={open === prospect.id}
                      aria-label={t('prospects.viewName', { name: prospect.name })}
                      onClick={() => setOpen(open === prospect.id ? null : prospect.id)}
                    >
                      {t('prospects.view')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t(
                        prospect.is_blocked ? 'prospects.unblockName' : 'prospects.blockName',
                        { name: prospect.name },
                      )}
                      onClick={() => toggleBlock(prospect.id, prospect.name, !prospect.is_blocked)}
                    >
                      {prospect.is_blocked ? t('prospects.unblock') : t('prospects.block')}
                    </Button>
                  </span>
                </td>
              </tr>
              {open === prospect.id && (
                <AdminPanelRow>
                  <ProspectDetail id={prospect.id} />
                </AdminPanelRow>
              )}
            </Fragment>
          )}
        </AdminTable>
      </section>
    </>
  );
}

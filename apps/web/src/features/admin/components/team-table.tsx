import { Fragment, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ADMIN_PEOPLE_PAGE_SIZE, type TeamMember } from '@quad/shared/contracts/admin-people';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field';
import { cx } from '../../../lib/cx';
import { useChangeTeamMember, useTeam } from '../api/admin-api';
import { AmbassadorEditor } from './ambassador-editor';
import { AdminPanelRow, AdminTable } from './admin-table';
import { ActionNotice } from './action-notice';
import styles from './admin.module.css';
import { pageCount } from './pager';

type Role = '' | 'ambassador' | 'admin';

/** Seconds as the shortest honest reading: "45 s", "12 min", "3 h 20 min". */
export function durationText(seconds: number, t: TFunction<'admin'>): string {
  if (seconds < 60) return t('team.duration.seconds', { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('team.duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('team.duration.hours', { count: hours })
    : t('team.duration.hoursMinutes', { hours, minutes: rest });
}
type Sort = 'name' | 'newest';

/**
 * Ambassadors and admins: search, role, order, paging; each ambassador's chats and median first
 * reply; edit a profile, publish and disable in place.
 */
export function TeamTable({ selfId }: { selfId: number | null }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role>('');
  const [sort, setSort] = useState<Sort>('name');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const query = useTeam({ search, role, sort, page });
  const change = useChangeTeamMember();
  const data = query.data;
  const pages = pageCount(data?.total, ADMIN_PEOPLE_PAGE_SIZE);

  const act = (person: TeamMember, patch: { is_enabled?: boolean; is_published?: boolean }) => {
    setError('');
    change.mutate(
      { id: person.id, change: patch },
      {
        onSuccess: (saved) =>
          setMessage(
            patch.is_published !== undefined
              ? t(saved.is_published ? 'team.publishedNow' : 'team.unpublishedNow', {
                  name: saved.name,
                })
              : t(saved.is_enabled ? 'team.enabledNow' : 'team.disabledNow', { name: saved.name }),
          ),
        onError: () => setError(t('team.failed')),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="team-title">
      <h2 id="team-title" className={styles.sectionTitle}>
        {t('team.title')}
      </h2>
      <div className={styles.toolbar}>
        <Input
          type="search"
          label={t('team.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Select
          label={t('team.role')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role);
            setPage(1);
          }}
        >
          <option value="">{t('team.roles.all')}</option>
          <option value="ambassador">{t('team.roles.ambassador')}</option>
          <option value="admin">{t('team.roles.admin')}</option>
        </Select>
        <Select
          label={t('team.sort')}
          value={sort}
          onChange={(event) => setSort(event.target.value as Sort)}
        >
          <option value="name">{t('team.sorts.name')}</option>
          <option value="newest">{t('team.sorts.newest')}</option>
        </Select>
      </div>
      <ActionNotice message={message} error={error} />
      <AdminTable
        label={t('team.title')}
        rows={data?.people}
        failed={query.isError}
        empty={t('team.empty')}
        columns={[
          { label: t('team.name') },
          { label: t('team.email') },
          { label: t('team.role') },
          { label: t('team.state') },
          { label: t('team.chats') },
          { label: t('team.firstReply') },
          { label: t('people.applications.actions') },
        ]}
        pager={{ page, pages, onPage: setPage, label: t('team.pages', { page, pages }) }}
      >
        {(person) => (
          <Fragment key={person.id}>
            <tr>
              <td>{person.name}</td>
              <td>{person.email}</td>
              <td>{t(`team.roles.${person.role}`)}</td>
              <td>
                <span className={cx(styles.badge, !person.is_enabled && styles.badgePending)}>
                  {person.is_enabled ? t('team.enabled') : t('team.disabled')}
                </span>{' '}
                {person.is_published !== null && (
                  <span className={styles.badge}>
                    {person.is_published ? t('team.published') : t('team.hidden')}
                  </span>
                )}
              </td>
              <td>{person.chats_count ?? '–'}</td>
              <td>
                {person.median_first_reply_seconds === null
                  ? '–'
                  : durationText(person.median_first_reply_seconds, t)}
              </td>
              <td>
                <span className={styles.rowActions}>
                  {person.role === 'ambassador' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={editing === person.id}
                      aria-label={t('team.editName', { name: person.name })}
                      onClick={() => setEditing(editing === person.id ? null : person.id)}
                    >
                      {t('team.edit')}
                    </Button>
                  )}
                  {person.is_published !== null && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t(
                        person.is_published ? 'team.unpublishName' : 'team.publishName',
                        { name: person.name },
                      )}
                      onClick={() => act(person, { is_published: !person.is_published })}
                    >
                      {person.is_published ? t('team.unpublish') : t('team.publish')}
                    </Button>
                  )}
                  {person.id !== selfId && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t(person.is_enabled ? 'team.disableName' : 'team.enableName', {
                        name: person.name,
                      })}
                      onClick={() => act(person, { is_enabled: !person.is_enabled })}
                    >
                      {person.is_enabled ? t('team.disable') : t('team.enable')}
                    </Button>
                  )}
                </span>
              </td>
            </tr>
            {editing === person.id && (
              <AdminPanelRow>
                <AmbassadorEditor id={person.id} onClose={() => setEditing(null)} />
              </AdminPanelRow>
            )}
          </Fragment>
        )}
      </AdminTable>
    </section>
  );
}

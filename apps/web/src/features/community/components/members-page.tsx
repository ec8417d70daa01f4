import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/field';
import { SearchIcon } from '../../../components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { MemberKind } from '../api/community-keys';
import { MEMBERS_PAGE_SIZE, useMembersQuery } from '../api/get-members';
import { useCommunity } from '../hooks/use-community';
import { CommunityErrorState } from './community-states';
import { PeopleSkeleton } from './community-skeletons';
import { MemberCard } from './member-card';
import listStyles from './community-lists.module.css';
import styles from './community-pages.module.css';

const KINDS: readonly MemberKind[] = ['ambassadors', 'prospects'];

/** {base}/community/members: ambassadors and prospects, searchable, a page at a time. */
export function MembersPage() {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const kind: MemberKind = params.get('tab') === 'prospects' ? 'prospects' : 'ambassadors';
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('members.title')}</h1>
        <p className={styles.lead}>{t('members.lead')}</p>
      </header>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <Input
          type="search"
          label={t('members.searchLabel')}
          hideLabel
          placeholder={t('members.searchPlaceholder')}
          leadingIcon={<SearchIcon size={18} />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fieldClassName={styles.grow}
        />
      </form>
      <Tabs
        value={kind}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className={styles.tabs}
      >
        <TabsList aria-label={t('members.tabsLabel')}>
          {KINDS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {t(`members.tabs.${each}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {KINDS.map((each) => (
          <TabsContent key={each} value={each}>
            {each === kind && (
              <MembersList key={`${each}:${deferred}`} kind={each} search={deferred} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function MembersList({ kind, search }: { kind: MemberKind; search: string }) {
  const { t } = useTranslation('community');
  const { universityId } = useCommunity();
  const [page, setPage] = useState(1);
  const query = useMembersQuery(kind, { universityId, search, page });
  const headingId = useId();
  if (query.isPending) return <PeopleSkeleton count={6} />;
  if (query.isError) {
    return <CommunityErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const pages = Math.max(1, Math.ceil(query.data.total / MEMBERS_PAGE_SIZE));
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        title={search ? t('members.noMatchTitle') : t('members.emptyTitle')}
        text={search ? t('members.noMatchText', { search }) : t('members.emptyText')}
      />
    );
  }
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        {t(`members.tabs.${kind}`)}
      </h2>
      <ul className={listStyles.people} aria-labelledby={headingId} aria-busy={query.isFetching}>
        {query.data.items.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('members.pagesLabel')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('members.previous')}
          </Button>
          <span aria-live="polite">{t('members.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('members.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

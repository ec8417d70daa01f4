import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parsePathId } from '@quad/shared/rules/base-path';
import { SUBJECTS } from '@quad/shared/data/subjects';
import { Input, Select } from '../../../components/ui/field';
import { ArrowLeftIcon, SearchIcon } from '../../../components/ui/icons';
import { useSpaceQuery } from '../api/get-spaces';
import { useCommunity, useCommunityAccount } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import { CommunityErrorState, NOT_FOUND } from './community-states';
import { CommunityScreenSkeleton } from './community-skeletons';
import { RoomList } from './room-list';
import styles from './community-pages.module.css';
import { useReferenceNames } from '../../../i18n/reference-names';

/** {base}/community/spaces/{id}: the space's public rooms, searchable and by subject. */
export function SpacePage() {
  const { spaceId } = useParams();
  const id = parsePathId(spaceId);
  const { root } = useCommunity();
  if (id === null) {
    return <CommunityErrorState error={NOT_FOUND} onRetry={() => undefined} headingLevel={1} />;
  }
  return <SpaceScreen key={id} spaceId={id} root={root} />;
}

function SpaceScreen({ spaceId, root }: { spaceId: number; root: string }) {
  const { t } = useTranslation('community');
  const names = useReferenceNames();
  const account = useCommunityAccount();
  const space = useSpaceQuery(spaceId);
  const [search, setSearch] = useState('');
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const roomsId = useId();
  const mine = new Set(account.subjects.map((subject) => subject.id));

  if (space.isPending) return <CommunityScreenSkeleton />;
  if (space.isError) {
    return (
      <CommunityErrorState
        error={space.error}
        onRetry={() => void space.refetch()}
        headingLevel={1}
      />
    );
  }
  return (
    <div className={styles.page}>
      <Link to={communityPaths.home(root)} className={styles.back}>
        <ArrowLeftIcon size={18} aria-hidden="true" />
        {t('space.back')}
      </Link>
      <header className={styles.intro}>
        <h1 className={styles.title}>{space.data.name}</h1>
        {space.data.description && <p className={styles.lead}>{space.data.description}</p>}
      </header>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <Input
          type="search"
          label={t('space.searchLabel')}
          hideLabel
          placeholder={t('space.searchPlaceholder')}
          leadingIcon={<SearchIcon size={18} />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fieldClassName={styles.grow}
        />
        <Select
          label={t('space.subjectLabel')}
          hideLabel
          value={subjectId ?? ''}
          onChange={(event) => setSubjectId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('space.allSubjects')}</option>
          {account.subjects.length > 0 && (
            <optgroup label={t('space.yourSubjects')}>
              {account.subjects.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {names.subject(subject)}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label={t('space.everySubject')}>
            {names
              .sorted(
                SUBJECTS.filter((subject) => !mine.has(subject.id)),
                (subject) => names.subject(subject),
              )
              .map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {names.subject(subject)}
                </option>
              ))}
          </optgroup>
        </Select>
      </form>
      <section className={styles.section} aria-labelledby={roomsId}>
        <h2 id={roomsId} className={styles.sectionTitle}>
          {t('space.rooms')}
        </h2>
        <RoomList
          filter={{ spaceId, search: deferredSearch, subjectId }}
          labelledBy={roomsId}
          onClearFilter={() => {
            setSearch('');
            setSubjectId(null);
          }}
        />
      </section>
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunitySpace } from '@quad/shared/contracts/community';
import { ButtonLink } from '../../../components/ui/button';
import { useSpacesQuery } from '../api/get-spaces';
import { useCommunity, useCommunityAccount } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import { CommunityErrorState } from './community-states';
import { CommunityScreenSkeleton } from './community-skeletons';
import { MyConversations } from './my-conversations';
import { PeoplePreview } from './people-preview';
import { RoomList } from './room-list';
import { SpaceTiles } from './space-tiles';
import styles from './community-pages.module.css';

/**
 * {base}/community: the spaces as tiles (the default one chosen, its rooms below), one's
 * conversations with unread counts, and people to talk to, ambassadors first.
 */
export function CommunityHomePage() {
  const { t } = useTranslation('community');
  const { root, universityId } = useCommunity();
  const account = useCommunityAccount();
  const spaces = useSpacesQuery(universityId);
  const [chosen, setChosen] = useState<number | null>(null);
  const spacesId = useId();
  const roomsId = useId();
  const dialogsId = useId();
  const peopleId = useId();

  if (spaces.isPending) return <CommunityScreenSkeleton />;
  if (spaces.isError) {
    return (
      <CommunityErrorState
        error={spaces.error}
        onRetry={() => void spaces.refetch()}
        headingLevel={1}
      />
    );
  }
  const list = [...spaces.data].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name),
  );
  const fallback: CommunitySpace | undefined =
    list.find((space) => space.id === account.spaceId) ??
    list.find((space) => space.isDefault) ??
    list[0];
  const selected = list.find((space) => space.id === chosen) ?? fallback;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('home.title', { name: account.firstName })}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
      </header>

      <section className={styles.section} aria-labelledby={dialogsId}>
        <h2 id={dialogsId} className={styles.sectionTitle}>
          {t('home.myConversations')}
        </h2>
        <MyConversations headingId={dialogsId} />
      </section>

      <section className={styles.section} aria-labelledby={spacesId}>
        <h2 id={spacesId} className={styles.sectionTitle}>
          {t('home.spaces')}
        </h2>
        {list.length === 0 ? (
          <p className={styles.muted}>{t('spaces.empty')}</p>
        ) : (
          <SpaceTiles
            spaces={list}
            selectedId={selected?.id ?? null}
            onSelect={(space) => setChosen(space.id)}
            labelledBy={spacesId}
          />
        )}
      </section>

      {selected && (
        <section className={styles.section} aria-labelledby={roomsId}>
          <div className={styles.sectionHeader}>
            <h2 id={roomsId} className={styles.sectionTitle}>
              {t('home.roomsIn', { space: selected.name })}
            </h2>
            <ButtonLink to={communityPaths.space(root, selected.id)} variant="ghost" size="sm">
              {t('home.seeAllRooms')}
            </ButtonLink>
          </div>
          <RoomList
            filter={{ spaceId: selected.id, search: '', subjectId: null }}
            labelledBy={roomsId}
            limit={4}
          />
        </section>
      )}

      <section className={styles.section} aria-labelledby={peopleId}>
        <div className={styles.sectionHeader}>
          <h2 id={peopleId} className={styles.sectionTitle}>
            {t('home.people')}
          </h2>
          <ButtonLink to={communityPaths.members(root)} variant="ghost" size="sm">
            {t('home.seeAllPeople')}
          </ButtonLink>
        </div>
        <PeoplePreview labelledBy={peopleId} />
      </section>
    </div>
  );
}

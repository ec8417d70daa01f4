import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMembersQuery } from '../api/get-members';
import { useCommunity, useCommunityAccount } from '../hooks/use-community';
import { CommunityErrorState } from './community-states';
import { PeopleSkeleton } from './community-skeletons';
import { MemberCard } from './member-card';
import styles from './community-lists.module.css';

/** A few people of the community to talk to: ambassadors first, then fellow prospects. */
export function PeoplePreview({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('community');
  const { universityId } = useCommunity();
  const account = useCommunityAccount();
  const filter = { universityId, search: '', page: 1 };
  const ambassadors = useMembersQuery('ambassadors', filter);
  const prospects = useMembersQuery('prospects', filter);
  if (ambassadors.isPending) return <PeopleSkeleton />;
  if (ambassadors.isError) {
    return (
      <CommunityErrorState
        error={ambassadors.error}
        onRetry={() => void ambassadors.refetch()}
        headingLevel={3}
      />
    );
  }
  // Oneself is not someone to talk to.
  const people = [...ambassadors.data.items, ...(prospects.data?.items ?? [])]
    .filter((member) => member.id !== account.id)
    .slice(0, 8);
  if (people.length === 0) {
    return (
      <EmptyState headingLevel={3} title={t('members.emptyTitle')} text={t('members.emptyText')} />
    );
  }
  return (
    <ul className={styles.people} aria-labelledby={labelledBy}>
      {people.map((member) => (
        <li key={member.id}>
          <MemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAmbassador } from '@quad/shared/roles';
import { parsePathId } from '@quad/shared/rules/base-path';
import { Avatar } from '../../../components/ui/avatar';
import { Chip } from '../../../components/ui/chip';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useMemberQuery } from '../api/get-members';
import { useCommunity } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import { personName } from '../lib/people';
import { CommunityErrorState, NOT_FOUND } from './community-states';
import { CommunityScreenSkeleton } from './community-skeletons';
import { MessageButton } from './message-button';
import styles from './community-pages.module.css';
import { useReferenceNames } from '../../../i18n/reference-names';

/** {base}/community/members/{id}: a member's public profile and "Message". */
export function MemberPage() {
  const { userId } = useParams();
  const id = parsePathId(userId);
  if (id === null) {
    return <CommunityErrorState error={NOT_FOUND} onRetry={() => undefined} headingLevel={1} />;
  }
  return <MemberScreen key={id} userId={id} />;
}

function MemberScreen({ userId }: { userId: number }) {
  const { t } = useTranslation('community');
  const names = useReferenceNames();
  const { root } = useCommunity();
  const query = useMemberQuery(userId);
  if (query.isPending) return <CommunityScreenSkeleton />;
  if (query.isError) {
    return (
      <CommunityErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        headingLevel={1}
      />
    );
  }
  const member = query.data;
  const ambassador = isAmbassador(member.roleKey);
  const year = member.ambassadorData?.yearOfStudy;
  return (
    <div className={styles.page}>
      <Link to={communityPaths.members(root)} className={styles.back}>
        <ArrowLeftIcon size={18} aria-hidden="true" />
        {t('member.back')}
      </Link>
      <article className={styles.profile}>
        <Avatar
          id={member.id}
          name={member.name}
          lastName={member.last_name}
          src={member.avatar}
          size="xl"
        />
        <div className={styles.profileText}>
          <h1 className={styles.title}>{personName(member)}</h1>
          <p className={styles.lead}>
            {ambassador
              ? t('member.ambassadorAt', { university: member.university?.name ?? '' })
              : t('member.prospect')}
          </p>
          <ul className={styles.chips} aria-label={t('member.facts')}>
            {member.ambassadorData?.course && (
              <li>
                <Chip>{member.ambassadorData.course.name}</Chip>
              </li>
            )}
            {year ? (
              <li>
                <Chip>{t('member.year', { year })}</Chip>
              </li>
            ) : null}
            {member.subjects
              .filter((subject) => subject.id !== member.ambassadorData?.course?.id)
              .map((subject) => (
                <li key={subject.id}>
                  <Chip>{names.subject(subject)}</Chip>
                </li>
              ))}
          </ul>
          <div className={styles.profileAction}>
            <MessageButton member={member} />
          </div>
        </div>
      </article>
    </div>
  );
}

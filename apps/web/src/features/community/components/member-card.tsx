import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommunityMember } from '@quad/shared/contracts/community';
import { isAmbassador } from '@quad/shared/roles';
import { Avatar } from '../../../components/ui/avatar';
import { useCommunity } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import { personName } from '../lib/people';
import { MessageButton } from './message-button';
import styles from './community-lists.module.css';

/** A person of the community: face, name, what they study, and "Message". */
export function MemberCard({ member }: { member: CommunityMember }) {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  const name = personName(member);
  const course = member.ambassadorData?.course?.name ?? member.subjects[0]?.name ?? null;
  return (
    <article className={styles.person}>
      <Avatar
        id={member.id}
        name={member.name}
        lastName={member.last_name}
        src={member.avatar}
        size="lg"
      />
      <h3 className={styles.personName}>
        <Link to={communityPaths.member(root, member.id)} className={styles.personLink}>
          {name}
        </Link>
      </h3>
      <p className={styles.personRole}>
        {isAmbassador(member.roleKey) ? t('members.ambassador') : t('members.prospect')}
      </p>
      {course && <p className={styles.personCourse}>{course}</p>}
      <div className={styles.personAction}>
        <MessageButton member={member} fullWidth />
      </div>
    </article>
  );
}

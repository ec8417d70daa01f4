import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { usePostAuthors } from '../api/post-media-api';
import styles from './admin.module.css';

type Member = { id: number; name: string };
type MemberChange = { add: number } | { remove: number };

type MemberPanelProps<Row extends Member> = {
  /** What the region is called ("Speakers of Open day"). */
  label: string;
  /** The people in it; undefined while they load. */
  members: readonly Row[] | undefined;
  failed: boolean;
  /** What shows when nobody is in it. */
  none: string;
  /** Shown above the list (a join code). */
  intro?: ReactNode;
  /** A person's role badge. */
  role: (member: Row) => string;
  /** The remove button's name for a person; no name, no button for them. */
  removeLabel: (member: Row) => string | undefined;
  removeText: string;
  /** The picker's label; no label, no picker (an archived chat takes nobody new). */
  addLabel?: string;
  change: {
    mutate: (input: MemberChange, options: { onSuccess: () => void; onError: () => void }) => void;
    isPending: boolean;
  };
};

/** People around a record (an event's speakers, a chat's members): the list, remove, add an ambassador. */
export function MemberPanel<Row extends Member>({
  label,
  members,
  failed,
  none,
  intro,
  role,
  removeLabel,
  removeText,
  addLabel,
  change,
}: MemberPanelProps<Row>) {
  const { t } = useTranslation('admin');
  const ambassadors = usePostAuthors();
  const [pick, setPick] = useState('');
  const [changeFailed, setChangeFailed] = useState(false);
  const run = (input: MemberChange) => {
    setChangeFailed(false);
    change.mutate(input, { onSuccess: () => setPick(''), onError: () => setChangeFailed(true) });
  };
  if (failed) return <FormAlert message={t('guard.loadError')} />;
  if (!members) {
    return (
      <SkeletonGroup>
        <Skeleton width="100%" height={80} />
      </SkeletonGroup>
    );
  }
  const inside = new Set(members.map((member) => member.id));
  const candidates = (ambassadors.data ?? []).filter((person) => !inside.has(person.id));
  return (
    <div role="region" aria-label={label}>
      {intro}
      {members.length === 0 ? (
        <p className={styles.muted}>{none}</p>
      ) : (
        <ul className={styles.pictureList}>
          {members.map((member) => {
            const remove = removeLabel(member);
            return (
              <li key={member.id} className={styles.pictureItem}>
                <span>
                  {member.name} <span className={styles.badge}>{role(member)}</span>
                </span>
                {remove && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={remove}
                    onClick={() => run({ remove: member.id })}
                  >
                    {removeText}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {addLabel && (
        <div className={styles.toolbar}>
          <Select label={addLabel} value={pick} onChange={(event) => setPick(event.target.value)}>
            <option value="">{t('groupChats.choose')}</option>
            {candidates.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </Select>
          <Button
            type="button"
            disabled={!pick}
            loading={change.isPending}
            onClick={() => run({ add: Number(pick) })}
          >
            {t('groupChats.add')}
          </Button>
        </div>
      )}
      {changeFailed && <FormAlert message={t('team.failed')} />}
    </div>
  );
}

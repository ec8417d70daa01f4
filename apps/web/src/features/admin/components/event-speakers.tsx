import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLiveEvent } from '@quad/shared/contracts/admin-live-events';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { usePostAuthors } from '../api/post-media-api';
import { useChangeEventSpeakers, useEventSpeakers } from '../api/speakers-api';
import styles from './admin.module.css';

/** An event's speakers: the join code for external ones, add or remove an ambassador. */
export function EventSpeakers({ event }: { event: AdminLiveEvent }) {
  const { t } = useTranslation('admin');
  const query = useEventSpeakers(event.id);
  const ambassadors = usePostAuthors();
  const change = useChangeEventSpeakers(event.id);
  const [pick, setPick] = useState('');
  const [failed, setFailed] = useState(false);
  const run = (input: { add: number } | { remove: number }) => {
    setFailed(false);
    change.mutate(input, { onSuccess: () => setPick(''), onError: () => setFailed(true) });
  };
  if (query.isError) return <FormAlert message={t('guard.loadError')} />;
  if (!query.data) {
    return (
      <SkeletonGroup>
        <Skeleton width="100%" height={80} />
      </SkeletonGroup>
    );
  }
  const { speakers, speaker_code: code } = query.data;
  const inside = new Set(speakers.map((speaker) => speaker.id));
  const candidates = (ambassadors.data ?? []).filter((person) => !inside.has(person.id));
  return (
    <div role="region" aria-label={t('liveEvents.speakers.of', { name: event.name })}>
      {code && (
        <p className={styles.sectionHint}>
          {t('liveEvents.speakers.codeHint')} <span className={styles.code}>{code}</span>
        </p>
      )}
      {speakers.length === 0 ? (
        <p className={styles.muted}>{t('liveEvents.speakers.none')}</p>
      ) : (
        <ul className={styles.pictureList}>
          {speakers.map((speaker) => (
            <li key={speaker.id} className={styles.pictureItem}>
              <span>
                {speaker.name}{' '}
                <span className={styles.badge}>
                  {t(`liveEvents.speakers.roles.${speaker.role}`)}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('liveEvents.speakers.removeName', { name: speaker.name })}
                onClick={() => run({ remove: speaker.id })}
              >
                {t('liveEvents.speakers.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.toolbar}>
        <Select
          label={t('liveEvents.speakers.add')}
          value={pick}
          onChange={(changeEvent) => setPick(changeEvent.target.value)}
        >
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
      {failed && <FormAlert message={t('team.failed')} />}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { AdminLiveEvent } from '@quad/shared/contracts/admin-live-events';
import { useChangeEventSpeakers, useEventSpeakers } from '../api/speakers-api';
import { MemberPanel } from './member-panel';
import styles from './admin.module.css';

/** An event's speakers: the join code for external ones, add or remove an ambassador. */
export function EventSpeakers({ event }: { event: AdminLiveEvent }) {
  const { t } = useTranslation('admin');
  const query = useEventSpeakers(event.id);
  const change = useChangeEventSpeakers(event.id);
  const code = query.data?.speaker_code;
  return (
    <MemberPanel
      label={t('liveEvents.speakers.of', { name: event.name })}
      members={query.data?.speakers}
      failed={query.isError}
      none={t('liveEvents.speakers.none')}
      intro={
        code && (
          <p className={styles.sectionHint}>
            {t('liveEvents.speakers.codeHint')} <span className={styles.code}>{code}</span>
          </p>
        )
      }
      role={(speaker) => t(`liveEvents.speakers.roles.${speaker.role}`)}
      removeLabel={(speaker) => t('liveEvents.speakers.removeName', { name: speaker.name })}
      removeText={t('liveEvents.speakers.remove')}
      addLabel={t('liveEvents.speakers.add')}
      change={change}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { LiveStreamCard } from '@quad/shared/contracts/content';
import { Avatar } from '../../../components/ui/avatar';
import { CalendarIcon } from '../../../components/ui/content-icons';
import styles from './event-about.module.css';
import { dateTimeFormat } from '../../../lib/intl-formats';

/**
 * The event's name and time (headingOnly, under the stage), or what it is about and who speaks
 * and hosts it — people first.
 */
export function EventAbout({
  stream,
  headingOnly,
}: {
  stream: LiveStreamCard;
  headingOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('liveEvents');
  if (headingOnly) {
    const format = dateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    });
    const time = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
    return (
      <header className={styles.header}>
        <h1 className={styles.name}>{stream.name}</h1>
        <p className={styles.when}>
          <CalendarIcon size={16} />
          <span>
            <time dateTime={stream.from_date}>{format.format(new Date(stream.from_date))}</time>
            {' – '}
            <time dateTime={stream.to_date}>{time.format(new Date(stream.to_date))}</time>
            {stream.university.name && ` · ${stream.university.name}`}
          </span>
        </p>
      </header>
    );
  }
  const people = [
    ...stream.speakers.map((person) => ({ person, role: t('about.speaker') })),
    ...stream.ambassadors.map((person) => ({ person, role: t('about.ambassador') })),
  ];
  return (
    <section className={styles.about} aria-labelledby="live-event-about">
      <h2 id="live-event-about" className={styles.heading}>
        {t('about.title')}
      </h2>
      {stream.description && <p className={styles.description}>{stream.description}</p>}
      {people.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('about.people')}</h3>
          <ul className={styles.people}>
            {people.map(({ person, role }) => (
              <li key={`${role}-${person.id}`} className={styles.person}>
                <Avatar
                  id={person.id}
                  name={person.name}
                  lastName={person.last_name}
                  src={person.avatar}
                  size="md"
                />
                <span className={styles.personText}>
                  <span className={styles.personName}>
                    {`${person.name} ${person.last_name}`.trim()}
                  </span>
                  <span className={styles.personRole}>{role}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

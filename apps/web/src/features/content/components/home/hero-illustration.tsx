import { useTranslation } from 'react-i18next';
import type { AmbassadorCard } from '@quad/shared/contracts/content';
import { Avatar } from '../../../../components/ui/avatar';
import styles from './hero-illustration.module.css';
import { useReferenceNames } from '../../../../i18n/reference-names';
import { useAfterFirstPaint } from '../../../../lib/use-after-first-paint';

/** How many faces the welcome shows. */
const FACES = 4;

/**
 * Beside the welcome: the real faces of the students one can talk to, and a first exchange with
 * one of them, in the university colour. A picture of what happens next (hidden from screen
 * readers, which hear the same in the welcome and the people section); nothing until the people
 * are known, so it never reads as a loading placeholder.
 */
export function HeroIllustration({
  people,
  total,
}: {
  people: readonly AmbassadorCard[];
  /** Everyone there is to talk to (the settings' social proof), when known. */
  total?: number;
}) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  // The faces paint with the welcome in their initials; their photos are asked for once that
  // frame is painted, so they never hold it up.
  const painted = useAfterFirstPaint();
  // A student greets first, when there is one.
  const first = people.find((person) => person.subject) ?? people[0];
  if (!first) return <div className={styles.illustration} aria-hidden="true" />;
  const faces = people.slice(0, FACES);
  const greeting = first.subject
    ? t('home.hero.hello', { name: first.name, study: names.subject(first.subject) })
    : first.job_title
      ? t('home.hero.helloStaff', { name: first.name, job: first.job_title })
      : t('home.hero.helloPlain', { name: first.name });
  return (
    <div className={styles.illustration} aria-hidden="true">
      <div className={styles.faces}>
        <span className={styles.stack}>
          {faces.map((person) => (
            <Avatar
              key={person.id}
              id={person.id}
              name={person.name}
              lastName={person.last_name}
              src={painted ? person.avatar : null}
              size="sm"
              className={styles.face}
            />
          ))}
        </span>
        <span className={styles.online}>
          {t('home.hero.ready', { count: Math.max(total ?? 0, people.length) })}
        </span>
      </div>
      <div className={`${styles.bubble} ${styles.incoming}`}>
        <Avatar
          id={first.id}
          name={first.name}
          lastName={first.last_name}
          src={painted ? first.avatar : null}
          size="xs"
        />
        <p className={styles.text}>
          <span className={styles.author}>{first.name}</span>
          {greeting}
        </p>
      </div>
      <div className={`${styles.bubble} ${styles.outgoing}`}>
        <p className={styles.text}>{t('home.hero.question')}</p>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { ProfileTypeKey } from '@quad/shared/roles';
import { countryById } from '@quad/shared/data/countries';
import { Avatar } from '../../../components/ui/avatar';
import { CountryFlag } from '../../../components/ui/country-flag';
import { cx } from '../../../lib/cx';
import styles from './card-preview.module.css';
import { useReferenceNames } from '../../../i18n/reference-names';

/** What the card shows, as the applicant has it so far. */
export type CardPreviewData = {
  id: number;
  name: string;
  lastName: string;
  avatar: string | null;
  profileType: ProfileTypeKey;
  subject: string | null;
  yearOfStudy: number | null;
  graduationYear: number | null;
  jobTitle: string | null;
  countryId: number | null;
  description: string;
};

/** The opening of the "about me" a card shows: whole sentences, about a line's worth. */
export function invitingLine(description: string): string {
  const text = description.trim().replace(/\s+/g, ' ');
  const sentences = text.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? [text];
  let line = '';
  for (const sentence of sentences) {
    line = `${line} ${sentence.trim()}`.trim();
    if (line.length >= 48) break;
  }
  return line;
}

/**
 * The ambassador card as prospective students will see it in the widget (photo, name, what they
 * study, where they're from, one inviting line and the chat button), drawn from the form as it
 * is typed. The button does nothing here: it is a picture of the card.
 */
export function CardPreview({ data, className }: { data: CardPreviewData; className?: string }) {
  const { t } = useTranslation('application');
  const names = useReferenceNames();
  const country = data.countryId ? countryById(data.countryId) : undefined;
  const fullName = `${data.name} ${data.lastName}`.trim();
  const parts: string[] = [];
  if (data.profileType === 'staff' && data.jobTitle) parts.push(data.jobTitle);
  else if (data.subject) parts.push(data.subject);
  if (data.profileType === 'alumni' && data.graduationYear) {
    parts.push(t('card.classOf', { year: data.graduationYear }));
  } else if (data.profileType !== 'staff' && data.yearOfStudy) {
    parts.push(t('card.year', { year: data.yearOfStudy }));
  }
  const studyLine = parts.join(' · ') || t(`profile.types.${data.profileType}`);
  const line = invitingLine(data.description);
  return (
    <article className={cx(styles.card, className)} aria-label={fullName}>
      <div className={styles.band} aria-hidden="true" />
      <Avatar
        id={data.id}
        name={data.name}
        lastName={data.lastName}
        src={data.avatar}
        size="lg"
        className={styles.avatar}
      />
      <div className={styles.body}>
        <p className={styles.name}>{fullName}</p>
        <p className={styles.study}>{studyLine}</p>
        <ul className={styles.facts}>
          {country && (
            <li className={styles.fact}>
              <CountryFlag code={country.code} name={names.country(country)} decorative />
              <span className={styles.factText}>{names.country(country)}</span>
            </li>
          )}
          {data.profileType !== 'student' && (
            <li className={cx(styles.fact, styles.kind)}>
              {t(`profile.types.${data.profileType}`)}
            </li>
          )}
        </ul>
      </div>
      <p className={cx(styles.line, !line && styles.placeholder)}>
        {line || t('card.placeholderLine')}
      </p>
      <span className={styles.chat} aria-hidden="true">
        {t('card.chatWith', { name: data.name })}
      </span>
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AmbassadorCard as Ambassador } from '@quad/shared/contracts/content';
import { Avatar } from '../../../../components/ui/avatar';
import { CountryFlag } from '../../../../components/ui/country-flag';
import { cx } from '../../../../lib/cx';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { ambassadorPath, fullName } from '../../links';
import { ChatButton } from '../shared/chat-button';
import { invitingLine, replyTimeOf, showsCountryFlag } from './ambassador-facts';
import { useStudyLine } from './use-ambassador-facts';
import styles from './ambassador-card.module.css';
import { useReferenceNames } from '../../../../i18n/reference-names';

type AmbassadorCardProps = {
  ambassador: Ambassador;
  /** tile: photo on top (rails, grids); responsive: a row on phones, a tile above 650 px. */
  layout?: 'tile' | 'responsive';
  /** 3 under a section heading (home), 2 straight under the page's h1 (the list page). */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * A person, first: photo (or initials), name, what they study, where they're from, one inviting
 * line and "Chat with {name}". The whole card opens the profile; the button starts the chat.
 */
export function AmbassadorCard({
  ambassador,
  layout = 'tile',
  headingLevel = 3,
  className,
}: AmbassadorCardProps) {
  const Heading = `h${headingLevel}` as const;
  const names = useReferenceNames();
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const studyLine = useStudyLine(ambassador);
  const line = invitingLine(ambassador.description);
  const country = ambassador.country;
  const name = fullName(ambassador);
  const replyTime = replyTimeOf(ambassador);

  return (
    <article
      className={cx(styles.card, layout === 'responsive' && styles.responsive, className)}
      aria-label={name}
    >
      <div className={styles.band} aria-hidden="true" />
      <Avatar
        id={ambassador.id}
        name={ambassador.name}
        lastName={ambassador.last_name}
        src={ambassador.avatar}
        size="lg"
        className={styles.avatar}
      />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={ambassadorPath(base.base, ambassador)} className={styles.link}>
            {name}
          </Link>
        </Heading>
        <p className={styles.study}>{studyLine}</p>
        {base.kind === 'group' && <p className={styles.university}>{ambassador.university.name}</p>}
        <ul className={styles.facts} aria-label={t('ambassador.factsLabel')}>
          {country && (
            <li className={styles.fact}>
              {showsCountryFlag(settings) && (
                <CountryFlag code={country.code} name={names.country(country)} decorative />
              )}
              <span className={styles.factText}>{names.country(country)}</span>
            </li>
          )}
          {ambassador.profile_type !== 'student' && (
            <li className={cx(styles.fact, styles.kind)}>
              {t(`ambassador.profileType.${ambassador.profile_type}`)}
            </li>
          )}
          {replyTime && <li className={styles.fact}>{t(`ambassador.replyTime.${replyTime}`)}</li>}
        </ul>
      </div>
      {line && (
        <p className={styles.line} dir="auto">
          {line}
        </p>
      )}
      <div className={styles.action}>
        <ChatButton ambassador={ambassador} className={styles.chat} />
      </div>
    </article>
  );
}

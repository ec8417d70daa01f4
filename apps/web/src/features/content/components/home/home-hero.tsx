import type { ReactNode } from 'react';
import type { AmbassadorCard } from '@quad/shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { Chip } from '../../../../components/ui/chip';
import { ChatIcon } from '../../../../components/ui/icons';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { HeroIllustration } from './hero-illustration';
import styles from './home-hero.module.css';

/** The welcome of titles.page_title and page_desc, the search bar and the one primary action. */
export function HomeHero({
  search,
  people = [],
}: {
  search?: ReactNode;
  /** The students of the home section, whose faces greet the visitor. */
  people?: readonly AmbassadorCard[];
}) {
  const { t } = useTranslation();
  const { base, settings, branding } = useWidget();
  const { titles } = settings;
  const proof = titles.social_proof_data;
  const stats = proof
    ? [
        proof.ambassadors > 0 && t('home.proof.ambassadors', { count: proof.ambassadors }),
        proof.conversations > 0 && t('home.proof.conversations', { count: proof.conversations }),
        proof.countries > 0 && t('home.proof.countries', { count: proof.countries }),
      ].filter((stat): stat is string => Boolean(stat))
    : [];

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          {/* What an admin typed reads in its own direction (English on an Arabic page). */}
          <h1 id="home-title" className={styles.title} dir={titles.page_title ? 'auto' : undefined}>
            {titles.page_title || t('home.defaultTitle', { name: branding.name })}
          </h1>
          <p className={styles.description} dir={titles.page_desc ? 'auto' : undefined}>
            {titles.page_desc || t('home.defaultDescription')}
          </p>
          {stats.length > 0 && (
            <ul className={styles.stats} aria-label={t('home.proof.label')}>
              {stats.map((stat) => (
                <li key={stat}>
                  <Chip>{stat}</Chip>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            {search}
            <ButtonLink
              to={`${base.base}/chat-to-us`}
              size="lg"
              icon={<ChatIcon size={20} />}
              data-testid="primary-action"
            >
              {t('home.primaryAction')}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.illustration}>
          <HeroIllustration people={people} total={proof?.ambassadors} />
        </div>
      </div>
    </section>
  );
}

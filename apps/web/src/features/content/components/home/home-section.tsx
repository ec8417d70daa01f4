import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import styles from './home-section.module.css';

type HomeSectionProps = {
  title: string;
  /** Where "See all" leads; sections shown whole on home have none. */
  seeAllTo?: string;
  children: ReactNode;
};

/** A home content section: its title, "See all", and its rail or list. */
export function HomeSection({ title, seeAllTo, children }: HomeSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title} dir="auto">
          {title}
        </h2>
        {seeAllTo && (
          <ButtonLink
            to={seeAllTo}
            variant="ghost"
            size="sm"
            className={styles.seeAll}
            aria-label={t('home.seeAllOf', { section: title })}
          >
            {t('home.seeAll')}
            <ChevronRightIcon size={18} />
          </ButtonLink>
        )}
      </div>
      {children}
    </section>
  );
}

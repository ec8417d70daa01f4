import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Faq } from '@quad/shared/contracts/content';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { faqPath } from '../../links';
import { PeopleLine } from '../shared/people-line';
import styles from './faq-list.module.css';

function uniqueAuthors(faq: Faq) {
  const seen = new Set<number>();
  return faq.answers
    .map((answer) => answer.author)
    .filter((author) => !seen.has(author.id) && Boolean(seen.add(author.id)));
}

/** One question: who answered it, and the way in. */
function FaqRow({ faq, headingLevel }: { faq: Faq; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const authors = uniqueAuthors(faq);
  const first = authors[0];
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <Heading className={styles.question} dir="auto">
          <Link to={faqPath(base.base, faq)} className={styles.link}>
            {faq.question}
          </Link>
        </Heading>
        {first ? (
          <PeopleLine people={authors.slice(0, 3)}>
            {t('faq.answeredBy', { name: first.name, count: authors.length - 1 })}
          </PeopleLine>
        ) : (
          <p className={styles.answered}>{t('faq.noAnswersYet')}</p>
        )}
      </div>
      <ChevronRightIcon className={styles.chevron} />
    </li>
  );
}

/** Questions in one card, a row each (home section and the FAQ list). */
export function FaqList({ faqs, headingLevel = 3 }: { faqs: Faq[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <FaqRow key={faq.id} faq={faq} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

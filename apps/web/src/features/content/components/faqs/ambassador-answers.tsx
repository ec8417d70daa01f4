import { Link } from 'react-router';
import type { Faq } from '@quad/shared/contracts/content';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { faqPath } from '../../links';
import { FaqAnswer } from './faq-answer';
import styles from './ambassador-answers.module.css';

/** On a profile: the questions this ambassador answered, each with their answer. */
export function AmbassadorAnswers({ faqs, authorId }: { faqs: Faq[]; authorId: number }) {
  const { base } = useWidget();
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => {
        const answer = faq.answers.find((candidate) => candidate.author.id === authorId);
        return (
          <li key={faq.id} className={styles.item}>
            <h3 className={styles.question}>
              <Link to={faqPath(base.base, faq)}>{faq.question}</Link>
            </h3>
            {answer && <FaqAnswer faqId={faq.id} answer={answer} clamp showAuthor={false} />}
          </li>
        );
      })}
    </ul>
  );
}

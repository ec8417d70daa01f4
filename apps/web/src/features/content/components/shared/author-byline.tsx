import { Link } from 'react-router';
import type { Author } from '@quad/shared/contracts/content';
import { Avatar } from '../../../../components/ui/avatar';
import { cx } from '../../../../lib/cx';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { ambassadorPath, fullName } from '../../links';
import { RelativeTime } from './relative-time';
import styles from './author-byline.module.css';

/** Who wrote it (their picture and name, a link to their profile) and when; `md` a page's, bolder. */
export function AuthorByline({
  author,
  date,
  size,
}: {
  author: Author;
  date: string;
  size: 'sm' | 'md';
}) {
  const { base } = useWidget();
  return (
    <header className={cx(styles.byline, styles[size])}>
      <Avatar
        id={author.id}
        name={author.name}
        lastName={author.last_name}
        src={author.avatar}
        size={size}
      />
      <div className={styles.who}>
        <Link to={ambassadorPath(base.base, author)} className={styles.author}>
          {fullName(author)}
        </Link>
        <RelativeTime date={date} className={styles.time} />
      </div>
    </header>
  );
}

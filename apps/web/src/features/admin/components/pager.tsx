import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './admin.module.css';

type PagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the navigation is called for screen readers ("Page 2 of 5", "People, page 2 of 5"). */
  label: string;
};

/** Previous / "Page x of y" / Next under a console table. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const { t } = useTranslation('admin');
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('audit.previous')}
      </Button>
      <span>{t('audit.page', { page, pages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('audit.next')}
      </Button>
    </nav>
  );
}

/** How many pages `total` rows make, `pageSize` a page: at least one, even while they load. */
export function pageCount(total: number | undefined, pageSize: number): number {
  return total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
}

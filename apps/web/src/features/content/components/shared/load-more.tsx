import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import styles from './load-more.module.css';

type LoadMoreProps = {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

/** "Showing 8 of 24" and "Load more" under a list; only the count once all are shown. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('content');
  if (shown === 0) return null;
  return (
    <div className={styles.loadMore}>
      <p className={styles.count} aria-live="polite">
        {t('list.shown', { shown, total: Math.max(total, shown) })}
      </p>
      {hasMore && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}

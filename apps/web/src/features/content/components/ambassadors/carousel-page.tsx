import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useCarouselAmbassadorsQuery } from '../../api/get-ambassadors';
import { ContentError } from '../shared/content-error';
import { AmbassadorCarousel } from './ambassador-carousel';
import styles from './carousel-page.module.css';
import { useListScope } from '../../hooks/use-list-scope';

/** `{base}/carousel`: the ambassadors as one swipeable row, for a narrow embed. */
export function CarouselPage() {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const scope = useListScope();
  const query = useCarouselAmbassadorsQuery(scope);
  const title = settings.titles.profile_title || t('ambassadors.title');
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('carousel.title')}</h1>
      <h2 className={styles.title}>{title}</h2>
      {query.isPending ? (
        <SkeletonGroup className={styles.skeleton}>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={styles.skeletonCard}>
              <Skeleton shape="circle" width={96} />
              <Skeleton width="60%" height={18} />
              <Skeleton width="75%" />
              <Skeleton shape="rect" width="100%" height={44} />
            </div>
          ))}
        </SkeletonGroup>
      ) : query.isError ? (
        <ContentError error={query.error} onRetry={() => void query.refetch()} missing={title} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('ambassadors.emptyTitle')}
          text={t('ambassadors.emptyText')}
          action={
            <ButtonLink to={base.base} variant="secondary">
              {t('errors.backHome')}
            </ButtonLink>
          }
        />
      ) : (
        <AmbassadorCarousel ambassadors={query.data.items} label={title} total={query.data.total} />
      )}
    </div>
  );
}

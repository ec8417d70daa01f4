import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useLiveStreamsQuery } from '../../api/get-live-streams';
import { useListScope } from '../../hooks/use-list-scope';
import { usePageSize } from '../../hooks/use-page-size';
import { LiveStreamCard } from '../cards/live-stream-card';
import { ContentGrid } from '../shared/content-grid';
import { ListPage } from '../shared/list-page';
import { PostGridSkeleton } from '../shared/skeletons';

/** `{base}/live-streams`: every live event, live now first, then upcoming, then on demand. */
export function LiveStreamsPage() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const pageSize = usePageSize();
  const query = useLiveStreamsQuery(useListScope(), pageSize);
  const title = t('liveStreams.title');

  return (
    <ListPage
      title={title}
      countLabel={(count) => t('liveStreams.count', { count })}
      query={query}
      skeleton={<PostGridSkeleton count={pageSize} />}
      empty={
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('liveStreams.emptyTitle')}
          text={t('liveStreams.emptyText')}
          action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
        />
      }
    >
      {(streams) => (
        <ContentGrid label={title}>
          {streams.map((stream) => (
            <li key={stream.id}>
              <LiveStreamCard stream={stream} headingLevel={2} />
            </li>
          ))}
        </ContentGrid>
      )}
    </ListPage>
  );
}

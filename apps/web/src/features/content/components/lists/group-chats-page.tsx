import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useGroupChatsQuery } from '../../api/get-group-chats';
import { flattenPages } from '../../api/paging';
import { useListScope } from '../../hooks/use-list-scope';
import { usePageSize } from '../../hooks/use-page-size';
import { GroupChatCard } from '../cards/group-chat-card';
import { ContentError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { ContentGrid } from '../shared/content-grid';
import { LoadMore } from '../shared/load-more';
import { PostGridSkeleton } from '../shared/skeletons';
import styles from '../shared/list-page.module.css';

/** `{base}/interaction/group-chats`: every public group chat of the widget, a page at a time. */
export function GroupChatsPage() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const pageSize = usePageSize();
  const query = useGroupChatsQuery(useListScope(), pageSize);
  const chats = flattenPages(query.data?.pages);
  const total = query.data?.pages[0]?.total ?? 0;
  const title = t('groupChats.title');

  return (
    <ContentFrame
      backTo={base.base}
      title={title}
      subtitle={query.isSuccess && total > 0 ? t('groupChats.count', { count: total }) : undefined}
    >
      {query.isPending ? (
        <PostGridSkeleton count={pageSize} />
      ) : query.isError ? (
        <ContentError
          error={query.error}
          onRetry={() => void query.refetch()}
          backTo={base.base}
          backLabel={t('errors.backHome')}
          missing={title}
        />
      ) : chats.length === 0 ? (
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('groupChats.emptyTitle')}
          text={t('groupChats.emptyText')}
          action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
        />
      ) : (
        <div className={styles.results}>
          <ContentGrid label={title}>
            {chats.map((chat) => (
              <li key={chat.id}>
                <GroupChatCard chat={chat} headingLevel={2} />
              </li>
            ))}
          </ContentGrid>
          <LoadMore
            shown={chats.length}
            total={total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </div>
      )}
    </ContentFrame>
  );
}

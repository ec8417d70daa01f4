import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { NO_CRITERIA } from '../../api/content-criteria';
import { usePostsQuery } from '../../api/get-posts';
import { useListScope } from '../../hooks/use-list-scope';
import { usePageSize } from '../../hooks/use-page-size';
import { ContentGrid } from '../shared/content-grid';
import { ListPage } from '../shared/list-page';
import { PostGridSkeleton } from '../shared/skeletons';
import { PostCard } from './post-card';

/** `{base}/posts`: what students shared, newest first, a page at a time. */
export function PostsPage() {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const pageSize = usePageSize();
  const query = usePostsQuery(useListScope(), NO_CRITERIA, pageSize);
  const title = settings.titles.content_title || t('posts.title');

  return (
    <ListPage
      title={title}
      countLabel={(count) => t('posts.count', { count })}
      query={query}
      skeleton={<PostGridSkeleton count={pageSize} />}
      empty={
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('posts.emptyTitle')}
          text={t('posts.emptyText')}
          action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
        />
      }
      promotion
    >
      {(posts) => (
        <ContentGrid label={title}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ContentGrid>
      )}
    </ListPage>
  );
}

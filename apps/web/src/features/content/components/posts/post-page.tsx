import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Post } from '@quad/shared/contracts/content';
import { idFromSlugAndId } from '@quad/shared/rules/slug';
import { EyeIcon } from '../../../../components/ui/icons';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useLikePostMutation } from '../../api/like-post';
import { usePostQuery } from '../../api/get-post';
import { useMorePostsQuery } from '../../api/get-posts';
import { useCanonicalPath } from '../../hooks/use-canonical-path';
import { useWatchOnOpen } from '../../hooks/use-watch-on-open';
import { fullName, postPath } from '../../links';
import { AppPromotion } from '../shared/app-promotion';
import { AuthorByline } from '../shared/author-byline';
import { ChatButton } from '../shared/chat-button';
import { ContentError, notFoundError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { LikeButton } from '../shared/like-button';
import { ShareButton } from '../shared/share-button';
import { ArticleSkeleton } from '../shared/skeletons';
import { PostGrid } from './post-grid';
import { PostMedia } from './post-media';
import styles from './post-page.module.css';
import { useListScope } from '../../hooks/use-list-scope';

function PostArticle({ post }: { post: Post }) {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const like = useLikePostMutation(post.id);
  const name = fullName(post.author);
  const path = postPath(base.base, post);
  return (
    <article className={styles.article}>
      <h1 className="visually-hidden">{t('post.heading', { name })}</h1>
      <PostMedia media={post.media} />
      <div className={styles.body}>
        <AuthorByline author={post.author} date={post.sharing_at} size="md" />
        <p className={styles.caption} dir="auto">
          {post.caption}
        </p>
        <div className={styles.actions}>
          <LikeButton
            subject="post"
            liked={post.isLiked}
            count={post.like_count}
            onToggle={(next) => like.mutate(next)}
          />
          <ShareButton kind="posts" id={post.id} path={path} title={post.caption} />
          {settings.show_number_likes_views && (
            <span className={styles.views}>
              <EyeIcon size={18} />
              {t('post.views', { count: post.view_count })}
            </span>
          )}
        </div>
        <div className={styles.chat}>
          <p className={styles.chatText}>{t('post.askAuthor', { name: post.author.name })}</p>
          <ChatButton ambassador={post.author} fullWidth={false} />
        </div>
      </div>
    </article>
  );
}

function MorePosts({ postId }: { postId: number }) {
  const { t } = useTranslation('content');
  const scope = useListScope();
  const query = useMorePostsQuery(scope, postId);
  const posts = query.data?.items ?? [];
  if (posts.length === 0) return null;
  return (
    <section className={styles.more} aria-labelledby="more-posts">
      <h2 id="more-posts" className={styles.moreTitle}>
        {t('post.more')}
      </h2>
      <PostGrid posts={posts} className={styles.moreGrid} />
    </section>
  );
}

/** `{base}/posts/{slug-id}` (or a bare id from an embedding page): a post with its media. */
export function PostPage() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const { postSlugAndId = '' } = useParams();
  const id = idFromSlugAndId(postSlugAndId);
  const query = usePostQuery(base, id);
  const post = id ? query.data?.post : undefined;
  useCanonicalPath(post ? postPath(base.base, post) : null);
  useWatchOnOpen(post ? { kind: 'posts', id: post.id } : null);
  const listPath = `${base.base}/posts`;

  return (
    <ContentFrame backTo={base.base} width="narrow">
      {!post && <h1 className="visually-hidden">{t('post.title')}</h1>}
      {id === null || query.isError ? (
        <ContentError
          error={query.error ?? notFoundError()}
          onRetry={() => void query.refetch()}
          backTo={listPath}
          backLabel={t('posts.seeAll')}
          missing={t('post.missing')}
        />
      ) : query.isPending ? (
        <ArticleSkeleton />
      ) : (
        <>
          <PostArticle post={query.data.post} />
          <MorePosts postId={query.data.post.id} />
        </>
      )}
      <AppPromotion />
    </ContentFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Post } from '@quad/shared/contracts/content';
import { Avatar } from '../../../../components/ui/avatar';
import { PlayIcon } from '../../../../components/ui/content-icons';
import { EyeIcon } from '../../../../components/ui/icons';
import { cx } from '../../../../lib/cx';
import { GRID_CARD_SIZES, storedImage } from '../../../../lib/stored-image';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useLikePostMutation } from '../../api/like-post';
import { fullName, postPath } from '../../links';
import { LikeButton } from '../shared/like-button';
import { RelativeTime } from '../shared/relative-time';
import styles from './post-card.module.css';

/** A post in a rail or grid: its picture, who shared it and when, the caption, likes and views. */
export function PostCard({
  post,
  className,
  headingLevel = 3,
  imageSizes = GRID_CARD_SIZES,
}: {
  post: Post;
  className?: string;
  /** 3 under a section heading, 2 straight under the page's h1 (the list page). */
  headingLevel?: 2 | 3;
  /** How wide the card shows (`sizes`): a list grid's card unless told. */
  imageSizes?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const like = useLikePostMutation(post.id);
  const media = post.media[0];
  const author = fullName(post.author);

  return (
    <article className={cx(styles.card, className)}>
      <div className={cx(styles.media, !media && styles.textOnly)}>
        {media?.type === 'image' && (
          <img
            {...storedImage(media.url, imageSizes)}
            alt={media.alt}
            loading="lazy"
            className={styles.image}
          />
        )}
        {media?.type === 'video' && (
          <>
            <video
              src={media.url}
              poster={media.poster ?? undefined}
              preload="metadata"
              muted
              playsInline
              className={styles.image}
              aria-label={media.alt || t('post.video')}
            />
            <span className={styles.play} aria-hidden="true">
              <PlayIcon size={22} />
            </span>
          </>
        )}
        {!media && (
          <p className={styles.quote} dir="auto">
            {post.caption}
          </p>
        )}
        {post.media.length > 1 && (
          <span className={styles.more}>{t('post.mediaCount', { count: post.media.length })}</span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.byline}>
          <Avatar
            id={post.author.id}
            name={post.author.name}
            lastName={post.author.last_name}
            src={post.author.avatar}
            size="xs"
          />
          <span className={styles.author} title={author}>
            {post.author.name}
          </span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <RelativeTime date={post.sharing_at} className={styles.time} />
        </div>
        <Heading className={styles.caption} dir="auto">
          <Link to={postPath(base.base, post)} className={styles.link}>
            {media ? post.caption : t('post.readPost', { name: post.author.name })}
          </Link>
        </Heading>
        <div className={styles.footer}>
          <LikeButton
            subject="post"
            size="sm"
            liked={post.isLiked}
            count={post.like_count}
            onToggle={(next) => like.mutate(next)}
            className={styles.like}
          />
          {settings.show_number_likes_views && (
            <span className={styles.views}>
              <EyeIcon size={16} />
              {t('post.views', { count: post.view_count })}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

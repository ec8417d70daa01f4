import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../../components/ui/content-icons';
import { cx } from '../../../../lib/cx';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useSignedIn } from '../../hooks/use-signed-in';
import { SignInPrompt } from './sign-in-prompt';
import styles from './like-button.module.css';

type LikeButtonProps = {
  liked: boolean;
  count: number;
  /** Called with the wished state; the caller updates optimistically. */
  onToggle: (like: boolean) => void;
  /** What is liked, for the accessible name ("Like this post"). */
  subject: 'post' | 'answer';
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * A heart that likes and unlikes at once (optimistic); the count shows unless the widget hides
 * like and view numbers (show_number_likes_views). Signed-out visitors are asked to sign in.
 */
export function LikeButton({
  liked,
  count,
  onToggle,
  subject,
  size = 'md',
  className,
}: LikeButtonProps) {
  const { t } = useTranslation('content');
  const { settings } = useWidget();
  const signedIn = useSignedIn();
  const [asking, setAsking] = useState(false);
  const showCount = settings.show_number_likes_views;

  const handleClick = () => {
    if (!signedIn) setAsking(true);
    else onToggle(!liked);
  };

  return (
    <>
      <button
        type="button"
        className={cx(styles.like, liked && styles.liked, size === 'sm' && styles.sm, className)}
        aria-pressed={liked}
        aria-label={showCount ? t(`like.${subject}WithCount`, { count }) : t(`like.${subject}`)}
        onClick={handleClick}
      >
        <HeartIcon filled={liked} size={size === 'sm' ? 18 : 20} className={styles.heart} />
        {showCount && (
          <span className={styles.count} aria-hidden="true">
            {t('like.count', { count })}
          </span>
        )}
      </button>
      <SignInPrompt
        open={asking}
        onOpenChange={setAsking}
        title={t('signIn.likeTitle')}
        text={t('signIn.likeText')}
      />
    </>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { ArrowLeftIcon } from '../../../../components/ui/icons';
import styles from './content-frame.module.css';

/**
 * "Back": to the previous screen of this visit (keeping its scroll and filters), or, when the
 * visit starts here (a shared link, an embed deep link), to `fallback`. A real link either way.
 */
export function BackLink({ fallback }: { fallback: string }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of a visit has the key 'default': there is nothing of ours to go back to.
  const canGoBack = location.key !== 'default';
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <ButtonLink
      to={fallback}
      onClick={handleClick}
      variant="ghost"
      size="sm"
      className={styles.back}
      icon={<ArrowLeftIcon size={18} />}
    >
      {t('frame.back')}
    </ButtonLink>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ShareIcon } from '../../../../components/ui/content-icons';
import { CheckIcon } from '../../../../components/ui/icons';
import { NoticePopup } from '../../../../components/ui/notice-popup';
import { useShare } from '../../hooks/use-share';
import type { TrackedItem } from '../../api/track-item';

type ShareButtonProps = TrackedItem & {
  path: string;
  title: string;
  className?: string;
};

/** "Share": the phone's share sheet, or a copied link and 'Link copied to clipboard'. */
export function ShareButton({ kind, id, path, title, className }: ShareButtonProps) {
  const { t } = useTranslation('content');
  const { t: tShell } = useTranslation();
  const { share, copied } = useShare({ kind, id, path, title });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<ShareIcon size={18} />}
        className={className}
        onClick={() => void share()}
      >
        {t('share.action')}
      </Button>
      <NoticePopup open={copied} icon={<CheckIcon size={18} />}>
        {tShell('spec.linkCopied')}
      </NoticePopup>
    </>
  );
}

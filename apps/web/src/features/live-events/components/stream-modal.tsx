import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** What a speaker or admin is about to do to the stream. */
export type StreamAction = 'goLive' | 'end' | 'cancel' | 'publish';

type StreamModalProps = {
  action: StreamAction | null;
  eventName: string;
  pending: boolean;
  onConfirm: (action: StreamAction) => void;
  onClose: () => void;
};

/**
 * The stream modal (spec §2): a speaker or admin confirms starting, ending, cancelling or
 * publishing the event, knowing what everyone watching will see.
 */
export function StreamModal({ action, eventName, pending, onConfirm, onClose }: StreamModalProps) {
  const { t } = useTranslation('liveEvents');
  const key = action ?? 'goLive';
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`streamModal.${key}.title`)}
      description={t(`streamModal.${key}.text`, { name: eventName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('streamModal.back')}
          </Button>
          <Button loading={pending} onClick={() => action && onConfirm(action)}>
            {t(`streamModal.${key}.confirm`)}
          </Button>
        </>
      }
    >
      {key === 'goLive' && <p>{t('streamModal.goLive.media')}</p>}
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { LiveStreamPage } from '@quad/shared/contracts/live-events';
import { Button } from '../../../components/ui/button';
import { LockClosedIcon, UnlockIcon } from '../../../components/ui/chat-icons';
import { useChangeLiveStreamMutation, type StatusChange } from '../api/change-status';
import { StreamModal, type StreamAction } from './stream-modal';
import styles from './host-controls.module.css';

const CHANGES: Record<StreamAction, StatusChange> = {
  goLive: { kind: 'goLive' },
  end: { kind: 'status', status: 'completed' },
  cancel: { kind: 'status', status: 'cancelled' },
  publish: { kind: 'status', status: 'onDemand' },
};

/**
 * What the event's people may do now, as the server says (abilities): go live, end, cancel or
 * publish the recording, and close or reopen the live chat.
 */
export function HostControls({
  page,
  pageKey,
}: {
  page: LiveStreamPage;
  pageKey: readonly unknown[];
}) {
  const { t } = useTranslation('liveEvents');
  const { liveStream: stream, abilities } = page;
  const mutation = useChangeLiveStreamMutation(stream.id, pageKey);
  const [confirming, setConfirming] = useState<StreamAction | null>(null);
  const next = abilities.nextStatuses;
  const actions: StreamAction[] = [
    ...(abilities.canGoLive ? (['goLive'] as const) : []),
    ...(next.includes('completed') ? (['end'] as const) : []),
    ...(next.includes('onDemand') ? (['publish'] as const) : []),
    ...(next.includes('cancelled') ? (['cancel'] as const) : []),
  ];
  const chatClosable =
    abilities.canToggleChat && stream.status !== 'cancelled' && stream.status !== 'archived';
  if (actions.length === 0 && !chatClosable) return null;

  const confirm = (action: StreamAction) =>
    mutation.mutate(CHANGES[action], {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t(`streamModal.${action}.done`));
      },
    });

  return (
    <section className={styles.controls} aria-label={t('controls.label')}>
      <p className={styles.title}>{t('controls.title')}</p>
      <div className={styles.buttons}>
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'goLive' || action === 'end' ? 'primary' : 'secondary'}
            onClick={() => setConfirming(action)}
          >
            {t(`controls.${action}`)}
          </Button>
        ))}
        {chatClosable && (
          <Button
            size="sm"
            variant="secondary"
            icon={stream.is_chat_active ? <LockClosedIcon size={16} /> : <UnlockIcon size={16} />}
            loading={mutation.isPending && mutation.variables?.kind === 'toggleChat'}
            onClick={() => mutation.mutate({ kind: 'toggleChat' })}
          >
            {stream.is_chat_active ? t('controls.closeChat') : t('controls.openChat')}
          </Button>
        )}
      </div>
      <StreamModal
        action={confirming}
        eventName={stream.name}
        pending={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}

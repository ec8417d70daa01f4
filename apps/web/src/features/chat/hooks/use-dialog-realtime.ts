import { useEffect, useEffectEvent } from 'react';
import type { Message } from '@quad/shared/contracts/dialogs';
import type { DialogEvent } from '@quad/shared/events';
import { useTimelineSource } from '../timeline-source';

type Options = {
  dialogId: number;
  /** Only members (and the university's admins) may listen; others wait until they join. */
  enabled: boolean;
  onMessage: (message: Message) => void;
  onEvent: (event: DialogEvent) => void;
  /** Right after subscribing: the subscription goes live a moment later, so look again then. */
  onSubscribed?: () => void;
};

/**
 * The two channels of an open chat: its new messages and its state events (CONTRACT §3). A
 * refusal because the connection still carries no token (it opened before sign-in) reconnects
 * once with the token; the subscription is renewed on connect.
 */
export function useDialogRealtime({
  dialogId,
  enabled,
  onMessage,
  onEvent,
  onSubscribed,
}: Options) {
  const handleMessage = useEffectEvent((message: Message) => {
    if (message.dialog_id === dialogId) onMessage(message);
  });
  const handleEvent = useEffectEvent((event: DialogEvent) => {
    if (event.dialogId === dialogId) onEvent(event);
  });
  const handleSubscribed = useEffectEvent(() => onSubscribed?.());
  const source = useTimelineSource();

  useEffect(() => {
    if (!enabled) return;
    let reconnected = false;
    const stopMessages = source.subscribeMessages(dialogId, (message) => handleMessage(message), {
      // Every (re)subscription confirmed by the server: fetch what came while it was not live.
      onSubscribed: () => handleSubscribed(),
      onDenied: (error) => {
        if (error.code !== 'UNAUTHORIZED' || reconnected) return;
        reconnected = true;
        source.reconnect();
      },
    });
    const stopEvents = source.subscribeEvents(dialogId, (event) => handleEvent(event));
    handleSubscribed();
    return () => {
      stopMessages();
      stopEvents();
    };
  }, [dialogId, enabled, source]);
}

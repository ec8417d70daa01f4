import { useEffect, useState } from 'react';
import type { MessageTimeline } from './use-message-timeline';
import { useOnlineStatus } from './use-online-status';
import { usePageVisible } from '../../../lib/use-page-visible';

/**
 * When a chat may have missed messages — back from the background, back online — it reads what
 * came meanwhile and resends what failed for want of a connection. Returns what the connection
 * banner shows.
 */
export function useCatchUpTriggers({
  catchUp,
  catchUpNow,
  retryOffline,
}: Pick<MessageTimeline, 'catchUp' | 'catchUpNow' | 'retryOffline'>) {
  const online = useOnlineStatus();
  const visible = usePageVisible();
  const [reconnecting, setReconnecting] = useState(false);
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (online) setReconnecting(true);
  }

  useEffect(() => {
    if (visible) catchUp();
  }, [visible, catchUp]);

  useEffect(() => {
    if (!reconnecting) return;
    retryOffline();
    void catchUpNow().finally(() => setReconnecting(false));
  }, [reconnecting, retryOffline, catchUpNow]);

  return { online, reconnecting };
}

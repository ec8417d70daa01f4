import { parseChannel } from '@quad/shared/events';
import type { OutboxRelay } from '../../core/events/outbox';
import { coalesce } from '../../core/events/coalesce';
import {
  catchUpFromOutbox,
  noteNewMessage,
  sendDueNotices,
  type OfflineNoticeDeps,
} from './offline-notices.service';

export interface OfflineNoticeJob {
  /** Opens windows from the outbox's recent history and sends what is due (tests call it). */
  runOnce(): Promise<void>;
  /** Settles once the sweep the timer started (if any) is done. */
  idle(): Promise<void>;
  stop(): void;
}

const SWEEP_MS = 15_000;

/**
 * Listens to the messages the outbox publishes (opening notice windows) and sweeps for due
 * notices on a timer. Each sweep also re-reads the outbox's recent message events, so windows a
 * crash left unopened are opened late rather than never; both steps are idempotent.
 */
export function startOfflineNoticeJob(
  deps: OfflineNoticeDeps,
  outbox: Pick<OutboxRelay, 'onPublished'>,
  options: { sweepMs?: number; timers?: boolean } = {},
): OfflineNoticeJob {
  outbox.onPublished((topic, payload) => {
    const channel = parseChannel(topic);
    if (channel?.kind !== 'dialogMessages') return;
    const seq = (payload as { seq?: unknown } | null)?.seq;
    if (!Number.isInteger(seq)) return;
    noteNewMessage(deps, { dialogId: channel.dialogId, seq: seq as number }).catch(
      (error: unknown) =>
        deps.log.warn({ err: error }, 'could not open an offline notice; the sweep will'),
    );
  });
  const sweep = async () => {
    await catchUpFromOutbox(deps);
    await sendDueNotices(deps);
  };
  const { run, idle } = coalesce(sweep, (error) =>
    deps.log.error({ err: error }, 'offline notices failed; the next sweep retries'),
  );
  const timer =
    options.timers === false
      ? undefined
      : setInterval(() => void run(), options.sweepMs ?? SWEEP_MS);
  timer?.unref();
  return {
    runOnce: sweep,
    idle,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { commit } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import type { DialogsContext } from './dialogs.context';
import { lockIdleDialogs } from './chat-safety.repository';
import { updateDialog } from './dialogs.repository';
import { dialogStateEvent } from './realtime-channels';
import { SYSTEM_TEXTS, appendSystemMessage } from './system-messages';

/** How many idle chats one sweep closes in one transaction. */
const SWEEP_BATCH = 50;
/** How often each node looks for idle chats. */
export const AUTO_CLOSE_SWEEP_MS = 15_000;

/**
 * Closes the chats that have been idle longer than their university allows, with the spec's
 * "closed automatically" message and the closed event, all in one transaction per batch. The
 * state is the chats' last activity and the settings, both in the database: a restart loses
 * nothing, and nodes sweeping at once skip each other's locked chats. Answers how many closed.
 */
export async function closeIdleChats(ctx: Pick<DialogsContext, 'db' | 'after' | 'storage'>) {
  let closed = 0;
  for (;;) {
    const batch = await commit(ctx.db, ctx.after, async (tx) => {
      const idle = await lockIdleDialogs(tx, SWEEP_BATCH);
      for (const dialog of idle) {
        await updateDialog(tx, dialog.id, { closed: true, adminClosed: false, autoClose: true });
        const { events } = await appendSystemMessage(tx, ctx.storage, dialog.id, {
          type: '5',
          text: SYSTEM_TEXTS.closedAutomatically(),
          data: { event: 'closed', automatic: true },
        });
        await enqueueEvents(tx, [
          ...events,
          dialogStateEvent({ type: 'closed', dialogId: dialog.id, admin_closed: false }),
        ]);
      }
      return idle.length;
    });
    closed += batch;
    if (batch < SWEEP_BATCH) return closed;
  }
}

/** Sweeps for idle chats every `everyMs` until stopped; a failed sweep is logged and retried. */
export function startAutoCloseSweep(
  ctx: Pick<DialogsContext, 'db' | 'after' | 'storage'>,
  log: FastifyBaseLogger,
  everyMs = AUTO_CLOSE_SWEEP_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeIdleChats(ctx)
      .then((count) => {
        if (count > 0) log.info({ count }, 'closed idle chats');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'closing idle chats failed; will retry'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

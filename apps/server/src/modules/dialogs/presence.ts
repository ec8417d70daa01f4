import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { MemberReceipt } from '@quad/shared/contracts/dialogs';
import { ERROR_CODES } from '@quad/shared/errors';
import {
  DELIVERED_EVENT,
  TYPING_EVENT,
  TYPING_MIN_INTERVAL_MS,
  deliveredRequestSchema,
  dialogEventsChannel,
  typingRequestSchema,
  type DialogEvent,
} from '@quad/shared/events';
import type { Actor } from '../../core/auth/tokens';
import { commit } from '../../core/db/transaction';
import { AppError } from '../../core/errors/app-error';
import { enqueueEvents } from '../../core/events/outbox';
import { accountRoom } from '../../core/realtime/realtime';
import type { ChatRealm, OpenedDialog } from './dialog-access';
import type { DialogsContext } from './dialogs.context';
import { isActiveMember } from './dialogs.policy';
import { findDialog } from './dialogs.repository';
import { keepsReceipts, markDelivered } from './receipts.repository';
import { dialogRealms, receiptEvent } from './realtime-channels';

type Ack = { ok: true } | { ok: false; error: { code: string; message: string } };

const refusal = (code: string, message: string): Ack => ({ ok: false, error: { code, message } });
const NOT_HERE = refusal(ERROR_CODES.FORBIDDEN, 'You are not a member of this conversation.');

/**
 * Opens a dialog for a presence action of an active member: the same rules as listening to its
 * channels (its own area's session, someone who may read it) plus being in it; `action` narrows
 * further (typing needs the right to write there). Null when refused.
 */
async function openAsMember(
  ctx: DialogsContext,
  realms: readonly ChatRealm[],
  actor: Actor | null,
  dialogId: number,
  action: 'dialog:read' | 'message:send',
): Promise<OpenedDialog | null> {
  if (!actor) return null;
  const dialog = await findDialog(ctx.db, dialogId);
  const realm = dialog ? realms.find((candidate) => candidate.owns(dialog)) : undefined;
  if (!realm || realm.audience !== actor.audience) return null;
  try {
    const opened = await realm.open(ctx.db, actor, dialogId, action);
    return isActiveMember(opened.membership) ? opened : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Moves a member's delivered position forward and tells the dialog (through the outbox, so the
 * receipt survives a crash and reaches every node). Null when the caller is not a member.
 */
export async function markDialogDelivered(
  ctx: DialogsContext,
  realms: readonly ChatRealm[],
  actor: Actor | null,
  dialogId: number,
  seq: number,
): Promise<MemberReceipt | null | undefined> {
  const opened = await openAsMember(ctx, realms, actor, dialogId, 'dialog:read');
  if (!opened || !actor) return null;
  // A very large group chat keeps no receipts: every member's ack would reach every member.
  if (!(await keepsReceipts(ctx.db, dialogId))) return undefined;
  return commit(ctx.db, ctx.after, async (tx) => {
    const receipt = await markDelivered(tx, dialogId, actor.id, seq);
    if (receipt) await enqueueEvents(tx, [receiptEvent(dialogId, receipt)]);
    return receipt;
  });
}

/**
 * The client's presence emits (packages/shared/src/events.ts): `typing`, relayed at once as a
 * volatile `typing` event to everyone else listening to the dialog's events channel (never
 * stored, never to the typist's own sockets; across nodes through the Redis adapter), and
 * `delivered`, which moves the member's delivered position. Every emit is answered.
 */
export function registerPresenceEvents(ctx: DialogsContext, log: FastifyBaseLogger): void {
  const { realtime } = ctx;
  realtime.io.on('connection', (socket: Socket) => {
    const actor = (socket.data.actor ?? null) as Actor | null;
    // Per socket: when each dialog's last typing emit was relayed.
    const lastTyping = new Map<number, number>();

    function on<S extends z.ZodType>(
      event: string,
      schema: S,
      run: (request: z.infer<S>) => Promise<Ack>,
    ) {
      socket.on(event, async (request: unknown, ack: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (answer: Ack) => void) : () => {};
        const parsed = schema.safeParse(request);
        if (!parsed.success) {
          return reply(refusal(ERROR_CODES.VALIDATION_ERROR, 'A dialogId is required.'));
        }
        if (!actor) return reply(refusal(ERROR_CODES.UNAUTHORIZED, 'Please sign in.'));
        try {
          reply(await run(parsed.data));
        } catch (error) {
          log.error({ err: error, event }, 'presence event failed');
          reply(refusal(ERROR_CODES.INTERNAL_ERROR, 'Something went wrong. Please try again.'));
        }
      });
    }

    on(TYPING_EVENT, typingRequestSchema, async ({ dialogId }) => {
      const now = Date.now();
      const last = lastTyping.get(dialogId);
      if (last !== undefined && now - last < TYPING_MIN_INTERVAL_MS) {
        return refusal(ERROR_CODES.RATE_LIMITED, 'Typing is told at most every few seconds.');
      }
      // Counted before the check, so refused emits cannot query faster either.
      lastTyping.set(dialogId, now);
      const realms = dialogRealms(realtime);
      if (!actor || !(await openAsMember(ctx, realms, actor, dialogId, 'message:send'))) {
        return NOT_HERE;
      }
      const channel = dialogEventsChannel(dialogId);
      const payload: DialogEvent = { type: 'typing', dialogId, userId: actor.id };
      realtime.io.to(channel).except(accountRoom(actor.id)).volatile.emit(channel, payload);
      return { ok: true };
    });

    on(DELIVERED_EVENT, deliveredRequestSchema, async ({ dialogId, seq }) => {
      const realms = dialogRealms(realtime);
      const receipt = await markDialogDelivered(ctx, realms, actor, dialogId, seq);
      return receipt === null ? NOT_HERE : { ok: true };
    });
  });
}

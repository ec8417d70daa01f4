import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { FAN_OUT_TOPIC, type OutboxEvent } from '../../core/events/outbox';
import {
  ambassadorProfiles,
  dialogMembers,
  dialogs,
  eventsOutbox,
  messages,
} from '../../core/db/schema';
import type { MessageRow } from './messages.repository';

type MessageInsert = typeof messages.$inferInsert;

/** Chat time an ambassador's message spends, counted in the same statement as the message. */
export interface ChatTimeSpend {
  seconds: number;
  /** The window restarts here and only this message counts. */
  renewFrom: Date | null;
}

/**
 * Stores a message under its dialog's next seq in one statement: the seq is taken from
 * `dialogs.last_seq` (the row lock this update takes serialises sends to one dialog until the
 * transaction ends, so seqs commit in order and without gaps), the message inserted with it,
 * its author's read position moved to it (what one wrote one has read), and with `chatTime`
 * the author's chat time added atomically (two sends at once both count). Answers the row and the chat time used (null without a
 * profile or without `chatTime`).
 */
export async function insertNextMessage(
  db: Db,
  values: Omit<MessageInsert, 'seq'> & { dialogId: number },
  chatTime?: ChatTimeSpend,
): Promise<{ row: MessageRow; chatSecondsUsed: number | null }> {
  const next = db.$with('next').as(
    db
      .update(dialogs)
      .set({ lastSeq: sql`${dialogs.lastSeq} + 1`, lastActivity: sql`now()` })
      .where(eq(dialogs.id, values.dialogId))
      .returning({ seq: dialogs.lastSeq }),
  );
  const nextSeq = sql`(select ${next.seq} from ${next})`;
  // The author's own position: the seq just taken is the dialog's last, so no cap is needed.
  const read = db.$with('author_read').as(
    db
      .update(dialogMembers)
      .set({
        lastReadSeq: sql`greatest(${dialogMembers.lastReadSeq}, ${nextSeq})`,
        lastDeliveredSeq: sql`greatest(${dialogMembers.lastDeliveredSeq}, ${nextSeq})`,
      })
      .where(
        and(
          eq(dialogMembers.dialogId, values.dialogId),
          values.accountId ? eq(dialogMembers.accountId, values.accountId) : sql`false`,
        ),
      )
      .returning({ accountId: dialogMembers.accountId }),
  );
  const spent = db.$with('spent').as(
    db
      .update(ambassadorProfiles)
      .set(
        chatTime?.renewFrom
          ? { chatSecondsUsed: chatTime.seconds, chatPeriodStartedAt: chatTime.renewFrom }
          : {
              chatSecondsUsed: sql`${ambassadorProfiles.chatSecondsUsed} + ${chatTime?.seconds ?? 0}`,
            },
      )
      .where(
        chatTime && values.accountId
          ? eq(ambassadorProfiles.accountId, values.accountId)
          : sql`false`,
      )
      .returning({ used: ambassadorProfiles.chatSecondsUsed }),
  );
  const [inserted] = await db
    .with(next, read, spent)
    .insert(messages)
    .values({ ...values, seq: nextSeq })
    .returning({
      ...getTableColumns(messages),
      chatSecondsUsed: sql<number | null>`(select ${spent.used} from ${spent})`,
    });
  if (!inserted) throw new Error(`dialog ${values.dialogId} vanished`);
  const { chatSecondsUsed, ...row } = inserted;
  return {
    row,
    chatSecondsUsed: chatSecondsUsed === null ? null : Number(chatSecondsUsed),
  };
}

/**
 * Records a new message's events in one statement inside the send transaction: `events` first
 * (the dialog's channel, keyword and time-limit events), then the `{userId}:dialogs:new` event
 * of every other active member as one fan-out row (`FAN_OUT_TOPIC`): the payload once and the
 * members' channels (the realm's personal channel of each, whose name is the member's id
 * between a fixed prefix and suffix). A message to a group chat of a thousand members writes,
 * reads and stamps one outbox row instead of a thousand; the relay publishes it on each
 * channel. Rows are inserted in the order given (`ord`), so their ids, which the relay
 * publishes by, keep it.
 */
export async function enqueueMessageEvents(
  db: Db,
  events: readonly OutboxEvent[],
  fanOut: {
    dialogId: number;
    senderId: number;
    payload: unknown;
    personalChannel: (userId: number) => string;
  },
): Promise<void> {
  // The channel of an id no account has, cut at that id: `{prefix}{id}{suffix}` per member.
  const parts = fanOut.personalChannel(-1).split('-1');
  const [prefix, suffix] = parts;
  if (parts.length !== 2 || prefix === undefined || suffix === undefined) {
    throw new Error(`A personal channel must name the user id once: ${fanOut.personalChannel(-1)}`);
  }
  const leading = events.map(
    (event, index) =>
      sql`select ${index}::int as ord, ${event.channel}::text as topic,
        ${JSON.stringify(event.payload)}::jsonb as payload,
        ${event.exceptSocketId ?? null}::text as except_socket_id`,
  );
  // The fan-out row comes last, and not at all when the sender is alone.
  const members = sql`select ${events.length}::int as ord, ${FAN_OUT_TOPIC}::text as topic,
    jsonb_build_object(
      'channels', jsonb_agg(${prefix}::text || ${dialogMembers.accountId}::text || ${suffix}::text
        order by ${dialogMembers.accountId}),
      'payload', ${JSON.stringify(fanOut.payload)}::jsonb) as payload,
    null::text as except_socket_id
    from ${dialogMembers}
    where ${dialogMembers.dialogId} = ${fanOut.dialogId}
      and ${dialogMembers.accountId} <> ${fanOut.senderId}
      and ${dialogMembers.leftAt} is null
      and not ${dialogMembers.isDetached}
    having count(*) > 0`;
  await db.execute(sql`
    insert into ${eventsOutbox} (topic, payload, except_socket_id)
    select topic, payload, except_socket_id
    from (${sql.join([...leading, members], sql` union all `)}) as rows
    order by ord`);
}

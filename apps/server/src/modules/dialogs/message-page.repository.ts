import { and, asc, desc, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RECEIPTS_MEMBER_LIMIT, type MemberReceipt } from '@quad/shared/contracts/dialogs';
import type { Db } from '../../core/db/client';
import { accounts, dialogMembers, dialogs, messageReports, messages } from '../../core/db/schema';
import { activeMember } from './dialogs.repository';
import type { MessageView } from './messages.presenter';
import type { MessageCursor } from './messages.repository';

/** How many pinned messages a page carries. */
const PINNED_LIMIT = 50;

/** Everything one page of a dialog's messages answers, read in one statement. */
export interface MessagePageRead {
  /** The page, oldest first (by seq for `afterSeq`, else by id). */
  page: MessageView[];
  /** The dialog's first pinned messages, oldest first. */
  pinned: MessageView[];
  total: number;
  activeUsers: number;
  /** The other active members' positions; undefined past RECEIPTS_MEMBER_LIMIT members. */
  receipts: MemberReceipt[] | undefined;
  /** For an `around` cursor: the dialog the named message belongs to (null: no such message). */
  aroundDialogId: number | null;
}

const author = alias(accounts, 'author');
const parent = alias(messages, 'parent');
const parentAuthor = alias(accounts, 'parent_author');

/** `array(select id … order … limit …)`: one side of a page, as ids. */
function idsOf(where: SQL | undefined, order: SQL, take: number): SQL {
  return sql`array(select ${messages.id} from ${messages} where ${where} order by ${order} limit ${take})`;
}

/** The page's ids for a cursor, as an int array expression (spec §4's four directions). */
function pageIds(dialogId: number, cursor: MessageCursor, limit: number): SQL {
  const inDialog = eq(messages.dialogId, dialogId);
  switch (cursor.kind) {
    case 'latest':
      return idsOf(inDialog, desc(messages.id), limit);
    case 'before':
      return idsOf(and(inDialog, lt(messages.id, cursor.id)), desc(messages.id), limit);
    case 'after':
      return idsOf(and(inDialog, gt(messages.id, cursor.id)), asc(messages.id), limit);
    case 'afterSeq':
      return idsOf(and(inDialog, gt(messages.seq, cursor.seq)), asc(messages.seq), limit);
    case 'around': {
      // The message itself and the older half, then the newer half.
      const newer = Math.floor(limit / 2);
      const older = idsOf(
        and(inDialog, lte(messages.id, cursor.id)),
        desc(messages.id),
        limit - newer,
      );
      if (newer === 0) return older;
      return sql`${older} || ${idsOf(and(inDialog, gt(messages.id, cursor.id)), asc(messages.id), newer)}`;
    }
  }
}

/** A receipts column read as json: PGlite and node-postgres may hand it over parsed or not. */
function receiptsOf(value: unknown): MemberReceipt[] | undefined {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as MemberReceipt[];
  return rows.length >= RECEIPTS_MEMBER_LIMIT ? undefined : rows;
}

/**
 * One page of a dialog's messages with everything its answer shows, in one statement: the
 * page's and the pinned messages' ids are picked first (index scans on `(dialog_id, id)` and
 * the pinned index), then those rows are read with their authors, quoted messages and report
 * flags, beside the dialog's message count (its last seq), active members and the other members' receipts.
 * `accountId` is the caller, left out of the receipts.
 */
export async function readMessagePage(
  db: Db,
  dialogId: number,
  accountId: number,
  cursor: MessageCursor,
  limit: number,
): Promise<MessagePageRead> {
  const ids = db.$with('ids').as(
    db
      .select({
        lastSeq: dialogs.lastSeq,
        page: sql<number[]>`${pageIds(dialogId, cursor, limit)}`.as('page'),
        pinned: sql<number[]>`${idsOf(
          and(eq(messages.dialogId, dialogId), eq(messages.isPinned, true)),
          asc(messages.id),
          PINNED_LIMIT,
        )}`.as('pinned'),
      })
      .from(dialogs)
      .where(eq(dialogs.id, dialogId)),
  );
  const receipts = sql`(select coalesce(json_agg(r order by r.user_id), '[]'::json) from (
      select ${dialogMembers.accountId} as user_id,
        ${dialogMembers.lastDeliveredSeq} as last_delivered_seq,
        ${dialogMembers.lastReadSeq} as last_read_seq
      from ${dialogMembers}
      where ${dialogMembers.dialogId} = ${dialogId} and ${dialogMembers.accountId} <> ${accountId}
        and ${activeMember}
      order by ${dialogMembers.accountId}
      limit ${RECEIPTS_MEMBER_LIMIT}) r)`;
  const rows = await db
    .with(ids)
    .select({
      // Seqs are handed out gapless from 1 and messages are never deleted (only marked), so
      // the last seq is the count of the dialog's messages, without counting them.
      total: ids.lastSeq,
      activeUsers: sql<number>`(select count(*)::int from ${dialogMembers}
        where ${dialogMembers.dialogId} = ${dialogId} and ${activeMember})`,
      receipts,
      aroundDialogId:
        cursor.kind === 'around'
          ? sql<
              number | null
            >`(select ${messages.dialogId} from ${messages} where ${messages.id} = ${cursor.id})`
          : sql<number | null>`null::int`,
      inPage: sql<boolean>`coalesce(${messages.id} = any(${ids.page}), false)`,
      inPinned: sql<boolean>`coalesce(${messages.id} = any(${ids.pinned}), false)`,
      message: messages,
      author,
      parent,
      parentAuthor,
      reported: sql<boolean>`exists(select 1 from ${messageReports}
        where ${messageReports.messageId} = ${messages.id})`,
    })
    .from(ids)
    .leftJoin(
      messages,
      and(eq(messages.dialogId, dialogId), sql`${messages.id} = any(${ids.page} || ${ids.pinned})`),
    )
    .leftJoin(author, eq(author.id, messages.accountId))
    .leftJoin(parent, eq(parent.id, messages.parentMessageId))
    .leftJoin(parentAuthor, eq(parentAuthor.id, parent.accountId));
  const first = rows[0];
  if (!first) throw new Error(`dialog ${dialogId} vanished`);
  const views = rows.flatMap((row) => {
    if (!row.message) return [];
    const view: MessageView = {
      row: row.message,
      author: row.author,
      parent: row.parent ? { row: row.parent, author: row.parentAuthor } : null,
      reported: row.reported,
    };
    return [{ view, inPage: row.inPage, inPinned: row.inPinned }];
  });
  const byId = (a: MessageView, b: MessageView) => a.row.id - b.row.id;
  const bySeq = (a: MessageView, b: MessageView) => a.row.seq - b.row.seq;
  return {
    page: views
      .filter((entry) => entry.inPage)
      .map((entry) => entry.view)
      .sort(cursor.kind === 'afterSeq' ? bySeq : byId),
    pinned: views
      .filter((entry) => entry.inPinned)
      .map((entry) => entry.view)
      .sort(byId),
    total: Number(first.total),
    activeUsers: Number(first.activeUsers),
    receipts: receiptsOf(first.receipts),
    aroundDialogId: first.aroundDialogId === null ? null : Number(first.aroundDialogId),
  };
}

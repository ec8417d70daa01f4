import type { Db } from '../../core/db/client';
import { findAccounts } from './dialog-people.repository';
import { findMessages, reportedMessageIds, type MessageRow } from './messages.repository';
import type { MessageView } from './messages.presenter';

/** Loads authors, quoted messages and report flags for a page of messages in four queries. */
export async function loadMessageViews(db: Db, rows: MessageRow[]): Promise<MessageView[]> {
  if (rows.length === 0) return [];
  const parentIds = rows.flatMap((row) => (row.parentMessageId ? [row.parentMessageId] : []));
  const parents = new Map((await findMessages(db, parentIds)).map((row) => [row.id, row]));
  const authors = await findAccounts(db, [
    ...rows.flatMap((row) => (row.accountId ? [row.accountId] : [])),
    ...[...parents.values()].flatMap((row) => (row.accountId ? [row.accountId] : [])),
  ]);
  const reported = await reportedMessageIds(
    db,
    rows.map((row) => row.id),
  );
  const authorOf = (row: MessageRow) =>
    row.accountId ? (authors.get(row.accountId) ?? null) : null;
  return rows.map((row) => {
    const parent = row.parentMessageId ? parents.get(row.parentMessageId) : undefined;
    return {
      row,
      author: authorOf(row),
      parent: parent ? { row: parent, author: authorOf(parent) } : null,
      reported: reported.has(row.id),
    };
  });
}

/** One message's view. */
export async function loadMessageView(db: Db, row: MessageRow): Promise<MessageView> {
  const [view] = await loadMessageViews(db, [row]);
  if (!view) throw new Error('message view not loaded');
  return view;
}

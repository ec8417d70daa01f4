import {
  and,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import type { Db } from '../../core/db/client';
import { dialogMembers, dialogs, universityGroupMembers } from '../../core/db/schema';
import type { ChatRealm } from './dialog-access';
import { activeMember, type DialogRow } from './dialogs.repository';

export interface DialogFilter {
  type?: number | undefined;
  archived: boolean;
  limit: number;
  offset: number;
}

interface Page {
  rows: DialogRow[];
  total: number;
}

const newestFirst = [desc(dialogs.lastActivity), desc(dialogs.id)];

/** The widget's chat lists never show community conversations (they live in a space). */
const widgetDialog: SQL = isNull(dialogs.spaceId);

/** The dialogs of a realm: the widget's (no space) or the community area's (in a space). */
export function inRealm(realm: Pick<ChatRealm, 'audience'>): SQL {
  return realm.audience === 'community' ? isNotNull(dialogs.spaceId) : widgetDialog;
}

async function page(
  db: Db,
  where: SQL | undefined,
  filter: Pick<DialogFilter, 'limit' | 'offset'>,
) {
  const rows = await db
    .select()
    .from(dialogs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(dialogs)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** `exists` an active membership of the account in the dialog of the outer query. */
function memberOf(db: Db, accountId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(dialogMembers)
      .where(
        and(
          eq(dialogMembers.dialogId, dialogs.id),
          eq(dialogMembers.accountId, accountId),
          activeMember,
        ),
      ),
  );
}

/**
 * An individual chat shows in others' lists only from its first message: "Chat with …" makes the
 * dialog at once, and an ambassador's inbox must not fill with empty conversations. Its creator
 * (the prospect) sees it from the start.
 */
function startedOrCreatedBy(accountId: number | null): SQL {
  return or(
    ne(dialogs.type, DIALOG_TYPES.individual),
    gt(dialogs.lastSeq, 0),
    accountId === null ? undefined : eq(dialogs.createdByAccountId, accountId),
  ) as SQL;
}

/** The dialogs an account is an active member of, newest activity first. */
export function listMemberDialogs(db: Db, accountId: number, filter: DialogFilter): Promise<Page> {
  return page(
    db,
    and(
      widgetDialog,
      memberOf(db, accountId),
      startedOrCreatedBy(accountId),
      eq(dialogs.archived, filter.archived),
      filter.type === undefined ? undefined : eq(dialogs.type, filter.type),
    ),
    filter,
  );
}

/** Every dialog of a university (the admin's moderation view), newest activity first. */
export function listUniversityDialogs(
  db: Db,
  universityId: number,
  filter: DialogFilter,
): Promise<Page> {
  return page(
    db,
    and(
      widgetDialog,
      eq(dialogs.universityId, universityId),
      startedOrCreatedBy(null),
      eq(dialogs.archived, filter.archived),
      filter.type === undefined ? undefined : eq(dialogs.type, filter.type),
    ),
    filter,
  );
}

/** A prospect's dialogs that the viewer is in, or, for an admin, that belong to the university. */
export function listProspectDialogs(
  db: Db,
  prospectId: number,
  viewer: { accountId: number; adminOfUniversityId: number | null },
  paging: { limit: number; offset: number },
): Promise<Page> {
  const prospectIn = exists(
    db
      .select({ one: sql`1` })
      .from(dialogMembers)
      .where(and(eq(dialogMembers.dialogId, dialogs.id), eq(dialogMembers.accountId, prospectId))),
  );
  const visible =
    viewer.adminOfUniversityId === null
      ? memberOf(db, viewer.accountId)
      : or(eq(dialogs.universityId, viewer.adminOfUniversityId), memberOf(db, viewer.accountId));
  return page(db, and(widgetDialog, prospectIn, visible, startedOrCreatedBy(null)), paging);
}

/** Ids of the account's active, unarchived dialogs of a realm. */
export async function memberDialogIds(
  db: Db,
  accountId: number,
  realm: Pick<ChatRealm, 'audience'>,
): Promise<number[]> {
  const rows = await db
    .select({ id: dialogs.id })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(
      and(
        eq(dialogMembers.accountId, accountId),
        activeMember,
        eq(dialogs.archived, false),
        inRealm(realm),
      ),
    )
    .orderBy(...newestFirst);
  return rows.map((row) => row.id);
}

const unread = sql<number>`greatest(${dialogs.lastSeq} - ${dialogMembers.lastReadSeq}, 0)`;

/** Messages the account has not read yet, over all its active, unarchived dialogs of a realm. */
export async function unreadTotal(
  db: Db,
  accountId: number,
  realm: Pick<ChatRealm, 'audience'>,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unread}), 0)::int` })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(
      and(
        eq(dialogMembers.accountId, accountId),
        activeMember,
        eq(dialogs.archived, false),
        inRealm(realm),
      ),
    );
  return row?.total ?? 0;
}

/** The account's dialogs with unread messages, newest activity first. */
export async function unreadDialogs(db: Db, accountId: number, limit: number) {
  const rows = await db
    .select({ dialog: dialogs })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(
      and(
        eq(dialogMembers.accountId, accountId),
        activeMember,
        eq(dialogs.archived, false),
        widgetDialog,
        gt(dialogs.lastSeq, dialogMembers.lastReadSeq),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => row.dialog);
}

/** The universities of a group, for a group-wide list. */
export async function universityIdsOfGroup(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: universityGroupMembers.universityId })
    .from(universityGroupMembers)
    .where(eq(universityGroupMembers.groupId, groupId));
  return rows.map((row) => row.id);
}

export interface GroupChatFilter {
  type: number;
  /** Null: every university. */
  universityIds: number[] | null;
  search?: string | undefined;
  isJoined?: boolean | undefined;
  limit: number;
  offset: number;
}

/**
 * Unarchived group chats or forums. Private-code chats are listed only to their members and the
 * admins of their university; a guest (null viewer) sees public ones only.
 */
export function listGroupChats(
  db: Db,
  viewer: { accountId: number; adminOfUniversityId: number | null } | null,
  filter: GroupChatFilter,
): Promise<Page> {
  const joined = viewer ? memberOf(db, viewer.accountId) : undefined;
  const mayKnowPrivate = viewer
    ? or(
        joined,
        viewer.adminOfUniversityId === null
          ? undefined
          : eq(dialogs.universityId, viewer.adminOfUniversityId),
      )
    : undefined;
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return page(
    db,
    and(
      widgetDialog,
      eq(dialogs.type, filter.type),
      eq(dialogs.archived, false),
      isNotNull(dialogs.universityId),
      filter.universityIds === null
        ? undefined
        : inArray(dialogs.universityId, filter.universityIds),
      mayKnowPrivate
        ? or(isNull(dialogs.privateCode), mayKnowPrivate)
        : isNull(dialogs.privateCode),
      pattern ? or(ilike(dialogs.name, pattern), ilike(dialogs.description, pattern)) : undefined,
      filter.isJoined === undefined || !viewer
        ? undefined
        : filter.isJoined
          ? joined
          : notExists(
              db
                .select({ one: sql`1` })
                .from(dialogMembers)
                .where(
                  and(
                    eq(dialogMembers.dialogId, dialogs.id),
                    eq(dialogMembers.accountId, viewer.accountId),
                    activeMember,
                  ),
                ),
            ),
    ),
    filter,
  );
}

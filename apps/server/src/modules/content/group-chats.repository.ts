import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';
import { accounts, dialogMembers, dialogs } from '../../core/db/schema';
import { orderOf, pageOf, type ListParams } from './list-params';
import { searchConditions, seededOrder, textMatch } from './search.repository';
import { ofUniversities } from './visibility.repository';

/** Dialog types listed by the widget: group chats and forums (spec §3). */
export const GROUP_CHAT_TYPE = 4;
export const FORUM_TYPE = 7;
export type ListedChatType = typeof GROUP_CHAT_TYPE | typeof FORUM_TYPE;

/** Present members only: a member who left is no longer counted. */
const currentMember = isNull(dialogMembers.leftAt);

function chatColumns(actorId: number | null) {
  return {
    id: dialogs.id,
    type: dialogs.type,
    name: dialogs.name,
    description: dialogs.description,
    avatarKey: dialogs.avatarKey,
    color: dialogs.color,
    universityId: dialogs.universityId,
    lastActivity: dialogs.lastActivity,
    createdAt: dialogs.createdAt,
    membersCount: sql<number>`(select count(*)::int from ${dialogMembers} where ${dialogMembers.dialogId} = ${dialogs.id} and ${dialogMembers.leftAt} is null)`,
    isJoined:
      actorId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${dialogMembers} where ${dialogMembers.dialogId} = ${dialogs.id} and ${dialogMembers.accountId} = ${actorId} and ${dialogMembers.leftAt} is null)`,
  };
}

/**
 * A chat the widget lists: of these universities, enabled, not archived, and not private (a
 * private chat is reached by its code, never by browsing).
 */
function visibleChat(type: ListedChatType, universityIds: number[]): SQL {
  return and(
    isNull(dialogs.spaceId),
    eq(dialogs.type, type),
    ofUniversities(dialogs.universityId, universityIds),
    eq(dialogs.isEnabled, true),
    eq(dialogs.archived, false),
    isNull(dialogs.privateCode),
  ) as SQL;
}

function orderBy(params: ListParams): SQL[] {
  switch (orderOf(params.query, 'random')) {
    case 'newest':
      return [desc(dialogs.lastActivity), desc(dialogs.id)];
    case 'oldest':
      return [asc(dialogs.createdAt), asc(dialogs.id)];
    case 'name':
      return [asc(dialogs.name), asc(dialogs.id)];
    default:
      return [seededOrder(dialogs.id, params.seed), asc(dialogs.id)];
  }
}

/** A page of group chats (type 4) or forums (type 7) matching the search by name or description. */
export async function listChats(db: Db, type: ListedChatType, params: ListParams) {
  const { query } = params;
  const search = (terms: readonly string[]) =>
    textMatch([dialogs.name, dialogs.description], terms);
  const where = and(
    visibleChat(type, params.universityIds),
    ...searchConditions(query, search, dialogs.id),
  );
  const rows = await db
    .select(chatColumns(params.actorId))
    .from(dialogs)
    .where(where)
    .orderBy(...orderBy(params))
    .limit(params.limit)
    .offset(params.offset);
  return pageOf(rows, params, () => db.select({ total: count() }).from(dialogs).where(where));
}

export type ChatRow = Awaited<ReturnType<typeof listChats>>['rows'][number];

/** The ambassadors taking part in these chats (present, not detached, account active). */
export async function chatAmbassadors(db: Db, dialogIds: number[]) {
  if (dialogIds.length === 0) return [];
  return db
    .select({
      dialogId: dialogMembers.dialogId,
      id: accounts.id,
      name: accounts.name,
      lastName: accounts.lastName,
      avatarKey: accounts.avatarKey,
      color: accounts.color,
    })
    .from(dialogMembers)
    .innerJoin(accounts, eq(accounts.id, dialogMembers.accountId))
    .where(
      and(
        inArray(dialogMembers.dialogId, dialogIds),
        currentMember,
        eq(dialogMembers.isDetached, false),
        eq(accounts.roleKey, ROLES.ambassador),
        eq(accounts.isEnabled, true),
        isNull(accounts.deletedAt),
      ),
    )
    .orderBy(asc(dialogMembers.joinedAt), asc(accounts.id));
}

/** A group chat or forum a visitor may mark as watched; private ones only for their members. */
export async function findWatchableChat(db: Db, dialogId: number) {
  const [row] = await db
    .select({ id: dialogs.id, lastSeq: dialogs.lastSeq, privateCode: dialogs.privateCode })
    .from(dialogs)
    .where(
      and(
        eq(dialogs.id, dialogId),
        isNull(dialogs.spaceId),
        inArray(dialogs.type, [GROUP_CHAT_TYPE, FORUM_TYPE]),
        eq(dialogs.isEnabled, true),
        eq(dialogs.archived, false),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Moves a present member's read position to the chat's last message (never backwards);
 * false when the account is not a present member.
 */
export async function markChatRead(db: Db, dialogId: number, accountId: number, lastSeq: number) {
  const rows = await db
    .update(dialogMembers)
    .set({ lastReadSeq: sql`greatest(${dialogMembers.lastReadSeq}, ${lastSeq})` })
    .where(
      and(
        eq(dialogMembers.dialogId, dialogId),
        eq(dialogMembers.accountId, accountId),
        currentMember,
      ),
    )
    .returning({ accountId: dialogMembers.accountId });
  return rows.length > 0;
}

import { GROUP_CHAT_PREVIEW_MESSAGES, type GroupChatsQuery } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { DialogsContext } from './dialogs.context';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import type { Db } from '../../core/db/client';
import { widgetChat } from './dialog-access';
import { listGroupChats, universityIdsOfGroup } from './dialog-lists.repository';
import { findUniversities, type UniversityRow } from './dialog-people.repository';
import {
  countActiveMembers,
  findDialog,
  membersWithRole,
  membershipsIn,
  type AccountRow,
  type DialogRow,
  type MemberRow,
} from './dialogs.repository';
import { isActiveMember, isGroupLike } from './dialogs.policy';
import { loadMessageViews } from './message-views';
import type { MessageView } from './messages.presenter';
import { pageMessages } from './messages.repository';

/** A group chat with what its card shows. */
export interface GroupChatCardView {
  dialog: DialogRow;
  university: UniversityRow | null;
  membersCount: number;
  ambassadors: AccountRow[];
  membership: MemberRow | null;
}

/** How many ambassadors a group chat card shows. */
const CARD_AMBASSADORS = 5;

/**
 * The universities a list covers, by the rule of the widget lists: the widget's (a group's
 * members, or one university) narrowed by `universityIds`, never widened by them; without a
 * widget, `universityIds`; else the caller's own university, else all (null).
 */
async function scopeOf(
  ctx: DialogsContext,
  actor: Actor | null,
  query: GroupChatsQuery,
): Promise<number[] | null> {
  const asked = query.universityIds?.length ? new Set(query.universityIds) : null;
  const widget =
    query.groupId !== undefined
      ? await universityIdsOfGroup(ctx.db, query.groupId)
      : query.universityId !== undefined
        ? [query.universityId]
        : null;
  if (widget) return asked ? widget.filter((id) => asked.has(id)) : widget;
  if (asked) return [...asked];
  return actor && actor.role !== ROLES.prospect && actor.universityId !== null
    ? [actor.universityId]
    : null;
}

/**
 * Group chats (or forums) as cards, newest activity first. A guest sees the public ones; a
 * signed-in caller also sees private-code chats they belong to or administer.
 */
export async function groupChatCards(
  ctx: DialogsContext,
  actor: Actor | null,
  query: GroupChatsQuery,
): Promise<{ views: GroupChatCardView[]; total: number }> {
  const db = ctx.db;
  const viewer = actor
    ? {
        accountId: actor.id,
        adminOfUniversityId: actor.role === ROLES.admin ? actor.universityId : null,
      }
    : null;
  const page = await listGroupChats(db, viewer, {
    type: query.type,
    universityIds: await scopeOf(ctx, actor, query),
    search: query.search,
    isJoined: actor ? query.isJoined : undefined,
    limit: query.limit,
    offset: query.offset,
  });
  return { total: page.total, views: await cardViews(db, actor, page.rows) };
}

/** What the cards of these group chats show, in their order. */
async function cardViews(
  db: Db,
  actor: Actor | null,
  rows: DialogRow[],
): Promise<GroupChatCardView[]> {
  const ids = rows.map((row) => row.id);
  const counts = await countActiveMembers(db, ids);
  const memberships = actor ? await membershipsIn(db, actor.id, ids) : new Map<number, MemberRow>();
  const universities = await findUniversities(
    db,
    rows.flatMap((row) => (row.universityId ? [row.universityId] : [])),
  );
  const ambassadors = (await membersWithRole(db, ids, ROLES.ambassador)).filter((found) =>
    isActiveMember(found.member),
  );
  return rows.map((dialog) => ({
    dialog,
    university: dialog.universityId ? (universities.get(dialog.universityId) ?? null) : null,
    membersCount: counts.get(dialog.id) ?? 0,
    ambassadors: ambassadors
      .filter((found) => found.member.dialogId === dialog.id)
      .slice(0, CARD_AMBASSADORS)
      .map((found) => found.account),
    membership: memberships.get(dialog.id) ?? null,
  }));
}

/**
 * A public group chat or forum for someone deciding whether to join (signed out, even): its
 * card and its latest messages. Private-code and archived chats are not found here.
 */
export async function groupChatPreview(
  ctx: DialogsContext,
  dialogId: number,
): Promise<{ card: GroupChatCardView; messages: MessageView[] }> {
  const db = ctx.db;
  const dialog = await findDialog(db, dialogId);
  authorizeVisible(
    dialog !== undefined &&
      widgetChat.owns(dialog) &&
      isGroupLike(dialog) &&
      !dialog.archived &&
      dialog.privateCode === null &&
      dialog.universityId !== null,
    'group_chat',
  );
  const [card] = await cardViews(db, null, [dialog]);
  if (!card) throw new Error('card of a found dialog');
  const rows = await pageMessages(db, dialog.id, { kind: 'latest' }, GROUP_CHAT_PREVIEW_MESSAGES);
  return { card, messages: await loadMessageViews(db, rows) };
}

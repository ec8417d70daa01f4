import { randomBytes } from 'node:crypto';
import type {
  AdminGroupChat,
  AdminGroupChatChange,
  AdminGroupChatCreate,
  AdminGroupChatListQuery,
} from '@quad/shared/contracts/admin-group-chats';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import { commit, commitAcross } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import { NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import { inviteUsers } from '../dialogs/dialog-actions.service';
import { detachAmbassador, toggleArchive } from '../dialogs/dialog-moderation.service';
import type { DialogsContext } from '../dialogs/dialogs.context';
import { dialogStateEvent } from '../dialogs/realtime-channels';
import type { AdminActor } from './admin-actor';
import { audit, changedFields } from './audit.service';
import {
  findGroupChat,
  findGroupChatMembers,
  findGroupChatPage,
  insertGroupChat,
  updateGroupChat,
  type GroupChatRow,
} from './group-chats.repository';

/** A private code prospects type in: eight letters and digits, no look-alikes. */
export function newPrivateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

function presentGroupChat(row: GroupChatRow): AdminGroupChat {
  return {
    id: row.id,
    kind: row.type === DIALOG_TYPES.forum ? 'forum' : 'group',
    name: row.name ?? '',
    description: row.description,
    private_code: row.privateCode,
    archived: row.archived,
    members_count: row.membersCount,
    created_at: row.createdAt.toISOString(),
  };
}

const snapshot = (chat: AdminGroupChat) => ({
  name: chat.name,
  description: chat.description,
  private_code: chat.private_code,
  archived: chat.archived,
});

async function requireGroupChat(
  db: ServiceContext['db'],
  actor: AdminActor,
  dialogId: number,
): Promise<GroupChatRow> {
  const found = await findGroupChat(db, actor.universityId, dialogId);
  if (!found) throw new NotFoundError('group_chat');
  return found;
}

/** GET /admin/groupChats. */
export async function listGroupChats(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  query: AdminGroupChatListQuery,
) {
  const { rows, total } = await findGroupChatPage(db, actor.universityId, query);
  return { groupChats: rows.map(presentGroupChat), total };
}

/** POST /admin/groupChats: a group chat or forum of the university; audited. */
export async function createGroupChat(
  services: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  input: AdminGroupChatCreate,
): Promise<AdminGroupChat> {
  return commit(services.db, services.after, async (tx) => {
    const row = await insertGroupChat(tx, {
      type: input.kind === 'forum' ? DIALOG_TYPES.forum : DIALOG_TYPES.groupChat,
      universityId: actor.universityId,
      name: input.name,
      description: input.description,
      privateCode: input.is_private ? newPrivateCode() : null,
      createdByAccountId: actor.id,
    });
    const chat = presentGroupChat({ ...row, membersCount: 0 });
    await audit(tx, actor, {
      action: 'groupChat.create',
      target: `dialog:${row.id}`,
      before: null,
      after: { kind: chat.kind, ...snapshot(chat) },
    });
    return chat;
  });
}

/**
 * PATCH /admin/groupChats/{id}: name, description, private code on or off (or a fresh one);
 * archiving goes through the dialogs module's own use case, so open chats hear it. Audited.
 */
export async function changeGroupChat(
  ctx: DialogsContext,
  actor: AdminActor & { actor: Actor },
  dialogId: number,
  change: AdminGroupChatChange,
): Promise<AdminGroupChat> {
  const found = await requireGroupChat(ctx.db, actor, dialogId);
  const before = presentGroupChat(found);
  const privateCode =
    change.is_private === false
      ? null
      : change.new_code || (change.is_private && found.privateCode === null)
        ? newPrivateCode()
        : undefined;
  const edits = {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
    ...(privateCode !== undefined ? { privateCode } : {}),
  };
  return commitAcross(ctx, async (inner, tx) => {
    if (Object.keys(edits).length > 0) {
      await updateGroupChat(tx, dialogId, edits);
      await enqueueEvents(tx, [dialogStateEvent({ type: 'dialogEdited', dialogId })]);
    }
    if (change.archived !== undefined && change.archived !== found.archived) {
      await toggleArchive(inner, actor.actor, dialogId);
    }
    const after = presentGroupChat(await requireGroupChat(tx, actor, dialogId));
    const diff = changedFields(snapshot(before), snapshot(after));
    if (Object.keys(diff.after).length > 0) {
      await audit(tx, actor, { action: 'groupChat.update', target: `dialog:${dialogId}`, ...diff });
    }
    return after;
  });
}

const roleOf = (roleKey: string): 'ambassador' | 'admin' | 'prospect' | 'other' =>
  roleKey === ROLES.ambassador
    ? 'ambassador'
    : roleKey === ROLES.admin
      ? 'admin'
      : roleKey === ROLES.prospect
        ? 'prospect'
        : 'other';

/** GET /admin/groupChats/{id}/members. */
export async function listGroupChatMembers(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  dialogId: number,
) {
  await requireGroupChat(db, actor, dialogId);
  const rows = await findGroupChatMembers(db, dialogId);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.name} ${row.lastName}`.trim() || row.email,
    role: roleOf(row.roleKey),
  }));
}

/** POST /admin/groupChats/{id}/members: adds ambassadors through the dialogs' invitation. */
export async function addGroupChatMembers(
  ctx: DialogsContext,
  actor: AdminActor & { actor: Actor },
  dialogId: number,
  userIds: number[],
) {
  await requireGroupChat(ctx.db, actor, dialogId);
  const before = (await findGroupChatMembers(ctx.db, dialogId)).map((row) => row.id);
  await commitAcross(ctx, async (inner, tx) => {
    await inviteUsers(inner, actor.actor, dialogId, userIds, ROLES.ambassador);
    const added = userIds.filter((id) => !before.includes(id));
    if (added.length > 0) {
      await audit(tx, actor, {
        action: 'groupChat.addMembers',
        target: `dialog:${dialogId}`,
        before: null,
        after: { user_ids: added },
      });
    }
  });
  return listGroupChatMembers(ctx, actor, dialogId);
}

/** DELETE /admin/groupChats/{id}/members/{userId}: removes an ambassador (they are told). */
export async function removeGroupChatMember(
  ctx: DialogsContext,
  actor: AdminActor & { actor: Actor },
  dialogId: number,
  userId: number,
) {
  await requireGroupChat(ctx.db, actor, dialogId);
  await commitAcross(ctx, async (inner, tx) => {
    await detachAmbassador(inner, actor.actor, dialogId, userId);
    await audit(tx, actor, {
      action: 'groupChat.removeMember',
      target: `dialog:${dialogId}`,
      before: { user_id: userId },
      after: null,
    });
  });
  return listGroupChatMembers(ctx, actor, dialogId);
}

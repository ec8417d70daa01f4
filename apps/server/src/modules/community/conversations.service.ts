import type {
  CommunityRoomsQuery,
  CreatePersonalDialog,
  MyCommunityDialogsQuery,
} from '@quad/shared/contracts/community';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { ERROR_CODES } from '@quad/shared/errors';
import { ROLES } from '@quad/shared/roles';
import { authorize, authorizeVisible } from '../../core/auth/policy';
import type { Actor } from '../../core/auth/tokens';
import { commit } from '../../core/db/transaction';
import { BadRequestError, ForbiddenError } from '../../core/errors/app-error';
import { applicationStatusOf } from '../accounts/accounts.repository';
import { exitDialog } from '../dialogs/dialog-actions.service';
import { findLiveAccount } from '../dialogs/dialog-people.repository';
import { joinGroupChat } from '../dialogs/dialogs.service';
import { activateMembers, findDialog, findOrInsertPairDialog } from '../dialogs/dialogs.repository';
import type { CommunityContext } from './community.context';
import { communityChat } from './community-realm';
import {
  findDefaultSpace,
  groupIdsOfUniversity,
  hasSubjects,
  findViewerAccount,
} from './community.repository';
import { isRoom, loadViewer, type CommunityViewer } from './community.policy';
import {
  loadConversationView,
  loadConversationViews,
  type ConversationView,
} from './conversation-views';
import {
  findPersonalConversation,
  listMemberConversations,
  listRooms,
  personalPairKey,
} from './conversations.repository';
import { findVisibleSpace } from './spaces.service';
import { problem } from '../../core/errors/problems';

/** A page of conversations ready to present. */
export interface ConversationPage {
  views: ConversationView[];
  total: number;
}

const offsetOf = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;

/** A space's public rooms, with the viewer's membership and unread counts. */
export async function listSpaceRooms(
  ctx: CommunityContext,
  actor: Actor,
  query: CommunityRoomsQuery,
): Promise<ConversationPage> {
  const viewer = await loadViewer(ctx.db, actor);
  await findVisibleSpace(ctx, viewer, query.spaceId);
  const page = await listRooms(ctx.db, {
    spaceId: query.spaceId,
    subjectId: query.subjectId,
    search: query.search,
    limit: query.limit,
    offset: offsetOf(query),
  });
  return { views: await loadConversationViews(ctx.db, page.rows, viewer), total: page.total };
}

/** The viewer's rooms and personal conversations, newest activity first. */
export async function listMyConversations(
  ctx: CommunityContext,
  actor: Actor,
  query: MyCommunityDialogsQuery,
): Promise<ConversationPage> {
  const viewer = await loadViewer(ctx.db, actor);
  if (query.spaceId !== undefined) await findVisibleSpace(ctx, viewer, query.spaceId);
  const page = await listMemberConversations(ctx.db, actor.id, {
    spaceIds: query.spaceId === undefined ? null : [query.spaceId],
    limit: query.limit,
    offset: offsetOf(query),
  });
  return { views: await loadConversationViews(ctx.db, page.rows, viewer), total: page.total };
}

/** One conversation the viewer may see (404 for any other, and for widget dialogs). */
export async function getConversation(
  ctx: CommunityContext,
  actor: Actor,
  dialogId: number,
): Promise<ConversationView> {
  const { dialog } = await communityChat.open(ctx.db, actor, dialogId, 'dialog:view');
  return loadConversationView(ctx.db, dialog, await loadViewer(ctx.db, actor));
}

/**
 * The viewer's personal conversation with someone, in the default space of the viewer's
 * university (of any of its universities for an account of a group): 404 until one starts.
 */
export async function getPersonalConversation(
  ctx: CommunityContext,
  actor: Actor,
  userId: number,
): Promise<ConversationView> {
  const viewer = await loadViewer(ctx.db, actor);
  const keys: string[] = [];
  for (const universityId of viewer.universityIds) {
    const space = await findDefaultSpace(ctx.db, universityId);
    if (space) keys.push(personalPairKey(space.id, actor.id, userId));
  }
  const found = userId === actor.id ? undefined : await findPersonalConversation(ctx.db, keys);
  authorizeVisible(found !== undefined, 'conversation_with_person');
  return loadConversationView(ctx.db, found, viewer);
}

/** Whether a prospect takes part in the community of a university (spec §4, §7 member lists). */
async function isCommunityProspectOf(
  ctx: CommunityContext,
  prospectId: number,
  universityId: number,
): Promise<boolean> {
  const account = await findViewerAccount(ctx.db, prospectId);
  if (!account || account.roleKey !== ROLES.prospect) return false;
  const belongs =
    account.universityId !== null
      ? account.universityId === universityId
      : account.universityGroupId !== null &&
        (await groupIdsOfUniversity(ctx.db, universityId)).includes(account.universityGroupId);
  return belongs && (await hasSubjects(ctx.db, prospectId));
}

/** Refuses a conversation with oneself. */
function assertNotSelf(actor: Actor, userId: number): void {
  if (actor.id === userId) {
    throw new BadRequestError(problem('chatWithYourself'), [
      { path: 'body.userId', message: 'is your own account' },
    ]);
  }
}

/**
 * Finds or starts the personal conversation between the viewer and someone in a space. With
 * an ambassador: anyone of the community may (a prospect asking a current student is what the
 * product is for). With a prospect: only the university's ambassadors and admins, as in the
 * widget where prospects chat with ambassadors and never with each other (spec §6).
 */
export async function startPersonalConversation(
  ctx: CommunityContext,
  actor: Actor,
  input: CreatePersonalDialog,
  with_: 'ambassador' | 'prospect',
): Promise<ConversationView> {
  const db = ctx.db;
  const viewer = await loadViewer(db, actor);
  const space = await findVisibleSpace(ctx, viewer, input.spaceId);
  assertNotSelf(actor, input.userId);
  const other = await findLiveAccount(db, input.userId);
  if (with_ === 'ambassador') {
    authorizeVisible(
      other !== undefined &&
        other.roleKey === ROLES.ambassador &&
        other.universityId === space.universityId,
      'ambassador',
    );
    const application = await applicationStatusOf(db, other.id);
    authorizeVisible(application === null || application === 'approved', 'ambassador');
  } else {
    authorize(
      (actor.role === ROLES.ambassador || actor.role === ROLES.admin) &&
        actor.universityId === space.universityId,
      'staff_only_contact_prospect',
    );
    authorizeVisible(
      other !== undefined && (await isCommunityProspectOf(ctx, other.id, space.universityId)),
      'prospect',
    );
  }
  if (!other.isEnabled) {
    throw new ForbiddenError('person_cannot_chat', ERROR_CODES.CHAT_NOT_ALLOWED);
  }
  const dialogId = await commit(db, ctx.after, async (tx) => {
    const id = await findOrInsertPairDialog(tx, {
      type: DIALOG_TYPES.individual,
      spaceId: space.id,
      universityId: space.universityId,
      pairKey: personalPairKey(space.id, actor.id, other.id),
      firstAmbassadorId: other.roleKey === ROLES.ambassador ? other.id : null,
      createdByAccountId: actor.id,
    });
    // The other person hears of it with its first message, on their own channel.
    await activateMembers(tx, id, [
      { id: actor.id, roleKey: actor.role },
      { id: other.id, roleKey: other.roleKey },
    ]);
    return id;
  });
  const dialog = await findDialog(db, dialogId);
  if (!dialog) throw new Error('personal conversation vanished');
  return loadConversationView(db, dialog, viewer);
}

/** Joins a public room (a member stays one); a personal conversation cannot be joined. */
export async function joinRoom(
  ctx: CommunityContext,
  actor: Actor,
  dialogId: number,
): Promise<ConversationView> {
  const { dialog } = await communityChat.open(ctx.db, actor, dialogId, 'dialog:view');
  authorize(isRoom(dialog), 'only_rooms_joinable');
  await joinGroupChat(ctx, actor, dialogId, undefined, communityChat);
  return reloaded(ctx, dialogId, await loadViewer(ctx.db, actor));
}

/** Leaves a room; the viewer's open sockets stop hearing it. */
export async function leaveRoom(
  ctx: CommunityContext,
  actor: Actor,
  dialogId: number,
): Promise<ConversationView> {
  await exitDialog(ctx, actor, dialogId, communityChat);
  return reloaded(ctx, dialogId, await loadViewer(ctx.db, actor));
}

async function reloaded(
  ctx: CommunityContext,
  dialogId: number,
  viewer: CommunityViewer,
): Promise<ConversationView> {
  const dialog = await findDialog(ctx.db, dialogId);
  if (!dialog) throw new Error('conversation vanished');
  return loadConversationView(ctx.db, dialog, viewer);
}

import type { Db } from '../../core/db/client';
import {
  countActiveMembers,
  membershipsIn,
  type AccountRow,
  type DialogRow,
  type MemberRow,
} from '../dialogs/dialogs.repository';
import type { MessageView } from '../dialogs/messages.presenter';
import { lastMessagesOf } from '../dialogs/messages.repository';
import { loadMessageViews } from '../dialogs/message-views';
import { communityAbilitiesOf, isRoom, type CommunityViewer } from './community.policy';
import type { CommunityDialogAbilities } from '@quad/shared/contracts/community';
import { othersIn } from './conversations.repository';

/** A community conversation with everything its presenter shows, as the viewer sees it. */
export interface ConversationView {
  dialog: DialogRow;
  membership: MemberRow | null;
  membersCount: number;
  lastMessage: MessageView | null;
  /** The other person of a personal conversation. */
  interlocutor: AccountRow | null;
  abilities: CommunityDialogAbilities;
}

/** Loads a page of conversations for presenting, in a fixed number of queries. */
export async function loadConversationViews(
  db: Db,
  rows: DialogRow[],
  viewer: CommunityViewer,
): Promise<ConversationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const memberships = await membershipsIn(db, viewer.actor.id, ids);
  const counts = await countActiveMembers(db, ids);
  const lastViews = await loadMessageViews(db, await lastMessagesOf(db, ids));
  const lastByDialog = new Map(lastViews.map((view) => [view.row.dialogId, view]));
  const others = await othersIn(
    db,
    rows.filter((row) => !isRoom(row)).map((row) => row.id),
    viewer.actor.id,
  );
  return rows.map((dialog) => {
    const membership = memberships.get(dialog.id) ?? null;
    return {
      dialog,
      membership,
      membersCount: counts.get(dialog.id) ?? 0,
      lastMessage: lastByDialog.get(dialog.id) ?? null,
      interlocutor: others.get(dialog.id) ?? null,
      abilities: communityAbilitiesOf(viewer, { dialog, membership }),
    };
  });
}

/** One conversation's view. */
export async function loadConversationView(
  db: Db,
  dialog: DialogRow,
  viewer: CommunityViewer,
): Promise<ConversationView> {
  const [view] = await loadConversationViews(db, [dialog], viewer);
  if (!view) throw new Error('conversation view not loaded');
  return view;
}

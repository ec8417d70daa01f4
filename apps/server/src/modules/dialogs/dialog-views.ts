import { DIALOG_TYPES, type DialogAbilities } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import type { Db } from '../../core/db/client';
import {
  answeredKeys,
  findAccounts,
  findUniversities,
  requiredQuestionIds,
  type UniversityRow,
} from './dialog-people.repository';
import {
  listActiveMembers,
  membersWithRole,
  membershipsIn,
  type AccountRow,
  type DialogRow,
  type MemberRow,
} from './dialogs.repository';
import { hidesContactDetails } from './chat-safety.service';
import { abilitiesOf } from './dialogs.policy';
import { lastMessagesOf } from './messages.repository';
import type { MessageView } from './messages.presenter';
import { loadMessageViews } from './message-views';

/** A dialog with everything its presenter shows, as the given viewer sees it. */
export interface DialogView {
  dialog: DialogRow;
  university: UniversityRow | null;
  /** The viewer's membership row, active or not. */
  membership: MemberRow | null;
  lastMessage: MessageView | null;
  prospect: { account: AccountRow; member: MemberRow } | null;
  firstAmbassador: AccountRow | null;
  questionsAnswered: boolean;
  members?: { member: MemberRow; account: AccountRow }[];
  abilities?: DialogAbilities;
  contactDetailsHidden?: boolean;
}

/** Hidden keywords are masked for prospects and guests; staff read messages as written. */
export function masksFor(actor: Actor | null): boolean {
  return actor === null || actor.role === ROLES.prospect;
}

/** Loads a page of dialogs for presenting, in a fixed number of queries. */
export async function loadDialogViews(
  db: Db,
  rows: DialogRow[],
  actor: Actor | null,
): Promise<DialogView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const universities = await findUniversities(
    db,
    rows.flatMap((row) => (row.universityId ? [row.universityId] : [])),
  );
  const memberships = actor ? await membershipsIn(db, actor.id, ids) : new Map<number, MemberRow>();
  const lastViews = await loadMessageViews(db, await lastMessagesOf(db, ids));
  const lastByDialog = new Map(lastViews.map((view) => [view.row.dialogId, view]));

  const individual = rows.filter((row) => row.type === DIALOG_TYPES.individual);
  const prospects = new Map<number, { account: AccountRow; member: MemberRow }>();
  for (const found of await membersWithRole(
    db,
    individual.map((row) => row.id),
    ROLES.prospect,
  )) {
    if (!prospects.has(found.member.dialogId)) prospects.set(found.member.dialogId, found);
  }
  const ambassadors = await findAccounts(
    db,
    rows.flatMap((row) => (row.firstAmbassadorId ? [row.firstAmbassadorId] : [])),
  );
  const required = await requiredQuestionIds(
    db,
    individual.flatMap((row) => (row.universityId ? [row.universityId] : [])),
  );
  const answered = await answeredKeys(
    db,
    [...prospects.values()].map((found) => found.account.id),
    [...required.values()].flat(),
  );

  return rows.map((dialog) => {
    const prospect = prospects.get(dialog.id) ?? null;
    const questions = dialog.universityId ? (required.get(dialog.universityId) ?? []) : [];
    return {
      dialog,
      university: dialog.universityId ? (universities.get(dialog.universityId) ?? null) : null,
      membership: memberships.get(dialog.id) ?? null,
      lastMessage: lastByDialog.get(dialog.id) ?? null,
      prospect,
      firstAmbassador: dialog.firstAmbassadorId
        ? (ambassadors.get(dialog.firstAmbassadorId) ?? null)
        : null,
      questionsAnswered:
        prospect !== null &&
        questions.every((questionId) => answered.has(`${prospect.account.id}:${questionId}`)),
    };
  });
}

/** One dialog with its members and what the viewer may do in it. */
export async function loadDialogDetail(
  db: Db,
  dialog: DialogRow,
  actor: Actor | null,
  privateCode?: string,
): Promise<DialogView> {
  const [view] = await loadDialogViews(db, [dialog], actor);
  if (!view) throw new Error('dialog view not loaded');
  return {
    ...view,
    members: await listActiveMembers(db, dialog.id),
    abilities: abilitiesOf(actor, { dialog, membership: view.membership, privateCode }),
    contactDetailsHidden: await hidesContactDetails(db, dialog),
  };
}

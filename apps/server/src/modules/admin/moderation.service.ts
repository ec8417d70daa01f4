import type {
  ModerationCounts,
  ModerationDecisionInput,
  ModerationDetail,
  ModerationItem,
  ModerationItemParams,
  ModerationListQuery,
  ModerationListResponse,
  ModerationMessage,
  ModerationPerson,
} from '@quad/shared/contracts/admin-moderation';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import type { Db } from '../../core/db/client';
import type { messages } from '../../core/db/schema';
import { commitAcross, type Tx } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import { BadRequestError, ConflictError, NotFoundError } from '../../core/errors/app-error';
import { toggleClose } from '../dialogs/dialog-actions.service';
import {
  blockProspect,
  detachAmbassador,
  setAmbassadorStatus,
} from '../dialogs/dialog-moderation.service';
import type { DialogsContext } from '../dialogs/dialogs.context';
import { maskKeywords } from '../dialogs/keywords';
import { dialogStateEvent } from '../dialogs/realtime-channels';
import type { AdminActor } from './admin-actor';
import { audit } from './audit.service';
import {
  clearDialogReport,
  countOpen,
  findAccountsByIds,
  findDecisions,
  findDialogsByIds,
  findLastMessages,
  findMembers,
  findMessagesByIds,
  findOpenPage,
  findProspectMembers,
  findReportsByIds,
  findTranscript,
  findUniversityDialog,
  hasDecisionForMessage,
  hideMessageText,
  insertDecision,
  resolveMessageReport,
  type QueueAccount,
  type QueueRef,
} from './moderation.repository';
import { problem, problemDetail } from '../../core/errors/problems';

type MessageRow = typeof messages.$inferSelect;
/** Messages shown on each side of the reported one. */
const CONTEXT_MESSAGES = 5;

function presentPerson(account: QueueAccount | undefined): ModerationPerson | null {
  if (!account) return null;
  return {
    id: account.id,
    name: `${account.name} ${account.lastName}`.trim() || account.email,
    email: account.email,
    role_key: account.roleKey,
  };
}

function hiddenKeywordsOf(row: MessageRow): string[] {
  const words = row.data?.['hiddenKeywords'];
  return Array.isArray(words) ? words.filter((w): w is string => typeof w === 'string') : [];
}

/** What kinds of contact detail were hidden in a safeguarded message (phone, email, link …). */
function contactKindsOf(row: MessageRow): string[] {
  const kinds = row.data?.['contactDetailsHidden'];
  return Array.isArray(kinds) ? kinds.filter((k): k is string => typeof k === 'string') : [];
}

/** A message with its original text: admins see what was written, not the mask. */
function presentMessage(row: MessageRow, people: Map<number, QueueAccount>): ModerationMessage {
  return {
    id: row.id,
    seq: row.seq,
    type: row.type,
    text: row.text,
    author: row.accountId === null ? null : presentPerson(people.get(row.accountId)),
    hide_keywords: row.hideKeywords,
    hidden_keywords: row.data?.['hiddenByAdmin'] === true ? [] : hiddenKeywordsOf(row),
    hidden_by_admin: row.data?.['hiddenByAdmin'] === true,
    created_at: row.createdAt.toISOString(),
  };
}

/** Loads everything a page of queue references shows, in a fixed number of queries. */
async function loadItems(db: Db, refs: QueueRef[]): Promise<ModerationItem[]> {
  const of = (kind: QueueRef['kind']) => refs.filter((ref) => ref.kind === kind);
  const reports = await findReportsByIds(
    db,
    of('message_report').map((ref) => ref.id),
  );
  const messageIds = [
    ...reports.map((report) => report.messageId),
    ...of('keyword_hit').map((ref) => ref.id),
    ...of('safeguarding_flag').map((ref) => ref.id),
  ];
  const messageRows = await findMessagesByIds(db, messageIds);
  const dialogRows = await findDialogsByIds(db, [...new Set(refs.map((ref) => ref.dialogId))]);
  const prospects = await findProspectMembers(
    db,
    of('dialog_report').map((ref) => ref.id),
  );
  const people = new Map(
    (
      await findAccountsByIds(db, [
        ...reports.map((report) => report.reporterAccountId),
        ...messageRows.flatMap((row) => (row.accountId === null ? [] : [row.accountId])),
        ...prospects.map((member) => member.accountId),
      ])
    ).map((account) => [account.id, account]),
  );
  const reportById = new Map(reports.map((report) => [report.id, report]));
  const messageById = new Map(messageRows.map((row) => [row.id, row]));
  const dialogById = new Map(dialogRows.map((row) => [row.id, row]));
  const items: ModerationItem[] = [];
  for (const ref of refs) {
    const dialog = dialogById.get(ref.dialogId);
    if (!dialog) continue;
    const base = {
      kind: ref.kind,
      id: ref.id,
      dialog: {
        id: dialog.id,
        type: dialog.type,
        name: dialog.name,
        closed: dialog.closed,
        archived: dialog.archived,
      },
    };
    if (ref.kind === 'dialog_report') {
      const reporter = prospects.find((member) => member.dialogId === dialog.id);
      items.push({
        ...base,
        message: null,
        reporter: reporter ? presentPerson(people.get(reporter.accountId)) : null,
        reason: dialog.reportedReason ?? '',
        created_at: dialog.updatedAt.toISOString(),
      });
    } else if (ref.kind === 'message_report') {
      const report = reportById.get(ref.id);
      const message = report ? messageById.get(report.messageId) : undefined;
      if (!report || !message) continue;
      items.push({
        ...base,
        message: presentMessage(message, people),
        reporter: presentPerson(people.get(report.reporterAccountId)),
        reason: report.reason,
        created_at: report.createdAt.toISOString(),
      });
    } else {
      const message = messageById.get(ref.id);
      if (!message) continue;
      items.push({
        ...base,
        message: presentMessage(message, people),
        reporter: null,
        reason:
          ref.kind === 'keyword_hit'
            ? hiddenKeywordsOf(message).join(', ')
            : contactKindsOf(message).join(', '),
        created_at: message.createdAt.toISOString(),
      });
    }
  }
  return items;
}

/** Open items of each kind and in all. */
export async function moderationCounts(db: Db | Tx, actor: AdminActor): Promise<ModerationCounts> {
  const counts = await countOpen(db, actor.universityId);
  const open =
    counts.dialog_report + counts.message_report + counts.keyword_hit + counts.safeguarding_flag;
  return { open, ...counts };
}

/** GET /admin/moderation: the open queue, newest first. */
export async function listModeration(
  { db }: { db: Db },
  actor: AdminActor,
  query: ModerationListQuery,
): Promise<ModerationListResponse> {
  const counts = await moderationCounts(db, actor);
  const refs = await findOpenPage(db, actor.universityId, query.kind, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    items: await loadItems(db, refs),
    total: query.kind ? counts[query.kind] : counts.open,
    counts,
  };
}

/** One open item of the admin's university, or a 404. */
async function requireOpenItem(
  db: Db,
  actor: AdminActor,
  params: ModerationItemParams,
): Promise<ModerationItem> {
  let ref: QueueRef | null = null;
  if (params.kind === 'dialog_report') {
    const dialog = await findUniversityDialog(db, actor.universityId, params.id);
    if (dialog?.reported) ref = { kind: params.kind, id: dialog.id, dialogId: dialog.id };
  } else if (params.kind === 'message_report') {
    const [report] = await findReportsByIds(db, [params.id]);
    const dialog = report && (await findUniversityDialog(db, actor.universityId, report.dialogId));
    if (dialog && report.resolvedAt === null) {
      ref = { kind: params.kind, id: report.id, dialogId: dialog.id };
    }
  } else {
    const [message] = await findMessagesByIds(db, [params.id]);
    const dialog =
      message && (await findUniversityDialog(db, actor.universityId, message.dialogId));
    const flagged =
      params.kind === 'keyword_hit'
        ? message?.hideKeywords === true
        : message !== undefined && contactKindsOf(message).length > 0;
    if (dialog && flagged && !(await hasDecisionForMessage(db, message.id))) {
      ref = { kind: params.kind, id: message.id, dialogId: dialog.id };
    }
  }
  const [item] = ref ? await loadItems(db, [ref]) : [];
  if (!item) throw new NotFoundError('moderation_item');
  return item;
}

/** GET /admin/moderation/{kind}/{id}: the item, the transcript around it and the chat's people. */
export async function readModerationItem(
  { db }: { db: Db },
  actor: AdminActor,
  params: ModerationItemParams,
): Promise<ModerationDetail> {
  const item = await requireOpenItem(db, actor, params);
  const rows = item.message
    ? await findTranscript(
        db,
        item.dialog.id,
        item.message.seq - CONTEXT_MESSAGES,
        item.message.seq + CONTEXT_MESSAGES,
      )
    : await findLastMessages(db, item.dialog.id, CONTEXT_MESSAGES * 2);
  const members = await findMembers(db, item.dialog.id);
  const people = new Map(
    (
      await findAccountsByIds(db, [
        ...members.map((member) => member.accountId),
        ...rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId])),
      ])
    ).map((account) => [account.id, account]),
  );
  const decisions = await findDecisions(db, item.dialog.id);
  return {
    item,
    transcript: rows.map((row) => presentMessage(row, people)),
    members: members.flatMap((member) => {
      const person = presentPerson(people.get(member.accountId));
      if (!person || member.leftAt !== null) return [];
      return [
        {
          ...person,
          role_key: member.roleKey,
          is_blocked: member.isBlocked,
          is_detached: member.isDetached,
          is_disabled: member.isDisabled,
        },
      ];
    }),
    decisions: decisions.map((decision) => ({
      action: decision.action as ModerationDetail['decisions'][number]['action'],
      kind: decision.kind as ModerationDetail['decisions'][number]['kind'],
      actor:
        decision.actorName === null
          ? null
          : `${decision.actorName} ${decision.actorLastName ?? ''}`.trim(),
      created_at: decision.createdAt.toISOString(),
    })),
  };
}

/** Runs the chat action through the dialogs' own use cases, which push their realtime events. */
async function actOnChat(
  ctx: DialogsContext,
  actor: Actor,
  item: ModerationItem,
  input: ModerationDecisionInput,
): Promise<void> {
  const dialogId = item.dialog.id;
  const members = await findMembers(ctx.db, dialogId);
  const target = members.find(
    (member) => member.accountId === input.user_id && member.leftAt === null,
  );
  const needTarget = (role: string) => {
    if (!target || target.roleKey !== role) {
      throw new BadRequestError(problem('personNotInChat'), [
        problemDetail('user_id', problem('personNotInChat')),
      ]);
    }
    return target;
  };
  switch (input.action) {
    case 'close_chat':
      if (!item.dialog.closed) await toggleClose(ctx, actor, dialogId, {});
      return;
    case 'block_prospect':
      needTarget(ROLES.prospect);
      await blockProspect(ctx, actor, dialogId, {
        prospect_id: input.user_id!,
        isProspectBlocked: true,
      });
      return;
    case 'detach_ambassador':
      if (!needTarget(ROLES.ambassador).isDetached) {
        await detachAmbassador(ctx, actor, dialogId, input.user_id!);
      }
      return;
    case 'disable_ambassador':
      needTarget(ROLES.ambassador);
      await setAmbassadorStatus(ctx, actor, dialogId, {
        user_id: input.user_id!,
        is_enabled: false,
      });
      return;
    default:
      return;
  }
}

/**
 * POST /admin/moderation/{kind}/{id}/decision: act on an open item and take it off the queue.
 * The chat action goes through the dialogs' use cases (their events reach the chat live).
 */
export async function decideModerationItem(
  ctx: DialogsContext,
  admin: AdminActor & { actor: Actor },
  params: ModerationItemParams,
  input: ModerationDecisionInput,
): Promise<ModerationCounts> {
  const item = await requireOpenItem(ctx.db, admin, params);
  if (input.action === 'hide_message' && !item.message) {
    throw new BadRequestError(problem('noSingleMessageToHide'));
  }
  // The chat action (through the dialogs' use cases), the decision and the audit entry commit
  // together; the chat hears the events once they have.
  return commitAcross(ctx, async (inner, tx) => {
    await actOnChat(inner, admin.actor, item, input);
    // A second decision racing this one finds the item closed and changes nothing.
    const resolve = !input.keep_open;
    if (resolve && params.kind === 'message_report') await resolveMessageReport(tx, item.id);
    if (resolve && params.kind === 'dialog_report') await clearDialogReport(tx, item.dialog.id);
    if (input.action === 'hide_message' && item.message) {
      const [row] = await findMessagesByIds(tx, [item.message.id]);
      if (!row) throw new ConflictError(problem('messageGone'));
      const hidden = await hideMessageText(tx, row);
      await enqueueEvents(tx, [
        dialogStateEvent({
          type: 'keywordsHidden',
          dialogId: item.dialog.id,
          messageId: hidden.id,
          text: maskKeywords(hidden.text, [hidden.text]),
          hide_keywords: true,
        }),
      ]);
    }
    await insertDecision(tx, {
      universityId: admin.universityId,
      kind: params.kind,
      dialogId: item.dialog.id,
      // A keyword hit stays open while no decision names its message.
      messageId: resolve ? (item.message?.id ?? null) : null,
      action: input.action,
      targetAccountId: input.user_id ?? null,
      actorId: admin.id,
      reason: item.reason,
    });
    await audit(tx, admin, {
      action: `moderation.${input.action}`,
      target: `dialog:${item.dialog.id}`,
      before: {
        kind: item.kind,
        item: item.id,
        reason: item.reason,
        ...(item.message ? { message: item.message.id } : {}),
      },
      after: {
        resolved: resolve,
        ...(input.user_id === undefined ? {} : { user_id: input.user_id }),
      },
    });
    return moderationCounts(tx, admin);
  });
}

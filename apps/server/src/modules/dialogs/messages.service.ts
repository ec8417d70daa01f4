import type {
  MemberReceipt,
  MessageListQuery,
  ReportMessage,
  SendMessage,
} from '@quad/shared/contracts/dialogs';
import { ERROR_CODES } from '@quad/shared/errors';
import { ROLES } from '@quad/shared/roles';
import type { DialogsContext } from './dialogs.context';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { enqueueEvents, type OutboxEvent } from '../../core/events/outbox';
import { BadRequestError, ConflictError, ForbiddenError } from '../../core/errors/app-error';
import {
  findSender,
  setTimeIsUp,
  type AllowanceRow,
  type SenderRow,
} from './dialog-people.repository';
import { assertNotArchived, widgetChat, type ChatRealm, type OpenedDialog } from './dialog-access';
import { isGroupLike } from './dialogs.policy';
import { insertMessageReport, type AccountRow } from './dialogs.repository';
import { findHiddenKeywords } from './keywords';
import { contactDetailsToHide } from './chat-safety.service';
import type { ContactKind } from '@quad/shared/rules/safeguarding-marks';
import { loadMessageView } from './message-views';
import { CONTACT_DETAILS_HIDDEN, presentMessage, type MessageView } from './messages.presenter';
import {
  findByClientMessageId,
  findMessage,
  findMessageWithAuthor,
  type MessageCursor,
} from './messages.repository';
import {
  enqueueMessageEvents,
  insertNextMessage,
  type ChatTimeSpend,
} from './message-send.repository';
import { dialogStateEvent, newMessageEvent, personalMessagePayload } from './realtime-channels';
import { AMBASSADOR_SECONDS_PER_MESSAGE, isTimeUp, isUsedUp, needsRenewal } from './time-limit';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../core/db/pg-error';
import type { Tx } from '../../core/db/transaction';
import { readMessagePage } from './message-page.repository';
import { problem } from '../../core/errors/problems';

/** Which list route asked: group chats only, or any dialog. */
export type MessageListKind = 'any' | 'group';

/** A page of messages with the chat's pinned messages and counts. */
export interface MessagePage {
  messages: MessageView[];
  pinned: MessageView[];
  total: number;
  activeUsers: number;
  /** The other members' delivered and read positions (none for a very large group chat). */
  receipts: MemberReceipt[] | undefined;
}

function cursorOf(query: MessageListQuery): MessageCursor {
  if (query.beforeMessageId !== undefined) return { kind: 'before', id: query.beforeMessageId };
  if (query.afterMessageId !== undefined) return { kind: 'after', id: query.afterMessageId };
  if (query.aroundMessageId !== undefined) return { kind: 'around', id: query.aroundMessageId };
  if (query.afterSeq !== undefined) return { kind: 'afterSeq', seq: query.afterSeq };
  return { kind: 'latest' };
}

/**
 * One page of a dialog's messages in any of spec §4's directions: two statements, the dialog
 * with the caller's membership and then the whole page. Fetching reads nothing: the web app
 * marks messages read (POST …/read) once they are shown in a focused window.
 */
export async function listMessages(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  query: MessageListQuery,
  kind: MessageListKind,
  realm: ChatRealm = widgetChat,
): Promise<MessagePage> {
  const db = ctx.db;
  const { dialog } = await realm.open(db, actor, dialogId, 'dialog:read', query.privateCode);
  if (kind === 'group') authorizeVisible(isGroupLike(dialog), 'group_chat');
  const cursor = cursorOf(query);
  const read = await readMessagePage(db, dialog.id, actor.id, cursor, query.limit);
  if (cursor.kind === 'around') authorizeVisible(read.aroundDialogId === dialog.id, 'message');
  if (query.order === 'desc') read.page.reverse();
  return {
    messages: read.page,
    pinned: read.pinned,
    total: read.total,
    activeUsers: read.activeUsers,
    receipts: read.receipts,
  };
}

/** The result of a send: the stored message, and for ambassadors whether time is now up. */
export interface SendResult {
  message: MessageView;
  timeIsUp: boolean;
}

/**
 * Refuses a send when the dialog, the author's account (read by findSender) or the membership
 * forbids writing; answers the author.
 */
function assertMayWrite(
  sender: SenderRow | undefined,
  { dialog, membership }: OpenedDialog,
): SenderRow {
  if (!sender || sender.account.deletedAt !== null || !sender.account.isEnabled) {
    throw new ForbiddenError('account_cannot_chat', ERROR_CODES.CHAT_NOT_ALLOWED);
  }
  assertNotArchived(dialog);
  if (dialog.closed) {
    throw new ConflictError(problem('conversationClosed'), ERROR_CODES.DIALOG_CLOSED);
  }
  if (!dialog.isEnabled) {
    throw new ForbiddenError('conversation_disabled', ERROR_CODES.CHAT_NOT_ALLOWED);
  }
  if (membership?.isBlocked) {
    throw new ForbiddenError('no_longer_write', ERROR_CODES.PROSPECT_BLOCKED);
  }
  if (membership?.isDisabled) {
    throw new ForbiddenError('cannot_write_now', ERROR_CODES.CHAT_NOT_ALLOWED);
  }
  return sender;
}

const isUniqueViolation = (error: unknown) => pgErrorCode(error) === UNIQUE_VIOLATION;

/** The message replied to, with its author; refuses a reply to another conversation's message. */
async function parentInDialog(
  db: DialogsContext['db'],
  dialogId: number,
  parentMessageId: number | undefined,
): Promise<MessageView['parent']> {
  if (parentMessageId === undefined) return null;
  const parent = await findMessageWithAuthor(db, parentMessageId);
  if (parent?.row.dialogId !== dialogId) {
    throw new BadRequestError(problem('replyElsewhere'), [
      { path: 'body.parentMessageId', message: 'is not a message of this conversation' },
    ]);
  }
  return parent;
}

/**
 * What an ambassador's message spent of their chat-time allowance (added by the insert, inside
 * the send transaction): whether the allowance is now used up, with the event that says so.
 */
async function chatTimeSpent(
  tx: Tx,
  actor: Actor,
  dialogId: number,
  allowance: AllowanceRow,
  used: number | null,
): Promise<{ timeIsUp: boolean; events: OutboxEvent[] }> {
  const timeIsUp = used !== null && isUsedUp(used, allowance.limitMinutes);
  if (timeIsUp !== allowance.timeIsUp) await setTimeIsUp(tx, actor.id, timeIsUp);
  const events = timeIsUp
    ? [
        dialogStateEvent({
          type: 'ambassadorDisabled',
          dialogId,
          userId: actor.id,
          reason: 'timeLimitReached',
        }),
      ]
    : [];
  return { timeIsUp, events };
}

/** What a message records of what its readers may not see (null: nothing hidden). */
function messageData(hidden: { keywords: string[]; contacts: ContactKind[] }) {
  const data: Record<string, unknown> = {};
  if (hidden.keywords.length > 0) data['hiddenKeywords'] = hidden.keywords;
  if (hidden.contacts.length > 0) data[CONTACT_DETAILS_HIDDEN] = hidden.contacts;
  return Object.keys(data).length > 0 ? data : null;
}

/** Who sends and what the message holds, all read before its transaction. */
interface Outgoing {
  actor: Actor;
  author: AccountRow;
  dialogId: number;
  input: SendMessage;
  parent: MessageView['parent'];
  hidden: { keywords: string[]; contacts: ContactKind[] };
  chatTime: ChatTimeSpend | undefined;
}

/**
 * Stores a message under the next seq of its dialog (marked read for its author, its chat time
 * counted) and answers it with its events: the message on the dialog's channel (minus the
 * sender's socket) and, when it hides keywords, the event that says so. Prospects hear every
 * channel, so what goes out is always the masked text. The view is built from what the send
 * already read: the author, the quoted message, and no report yet.
 */
async function storeMessage(tx: Tx, ctx: DialogsContext, out: Outgoing) {
  const { row, chatSecondsUsed } = await insertNextMessage(
    tx,
    {
      dialogId: out.dialogId,
      accountId: out.actor.id,
      type: out.input.type,
      text: out.input.text,
      parentMessageId: out.input.parentMessageId ?? null,
      hideKeywords: out.hidden.keywords.length > 0,
      clientMessageId: out.input.clientMessageId ?? null,
      data: messageData(out.hidden),
    },
    out.chatTime,
  );
  const view: MessageView = { row, author: out.author, parent: out.parent, reported: false };
  const published = presentMessage(view, { mask: true, storage: ctx.storage });
  const events: OutboxEvent[] = [newMessageEvent(published, out.input.socketId)];
  if (row.hideKeywords) {
    events.push(
      dialogStateEvent({
        type: 'keywordsHidden',
        dialogId: out.dialogId,
        messageId: row.id,
        text: published.text,
        hide_keywords: true,
      }),
    );
  }
  return { view, published, events, chatSecondsUsed };
}

/**
 * Sends a message. A write and its events commit together: the message on the dialog's
 * channel, on every other member's own channel, and the keyword-hiding and time-limit events it
 * causes. A repeated `clientMessageId` returns the stored message and publishes nothing.
 */
export async function sendMessage(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  input: SendMessage,
  realm: ChatRealm = widgetChat,
): Promise<SendResult> {
  const db = ctx.db;
  const opened = await realm.open(db, actor, dialogId, 'message:send', input.privateCode);
  const { dialog } = opened;
  const sender = await findSender(db, actor.id, dialog.universityId);
  const allowance =
    realm.spendsChatTime && actor.role === ROLES.ambassador ? sender?.allowance : undefined;
  const now = new Date();
  const replay = async (): Promise<SendResult | null> => {
    if (!input.clientMessageId) return null;
    const existing = await findByClientMessageId(db, dialog.id, actor.id, input.clientMessageId);
    if (!existing) return null;
    const timeIsUp = allowance ? isTimeUp(allowance, now) : false;
    return { message: await loadMessageView(db, existing), timeIsUp };
  };
  const repeated = await replay();
  if (repeated) return repeated;

  const writer = assertMayWrite(sender, opened);
  if (allowance && isTimeUp(allowance, now)) {
    throw new ForbiddenError(undefined, ERROR_CODES.TIME_IS_UP);
  }
  const parent = await parentInDialog(db, dialog.id, input.parentMessageId);
  // The original text is stored (admins see it in the moderation queue); readers get it masked.
  const hidden = {
    keywords: findHiddenKeywords(input.text, writer.hiddenKeywords),
    contacts: await contactDetailsToHide(db, dialog, input.text),
  };
  const chatTime = allowance
    ? {
        seconds: AMBASSADOR_SECONDS_PER_MESSAGE,
        renewFrom: needsRenewal(allowance, now) ? now : null,
      }
    : undefined;
  const out: Outgoing = {
    actor,
    author: writer.account,
    dialogId: dialog.id,
    input,
    parent,
    hidden,
    chatTime,
  };

  try {
    return await commit(db, ctx.after, async (tx) => {
      const stored = await storeMessage(tx, ctx, out);
      const spent = allowance
        ? await chatTimeSpent(tx, actor, dialog.id, allowance, stored.chatSecondsUsed)
        : { timeIsUp: false, events: [] };
      // The dialog's channel first, every member's own channel after: the relay publishes in
      // id order.
      await enqueueMessageEvents(tx, [...stored.events, ...spent.events], {
        dialogId: dialog.id,
        senderId: actor.id,
        payload: personalMessagePayload(stored.published),
        personalChannel: realm.personalChannel,
      });
      return { message: stored.view, timeIsUp: spent.timeIsUp };
    });
  } catch (error) {
    // Two sends of one clientMessageId at once: the second hits the unique index and rolls
    // back (its seq with it); it answers with the message the first one stored.
    const repeatedAtOnce = isUniqueViolation(error) ? await replay() : null;
    if (repeatedAtOnce) return repeatedAtOnce;
    throw error;
  }
}

/** A prospect reports a message of their conversation; its members hear that it was reported. */
export async function reportMessage(
  ctx: DialogsContext,
  actor: Actor,
  input: ReportMessage,
  realm: ChatRealm = widgetChat,
): Promise<MessageView> {
  const db = ctx.db;
  const { dialog } = await realm.open(db, actor, input.dialog_id, 'dialog:report');
  const message = await findMessage(db, input.message_id);
  authorizeVisible(message?.dialogId === dialog.id, 'message');
  if (message.accountId === actor.id) {
    throw new BadRequestError(problem('reportOwnMessage'));
  }
  await commit(db, ctx.after, async (tx) => {
    await insertMessageReport(tx, {
      messageId: message.id,
      dialogId: dialog.id,
      reporterAccountId: actor.id,
      reason: input.reported_reason ?? '',
    });
    await enqueueEvents(tx, [
      dialogStateEvent({ type: 'messageReported', dialogId: dialog.id, messageId: message.id }),
    ]);
  });
  return loadMessageView(db, message);
}

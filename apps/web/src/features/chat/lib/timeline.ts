import type { MemberReceipt, Message } from '@quad/shared/contracts/dialogs';
import { mergeReceipts } from './receipts';

/** A message typed here and not yet confirmed by the server (optimistic send, spec §8). */
export type PendingMessage = {
  clientMessageId: string;
  text: string;
  parentMessage: Message['parentMessage'];
  created_at: string;
  status: 'sending' | 'failed';
  /** Why the last attempt failed: an error code, for the retry hint. */
  errorCode?: string;
};

/**
 * What a chat has loaded: a window of consecutive messages in `seq` order, the pinned ones, and
 * the sends still on their way. `hasOlder`/`hasNewer` say whether the window has more either side.
 */
export type Timeline = {
  messages: Message[];
  pinned: Message[];
  total: number;
  activeUsers: number;
  hasOlder: boolean;
  hasNewer: boolean;
  /**
   * Every message up to this seq is held (from the start of the window): a catch-up asks for
   * what follows it, even when a later message has already arrived out of turn.
   */
  syncedSeq: number;
  pending: PendingMessage[];
  /** The other members' delivered and read positions (the ticks on one's own messages). */
  receipts?: MemberReceipt[] | undefined;
};

export type PageDirection = 'initial' | 'older' | 'newer' | 'around' | 'catchUp';

export type MessagePage = {
  messages: Message[];
  pinned_messages: Message[];
  total: number;
  activeUsers: number;
  receipts?: MemberReceipt[] | undefined;
};

const bySeq = (a: Message, b: Message) => a.seq - b.seq || a.id - b.id;

/** Messages of both lists, each id once (the later copy wins: it may carry hidden keywords). */
export function mergeMessages(
  existing: readonly Message[],
  incoming: readonly Message[],
): Message[] {
  const byId = new Map<number, Message>();
  for (const message of existing) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  // The server stores one message per clientMessageId; a second copy can only be a stale one.
  const seenClientIds = new Set<string>();
  return [...byId.values()].sort(bySeq).filter((message) => {
    if (!message.clientMessageId || !message.user) return true;
    const key = `${message.user.id}:${message.clientMessageId}`;
    if (seenClientIds.has(key)) return false;
    seenClientIds.add(key);
    return true;
  });
}

/** Pending sends the server has not confirmed yet (a confirmed one has its clientMessageId). */
function unconfirmed(pending: readonly PendingMessage[], messages: readonly Message[]) {
  if (pending.length === 0) return [...pending];
  const confirmed = new Set(messages.map((message) => message.clientMessageId).filter(Boolean));
  return pending.filter((item) => !confirmed.has(item.clientMessageId));
}

/** The timeline a freshly loaded page starts (initial, or around a message). */
export function timelineFromPage(
  page: MessagePage,
  direction: 'initial' | 'around',
  limit: number,
): Timeline {
  const messages = mergeMessages([], page.messages);
  return {
    messages,
    pinned: page.pinned_messages,
    total: page.total,
    activeUsers: page.activeUsers,
    hasOlder: direction === 'around' ? messages.length > 0 : page.messages.length >= limit,
    hasNewer: direction === 'around' ? messages.length > 0 : false,
    syncedSeq: messages.at(-1)?.seq ?? 0,
    pending: [],
    receipts: page.receipts,
  };
}

/** A page of older or newer messages added to the window. */
export function addPage(
  timeline: Timeline,
  page: MessagePage,
  direction: 'older' | 'newer' | 'catchUp',
  limit: number,
): Timeline {
  const messages = mergeMessages(timeline.messages, page.messages);
  const full = page.messages.length >= limit;
  // A page after a point holds everything after it that exists for this reader.
  const pageLast = Math.max(0, ...page.messages.map((message) => message.seq));
  const syncedSeq =
    direction === 'older' ? timeline.syncedSeq : Math.max(timeline.syncedSeq, pageLast);
  return {
    ...timeline,
    messages,
    pinned: page.pinned_messages,
    total: Math.max(page.total, messages.length),
    activeUsers: page.activeUsers,
    hasOlder: direction === 'older' ? full : timeline.hasOlder,
    hasNewer: direction === 'older' ? timeline.hasNewer : full,
    syncedSeq:
      full || direction === 'older' ? syncedSeq : Math.max(syncedSeq, messages.at(-1)?.seq ?? 0),
    pending: unconfirmed(timeline.pending, messages),
    receipts: mergeReceipts(timeline.receipts, page.receipts),
  };
}

/**
 * A member's new delivered or read position, heard in real time. A chat loaded without receipts
 * (a very large group chat) keeps none: one member's position says nothing about everyone's.
 */
export function applyReceipt(timeline: Timeline, receipt: MemberReceipt): Timeline {
  if (!timeline.receipts) return timeline;
  return { ...timeline, receipts: mergeReceipts(timeline.receipts, [receipt]) };
}

export type ReceiveResult = { timeline: Timeline; gap: boolean; added: boolean };

/**
 * A message that arrived in real time or as a send's answer. It joins the window when it follows
 * on from it; when seq numbers were skipped the caller must catch up (gap), and when the window
 * does not reach the latest messages it waits for the reader to scroll there.
 */
export function receiveMessage(timeline: Timeline, message: Message): ReceiveResult {
  const known = timeline.messages.some((item) => item.id === message.id);
  if (!known && timeline.hasNewer) {
    return {
      timeline: { ...timeline, pending: unconfirmed(timeline.pending, [message]) },
      gap: false,
      added: false,
    };
  }
  // Shown at once either way; a skipped seq also asks the caller to fetch what is missing.
  const gap = !known && message.seq > timeline.syncedSeq + 1;
  const messages = mergeMessages(timeline.messages, [message]);
  return {
    timeline: {
      ...timeline,
      messages,
      syncedSeq: gap ? timeline.syncedSeq : Math.max(timeline.syncedSeq, message.seq),
      total: known ? timeline.total : timeline.total + 1,
      pinned: updatePinned(timeline.pinned, message),
      pending: unconfirmed(timeline.pending, messages),
    },
    gap,
    added: !known,
  };
}

function updatePinned(pinned: readonly Message[], message: Message): Message[] {
  const others = pinned.filter((item) => item.id !== message.id);
  return message.is_pinned ? [...others, message].sort(bySeq) : others;
}

/** A message pinned or unpinned: its flag wherever it shows, and the pinned list. */
export function applyPinned(timeline: Timeline, message: Message): Timeline {
  const apply = (list: Message[]) =>
    list.map((item) => (item.id === message.id ? { ...item, is_pinned: message.is_pinned } : item));
  return {
    ...timeline,
    messages: apply(timeline.messages),
    pinned: updatePinned(timeline.pinned, message),
  };
}

/** Changes one message wherever it shows (keyword hiding, reports). */
export function patchMessage(
  timeline: Timeline,
  messageId: number,
  patch: Partial<Pick<Message, 'text' | 'hide_keywords' | 'reported'>>,
): Timeline {
  const apply = (list: Message[]) =>
    list.map((message) => (message.id === messageId ? { ...message, ...patch } : message));
  return { ...timeline, messages: apply(timeline.messages), pinned: apply(timeline.pinned) };
}

/** Adds a send, or marks an existing one as sending again (a retry keeps its clientMessageId). */
export function upsertPending(timeline: Timeline, item: PendingMessage): Timeline {
  const others = timeline.pending.filter((each) => each.clientMessageId !== item.clientMessageId);
  const index = timeline.pending.findIndex((each) => each.clientMessageId === item.clientMessageId);
  const pending = [...others];
  pending.splice(index === -1 ? pending.length : index, 0, item);
  return { ...timeline, pending };
}

/** Marks a send as failed, keeping its text for a retry. */
export function failPending(
  timeline: Timeline,
  clientMessageId: string,
  errorCode: string,
): Timeline {
  return {
    ...timeline,
    pending: timeline.pending.map((item) =>
      item.clientMessageId === clientMessageId ? { ...item, status: 'failed', errorCode } : item,
    ),
  };
}

/** Forgets a failed send the person chose to delete. */
export function removePending(timeline: Timeline, clientMessageId: string): Timeline {
  return {
    ...timeline,
    pending: timeline.pending.filter((item) => item.clientMessageId !== clientMessageId),
  };
}

/** The newest message the window holds. */
export function lastMessage(timeline: Timeline): Message | undefined {
  return timeline.messages.at(-1);
}

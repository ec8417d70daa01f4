import { isSystemMessageType, type Message } from '@quad/shared/contracts/dialogs';
import type { PendingMessage } from './timeline';

/** Messages from one person this close together read as one group (one name, one avatar). */
const GROUP_GAP_MS = 5 * 60_000;

export type MessageRow =
  | { kind: 'day'; key: string; date: Date }
  | { kind: 'system'; key: string; message: Message }
  | {
      kind: 'message';
      key: string;
      message: Message;
      own: boolean;
      /** First of a run from the same person: shows their name. */
      startsGroup: boolean;
      /** Last of a run: shows their avatar and the time. */
      endsGroup: boolean;
    }
  | { kind: 'pending'; key: string; pending: PendingMessage };

/** The key a message keeps from the moment it is typed to when the server confirms it. */
export function messageKey(message: Pick<Message, 'id' | 'clientMessageId'>): string {
  return message.clientMessageId ? `c-${message.clientMessageId}` : `m-${message.id}`;
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * The rows of a chat body, oldest first: a separator at each new day, system messages on their
 * own, runs of messages from one person grouped, then the sends still on their way.
 */
export function buildMessageRows(
  messages: readonly Message[],
  pending: readonly PendingMessage[],
  accountId: number,
): MessageRow[] {
  const rows: MessageRow[] = [];
  let lastDay = '';
  const items = [
    ...messages.map((message) => ({ at: new Date(message.created_at), message })),
    ...pending.map((item) => ({ at: new Date(item.created_at), pending: item })),
  ];
  items.forEach((item, index) => {
    const day = dayKey(item.at);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `d-${day}`, date: item.at });
      lastDay = day;
    }
    if ('pending' in item && item.pending) {
      rows.push({
        kind: 'pending',
        key: `c-${item.pending.clientMessageId}`,
        pending: item.pending,
      });
      return;
    }
    const message = (item as { message: Message }).message;
    if (isSystemMessageType(message.type)) {
      rows.push({ kind: 'system', key: messageKey(message), message });
      return;
    }
    const sameAuthor = (other: (typeof items)[number] | undefined) => {
      if (!other || !('message' in other) || !other.message) return false;
      const candidate = other.message;
      return (
        !isSystemMessageType(candidate.type) &&
        candidate.user?.id === message.user?.id &&
        dayKey(other.at) === day &&
        Math.abs(other.at.getTime() - item.at.getTime()) <= GROUP_GAP_MS
      );
    };
    rows.push({
      kind: 'message',
      key: messageKey(message),
      message,
      own: message.user?.id === accountId,
      startsGroup: !sameAuthor(items[index - 1]),
      endsGroup: !sameAuthor(items[index + 1]),
    });
  });
  return rows;
}

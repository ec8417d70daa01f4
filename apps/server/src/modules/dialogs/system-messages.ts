import type { Message, MessageType } from '@quad/shared/contracts/dialogs';
import type { Tx } from '../../core/db/transaction';
import type { OutboxEvent } from '../../core/events/outbox';
import type { Storage } from '../../core/storage/storage';
import type { AccountRow } from './dialogs.repository';
import { insertNextMessage } from './message-send.repository';
import { presentMessage } from './messages.presenter';
import { newMessageEvent } from './realtime-channels';

/** A person's name as a system message writes it. */
export function fullName(account: Pick<AccountRow, 'name' | 'lastName'>): string {
  return [account.name, account.lastName].filter(Boolean).join(' ').trim() || 'Someone';
}

/** `A`, `A and B`, `A, B and C`. */
function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The texts of the special chat messages (types '4', '5', '6'). */
export const SYSTEM_TEXTS = {
  joined: (who: string) => `${who} joined the chat`,
  left: (who: string) => `${who} left the chat`,
  invited: (by: string, whom: string[]) => `${by} invited ${listNames(whom)} to the chat`,
  removed: (by: string, whom: string) => `${by} removed ${whom} from the conversation`,
  closed: (by: string) => `${by} closed the conversation`,
  closedAutomatically: () => 'The conversation was closed automatically',
  /** A prospect blocked the chat: it names nobody and gives no reason. */
  closedForSafety: () => 'The conversation was closed',
  opened: (by: string) => `${by} opened the conversation`,
} as const;

export interface SystemMessage {
  type: Extract<MessageType, '4' | '5' | '6'>;
  text: string;
  /** What happened, for clients that render more than the text. */
  data: Record<string, unknown>;
}

/**
 * Appends a special chat message inside the caller's transaction: it takes the next seq like
 * any message, so a client that misses it sees the gap and catches up. Returns the events that
 * announce it on the dialog's channel (system messages raise no personal notification).
 */
export async function appendSystemMessage(
  tx: Tx,
  storage: Storage,
  dialogId: number,
  message: SystemMessage,
): Promise<{ message: Message; events: OutboxEvent[] }> {
  const { row } = await insertNextMessage(tx, {
    dialogId,
    accountId: null,
    type: message.type,
    text: message.text,
    data: message.data,
  });
  // A system message has no author or quote, and nobody has reported it yet.
  const view = { row, author: null, parent: null, reported: false };
  const presented = presentMessage(view, { mask: true, storage });
  return { message: presented, events: [newMessageEvent(presented)] };
}

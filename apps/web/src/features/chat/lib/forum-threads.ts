import { isSystemMessageType, type Message } from '@quad/shared/contracts/dialogs';
import type { PendingMessage } from './timeline';

export type ForumEntry =
  | { kind: 'message'; key: string; message: Message }
  | { kind: 'pending'; key: string; pending: PendingMessage };

export type ForumThread = {
  key: string;
  post: ForumEntry;
  replies: ForumEntry[];
  /** A reply whose post is not loaded (older page): it stands alone and quotes its parent. */
  orphan: boolean;
};

const keyOf = (message: Message) =>
  message.clientMessageId ? `c-${message.clientMessageId}` : `m-${message.id}`;

/**
 * Forum posts with their replies under them, in the order posts were written. A reply to a
 * reply joins the thread of the post it ultimately answers.
 */
export function buildForumThreads(
  messages: readonly Message[],
  pending: readonly PendingMessage[],
): ForumThread[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  const rootOf = (message: Message): Message => {
    let current = message;
    const seen = new Set<number>();
    while (current.parentMessageId !== null && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.parentMessageId);
      if (!parent) return current;
      current = parent;
    }
    return current;
  };

  const threads: ForumThread[] = [];
  const threadByRoot = new Map<number, ForumThread>();
  for (const message of messages) {
    if (isSystemMessageType(message.type)) continue;
    const entry: ForumEntry = { kind: 'message', key: keyOf(message), message };
    const root = rootOf(message);
    if (root.id === message.id) {
      const thread: ForumThread = {
        key: entry.key,
        post: entry,
        replies: [],
        orphan: message.parentMessageId !== null,
      };
      threads.push(thread);
      threadByRoot.set(message.id, thread);
    } else {
      threadByRoot.get(root.id)?.replies.push(entry);
    }
  }
  for (const item of pending) {
    const entry: ForumEntry = { kind: 'pending', key: `c-${item.clientMessageId}`, pending: item };
    const parent = item.parentMessage ? byId.get(item.parentMessage.id) : undefined;
    const thread = parent ? threadByRoot.get(rootOf(parent).id) : undefined;
    if (thread) thread.replies.push(entry);
    else threads.push({ key: entry.key, post: entry, replies: [], orphan: false });
  }
  return threads;
}

import type { FastifyBaseLogger } from 'fastify';
import { parseChannel, type DialogEventType } from '@quad/shared/events';
import { CONTENT_CHANGED_TOPIC } from '../../core/events/content-changed';
import type { OutboxRelay } from '../../core/events/outbox';
import type { Realtime } from '../../core/realtime/realtime';
import type { HomeSnapshot, HomeSnapshots } from './home.service';
import type { SnapshotCache } from './home-snapshots';

/** Server-side Socket.IO event carrying a change to the other nodes (over Redis). */
const NODES_EVENT = 'quad:content:changed';

/** What a published event changes of the widget homes. */
export type HomeChange =
  { kind: 'universities'; universityIds: number[] | null } | { kind: 'chat'; dialogId: number };

/** Dialog events that change a chat card: its name, members or whether it is listed. */
const CHAT_CARD_EVENTS: ReadonlySet<DialogEventType> = new Set([
  'dialogEdited',
  'archived',
  'unarchived',
  'closed',
  'opened',
  'ambassadorDetached',
  'ambassadorDisabled',
  'ambassadorEnabled',
]);

const idList = (value: unknown): number[] | null =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : null;

/**
 * The home change an outbox event stands for, if any: a content write's own event, a
 * university's settings, a live event's status (it can move any event into the first four)
 * or a chat card's change. Chat messages change nothing a home shows.
 */
export function homeChangeOf(topic: string, payload: unknown): HomeChange | null {
  if (topic === CONTENT_CHANGED_TOPIC) {
    const ids = (payload as { universityIds?: unknown } | null)?.universityIds;
    return { kind: 'universities', universityIds: idList(ids) };
  }
  const channel = parseChannel(topic);
  if (channel?.kind === 'universitySettings') {
    return { kind: 'universities', universityIds: [channel.universityId] };
  }
  if (channel?.kind === 'liveStreamInfo') return { kind: 'universities', universityIds: null };
  if (channel?.kind === 'dialogEvents') {
    const type = (payload as { type?: unknown } | null)?.type;
    if (CHAT_CARD_EVENTS.has(type as DialogEventType)) {
      return { kind: 'chat', dialogId: channel.dialogId };
    }
  }
  return null;
}

const showsChat = (dialogId: number) => (snapshot: HomeSnapshot) =>
  [...snapshot.items.groupChats, ...snapshot.items.forum].some(
    (item) => item.row.chat.id === dialogId,
  );

/** What a node keeps of its widgets: the home snapshots and what follows a university's. */
export interface WidgetCaches {
  snapshots: HomeSnapshots;
  /** Caches kept per university (the first screen's settings), dropped when it changes. */
  perUniversity: ReadonlyArray<SnapshotCache<unknown>>;
}

function apply(caches: WidgetCaches, change: HomeChange): void {
  if (change.kind === 'chat') {
    caches.snapshots.invalidateWhere(showsChat(change.dialogId));
    return;
  }
  caches.snapshots.invalidate(change.universityIds);
  for (const cache of caches.perUniversity) cache.invalidate(change.universityIds);
}

function parseChange(value: unknown): HomeChange | null {
  const change = value as Partial<HomeChange> | null;
  if (change?.kind === 'chat' && Number.isInteger(change.dialogId)) {
    return { kind: 'chat', dialogId: change.dialogId as number };
  }
  if (change?.kind === 'universities') {
    return { kind: 'universities', universityIds: idList(change.universityIds) };
  }
  return null;
}

/**
 * Keeps this node's home snapshots honest: the node that publishes a change from the outbox
 * (right after the writing transaction commits, before the write's response) drops its own
 * snapshots and tells the other nodes through Socket.IO's server-side events, which travel
 * over Redis when REDIS_URL is set.
 */
export function watchHomeChanges(deps: {
  outbox: OutboxRelay;
  realtime: Realtime;
  caches: WidgetCaches;
  log: FastifyBaseLogger;
}): void {
  deps.realtime.io.on(NODES_EVENT, (value: unknown) => {
    const change = parseChange(value);
    if (change) apply(deps.caches, change);
  });
  deps.outbox.onPublished((topic, payload) => {
    const change = homeChangeOf(topic, payload);
    if (!change) return;
    apply(deps.caches, change);
    try {
      deps.realtime.toOtherNodes(NODES_EVENT, change);
    } catch (error) {
      deps.log.warn({ err: error }, 'could not tell the other nodes of a content change');
    }
  });
}

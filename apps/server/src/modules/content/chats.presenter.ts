import type { GroupChatCard, LiveStreamCard } from '@quad/shared/contracts/content';
import { isOnDemandShape, statusName, type LiveEventStatus } from '@quad/shared/rules/status-name';
import { LIVE_EVENT_STATUSES } from '@quad/shared/rules/status-name';
import type { Storage } from '../../core/storage/storage';
import type { ChatRow } from './group-chats.repository';
import type { ChatRefRow, EventPersonRow, LiveEventRow } from './live-streams.repository';
import { colorOf, presentAuthor, type PersonRecord } from './people.presenter';
import type { ContentScope } from './scope.service';

/** Ambassadors shown on a chat card; the card links to the chat for the rest. */
export const CHAT_CARD_AMBASSADORS = 5;

/** A group chat or forum card, with whether the actor is already a member. */
export function presentGroupChat(
  row: ChatRow,
  ambassadors: readonly PersonRecord[],
  storage: Storage,
): GroupChatCard {
  return {
    id: row.id,
    type: row.type === 7 ? 7 : 4,
    name: row.name ?? '',
    description: row.description === '' ? null : row.description,
    avatar: row.avatarKey ? storage.url(row.avatarKey) : null,
    color: colorOf(row.color),
    university_id: row.universityId ?? 0,
    members_count: Math.max(0, Number(row.membersCount)),
    ambassadors: ambassadors
      .slice(0, CHAT_CARD_AMBASSADORS)
      .map((person) => presentAuthor(person, storage)),
    last_activity: row.lastActivity.toISOString(),
    created_at: row.createdAt.toISOString(),
    isJoined: Boolean(row.isJoined),
  };
}

/** A live event with what the card shows of it, gathered by the lists service. */
export interface LiveStreamRecord {
  event: LiveEventRow;
  speakers: readonly EventPersonRow[];
  ambassadors: readonly EventPersonRow[];
  liveChat: ChatRefRow | null;
  speakersChat: ChatRefRow | null;
  /** The actor is registered for the event. */
  isRegistered: boolean;
  actorId: number | null;
  /** The university the actor administers, if they are an admin. */
  actorAdminOf?: number | null;
}

function statusOf(value: string): LiveEventStatus {
  return (LIVE_EVENT_STATUSES as readonly string[]).includes(value)
    ? (value as LiveEventStatus)
    : 'upcoming';
}

const chatRef = (chat: ChatRefRow) => ({
  id: chat.id,
  type: chat.type,
  archived: chat.archived,
  closed: chat.closed,
});

/**
 * A live event card (spec §3 LiveEvent). On-demand and completed events take the on-demand
 * shape: a video and no stream-active flag. The speakers' back-room chat is shown only to the
 * event's own speakers, its ambassadors and its university's admins (as on the event page), and `registeredProspectIds` only ever holds the actor
 * (a visitor must not learn who else registered).
 */
export function presentLiveStream(
  record: LiveStreamRecord,
  scope: ContentScope,
  storage: Storage,
): LiveStreamCard {
  const { event, actorId } = record;
  const status = statusOf(event.status);
  const staff =
    (record.actorAdminOf != null && record.actorAdminOf === event.universityId) ||
    [...record.speakers, ...record.ambassadors].some((person) => person.id === actorId);
  const speakersChat = staff ? record.speakersChat : null;
  const fromDate = event.fromDate ?? event.createdAt;
  const base = {
    id: event.id,
    university_id: event.universityId,
    name: event.name,
    slug: event.slug,
    image: event.imageKey ? storage.url(event.imageKey) : null,
    image_id: null,
    status,
    statusName: statusName(status),
    is_chat_active: event.isChatActive,
    is_promote: event.isPromote,
    created_at: event.createdAt.toISOString(),
    description: event.description,
    from_date: fromDate.toISOString(),
    to_date: (event.toDate ?? fromDate).toISOString(),
    speakers: record.speakers.map((person) => presentAuthor(person, storage)),
    dialogs: [record.liveChat, speakersChat].flatMap((chat) => (chat ? [chatRef(chat)] : [])),
    ambassadors: record.ambassadors.map((person) => presentAuthor(person, storage)),
    live_chat_id: event.liveChatId,
    liveChat: record.liveChat ? chatRef(record.liveChat) : null,
    speakersChat: speakersChat ? chatRef(speakersChat) : null,
    university: {
      id: event.universityId,
      name: scope.byId.get(event.universityId)?.name ?? '',
    },
    registeredProspectIds: record.isRegistered && actorId !== null ? [actorId] : [],
  };
  if (isOnDemandShape(status)) {
    return { ...base, video: event.videoKey ? storage.url(event.videoKey) : null, video_id: null };
  }
  return { ...base, is_stream_active: event.isStreamActive };
}

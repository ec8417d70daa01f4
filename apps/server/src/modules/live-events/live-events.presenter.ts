import type { PersonLite } from '@quad/shared/contracts/common';
import type { Message } from '@quad/shared/contracts/dialogs';
import type {
  LiveQuestion,
  LiveStreamAbilities,
  LiveStreamPage,
  LiveStreamState,
} from '@quad/shared/contracts/live-events';
import { statusName, type LiveEventStatus } from '@quad/shared/rules/status-name';
import type { LiveStreamInfoPayload } from '@quad/shared/events';
import type { Storage } from '../../core/storage/storage';
import { presentLiveStream, type LiveStreamRecord } from '../content/chats.presenter';
import type { ContentScope } from '../content/scope.service';
import type { LiveEventRow, ProspectRow } from './live-events.repository';
import type { QuestionRow } from './questions.repository';

/** What the page adds to the event card. */
export interface PageExtras {
  abilities: LiveStreamAbilities;
  isAnsweredUniversityQuestion: boolean;
  hostRoomUrl: string | null;
  viewerRoomUrl: string | null;
}

/**
 * The live event page (CONTRACT §8). The card's own rule shows the speakers' chat to speakers
 * and ambassadors; the page follows the abilities instead, so the university's admins see it
 * too and a prospect never does.
 */
export function presentPage(
  record: LiveStreamRecord,
  scope: ContentScope,
  storage: Storage,
  extras: PageExtras,
): LiveStreamPage {
  const card = presentLiveStream({ ...record, speakersChat: null }, scope, storage);
  const chat = extras.abilities.canSeeSpeakersChat ? record.speakersChat : null;
  const speakersChat = chat
    ? { id: chat.id, type: chat.type, archived: chat.archived, closed: chat.closed }
    : null;
  return {
    liveStream: {
      ...card,
      speakersChat,
      dialogs: speakersChat ? [...card.dialogs, speakersChat] : card.dialogs,
    },
    isAnsweredUniversityQuestion: extras.isAnsweredUniversityQuestion,
    hostRoomUrl: extras.hostRoomUrl,
    viewerRoomUrl: extras.viewerRoomUrl,
    abilities: extras.abilities,
  };
}

/** The payload of `liveStreams:{id}:info`. */
export function presentInfo(event: LiveEventRow): LiveStreamInfoPayload {
  return {
    status: event.status as LiveEventStatus,
    isChatActive: event.isChatActive,
    isStreamActive: event.isStreamActive,
  };
}

/** An event's state after a change. */
export function presentState(event: LiveEventRow): LiveStreamState {
  return { id: event.id, ...presentInfo(event), statusName: statusName(event.status) };
}

/** A registered prospect in the prospects list. */
export function presentProspect(row: ProspectRow, storage: Storage): PersonLite {
  return {
    id: row.id,
    name: row.name,
    last_name: row.lastName,
    avatar: row.avatarKey ? storage.url(row.avatarKey) : null,
  };
}

/** A question: its message as the caller may read it, its votes and whether it was answered. */
export function presentQuestion(
  question: QuestionRow,
  message: Message,
  isVoted: boolean,
): LiveQuestion {
  const author = message.user;
  return {
    messageId: question.messageId,
    dialog_id: message.dialog_id,
    text: message.text,
    author: author
      ? { id: author.id, name: author.name, last_name: author.last_name, avatar: author.avatar }
      : null,
    vote_count: question.voteCount,
    isVoted,
    answered: question.answeredAt !== null,
    answered_at: question.answeredAt?.toISOString() ?? null,
    created_at: question.createdAt.toISOString(),
  };
}

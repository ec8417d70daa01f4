import type { AccountInfo } from '@quad/shared/contracts/auth';
import {
  liveQuestionSchema,
  liveStreamPageSchema,
  type LiveQuestion,
  type LiveStreamAbilities,
  type LiveStreamPage,
} from '@quad/shared/contracts/live-events';
import type { LiveStreamCard } from '@quad/shared/contracts/content';
import { buildAccountInfo } from '../../../test/account';

const person = (id: number, name: string, last_name: string) => ({
  id,
  name,
  last_name,
  avatar: null,
  color: '#4f608f',
  slug: `${name.toLowerCase()}-${id}`,
});

/** Nothing allowed: a visitor's abilities. */
export const noAbilities: LiveStreamAbilities = {
  canSeeProspects: false,
  canSeeSpeakersChat: false,
  canGoLive: false,
  canToggleChat: false,
  nextStatuses: [],
  canAskQuestions: false,
  canVoteQuestions: false,
  canAnswerQuestions: false,
  canDraftFaqs: false,
};

/** A prospect in the live chat. */
export const prospectAbilities: LiveStreamAbilities = {
  ...noAbilities,
  canAskQuestions: true,
  canVoteQuestions: true,
};

/** A speaker of a live event. */
export const speakerAbilities: LiveStreamAbilities = {
  ...noAbilities,
  canSeeProspects: true,
  canSeeSpeakersChat: true,
  canToggleChat: true,
  nextStatuses: ['completed', 'cancelled'],
  canVoteQuestions: true,
  canAnswerQuestions: true,
};

/** The demo taster lecture as the event page answers it, checked against the contract. */
export function buildPage(
  overrides: { stream?: Partial<LiveStreamCard>; abilities?: LiveStreamAbilities } = {},
): LiveStreamPage {
  const staff = overrides.abilities?.canSeeSpeakersChat ?? false;
  return liveStreamPageSchema.parse({
    liveStream: {
      id: 5,
      university_id: 1,
      name: 'Engineering Taster Lecture',
      slug: 'engineering-taster-lecture',
      image: null,
      image_id: null,
      status: 'inProgress',
      statusName: 'in Progress',
      is_chat_active: true,
      is_stream_active: true,
      is_promote: false,
      created_at: '2026-03-01T09:00:00.000Z',
      description: 'Loads, forces and why some bridges sway.',
      from_date: '2026-03-02T09:00:00.000Z',
      to_date: '2026-03-02T10:00:00.000Z',
      speakers: [person(40, 'Daniel', 'Okoro')],
      dialogs: [],
      ambassadors: [person(21, 'Mateo', 'Fernández')],
      live_chat_id: 70,
      liveChat: { id: 70, type: 6, archived: false, closed: false },
      speakersChat: staff ? { id: 71, type: 5, archived: false, closed: false } : null,
      university: { id: 1, name: 'Demo University' },
      registeredProspectIds: [],
      ...overrides.stream,
    },
    isAnsweredUniversityQuestion: true,
    hostRoomUrl: null,
    viewerRoomUrl: null,
    abilities: overrides.abilities ?? noAbilities,
  });
}

const roles = {
  prospect: 'prospect',
  speaker: 'live-event-speaker',
  ambassador: 'univercity-student',
} as const;

/** A signed-in account of a role. */
export function buildAccount(role: keyof typeof roles, id = 11): AccountInfo {
  return buildAccountInfo({
    id,
    name: role === 'prospect' ? 'Sofia' : 'Daniel',
    last_name: 'Martínez',
    key: roles[role],
    roleKey: roles[role],
    email: `${role}@demo.test`,
  });
}

/** A question of the live chat. */
export function buildQuestion(
  overrides: Partial<LiveQuestion> & { messageId: number },
): LiveQuestion {
  return liveQuestionSchema.parse({
    dialog_id: 70,
    text: `Question ${overrides.messageId}`,
    author: { id: 12, name: 'Noah', last_name: 'Kim', avatar: null },
    vote_count: 0,
    isVoted: false,
    answered: false,
    answered_at: null,
    created_at: '2026-03-02T09:10:00.000Z',
    ...overrides,
  });
}

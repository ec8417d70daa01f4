import type { LiveEventStatus } from './status-name';

/**
 * Where each status may go (CONTRACT §8): upcoming → inProgress → completed, completed →
 * onDemand once a recording exists, upcoming | inProgress → cancelled, any → archived.
 */
const NEXT: Readonly<Record<LiveEventStatus, readonly LiveEventStatus[]>> = {
  upcoming: ['inProgress', 'cancelled', 'archived'],
  inProgress: ['completed', 'cancelled', 'archived'],
  completed: ['onDemand', 'archived'],
  onDemand: ['archived'],
  cancelled: ['archived'],
  archived: [],
};

/** What a transition needs to know beyond the two statuses. */
export interface TransitionFacts {
  /** The event has a recording (its `video`). */
  hasRecording: boolean;
}

/** Why a transition is refused, by the key the server's error texts name it with. */
export type TransitionProblem = 'statusAlready' | 'statusNotNext' | 'onDemandNeedsRecording';

export type TransitionVerdict =
  { ok: true } | { ok: false; problem: TransitionProblem; reason: string };

const LABELS: Readonly<Record<LiveEventStatus, string>> = {
  upcoming: 'upcoming',
  inProgress: 'in progress',
  completed: 'completed',
  onDemand: 'on demand',
  cancelled: 'cancelled',
  archived: 'archived',
};

/** Whether an event may move from one status to another, and why not when it may not. */
export function checkTransition(
  from: LiveEventStatus,
  to: LiveEventStatus,
  facts: TransitionFacts,
): TransitionVerdict {
  if (from === to)
    return {
      ok: false,
      problem: 'statusAlready',
      reason: `This live event is already ${LABELS[to]}.`,
    };
  if (!NEXT[from].includes(to)) {
    return {
      ok: false,
      problem: 'statusNotNext',
      reason: `A live event that is ${LABELS[from]} cannot become ${LABELS[to]}.`,
    };
  }
  if (to === 'onDemand' && !facts.hasRecording) {
    return {
      ok: false,
      problem: 'onDemandNeedsRecording',
      reason: 'This live event has no recording yet, so it cannot be shown on demand.',
    };
  }
  return { ok: true };
}

/** The statuses an event may move to from here (for the abilities a presenter attaches). */
export function nextStatuses(from: LiveEventStatus, facts: TransitionFacts): LiveEventStatus[] {
  return NEXT[from].filter((to) => checkTransition(from, to, facts).ok);
}

/**
 * The stream and chat flags a status brings: only a live event streams; its chat is open while
 * it is live and closes when it is cancelled or archived (a finished event keeps its chat as it
 * was, so people can still say thanks). `undefined` leaves a flag unchanged.
 */
export function flagsFor(status: LiveEventStatus): {
  isStreamActive: boolean;
  isChatActive: boolean | undefined;
} {
  switch (status) {
    case 'inProgress':
      return { isStreamActive: true, isChatActive: true };
    case 'cancelled':
    case 'archived':
      return { isStreamActive: false, isChatActive: false };
    default:
      return { isStreamActive: false, isChatActive: undefined };
  }
}

/** Statuses of an event that is over. */
const ENDED: ReadonlySet<string> = new Set<LiveEventStatus>([
  'completed',
  'onDemand',
  'cancelled',
  'archived',
]);

/** Whether the event is over: it ended (on demand or not), was cancelled or archived. */
export function hasEnded(status: string): boolean {
  return ENDED.has(status);
}

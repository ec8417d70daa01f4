import { describe, expect, it } from 'vitest';
import { checkTransition, flagsFor, hasEnded, nextStatuses } from './live-event-status';
import { LIVE_EVENT_STATUSES, type LiveEventStatus } from './status-name';

const ALLOWED: ReadonlySet<string> = new Set([
  'upcoming>inProgress',
  'upcoming>cancelled',
  'upcoming>archived',
  'inProgress>completed',
  'inProgress>cancelled',
  'inProgress>archived',
  'completed>onDemand',
  'completed>archived',
  'onDemand>archived',
  'cancelled>archived',
]);

const pairs = LIVE_EVENT_STATUSES.flatMap((from) =>
  LIVE_EVENT_STATUSES.map((to) => [from, to] as [LiveEventStatus, LiveEventStatus]),
);

describe('checkTransition', () => {
  it.each(pairs)('%s → %s follows CONTRACT §8', (from, to) => {
    const verdict = checkTransition(from, to, { hasRecording: true });
    expect(verdict.ok).toBe(ALLOWED.has(`${from}>${to}`));
    if (!verdict.ok) expect(verdict.reason).toMatch(/live event/);
  });

  it('refuses on demand without a recording', () => {
    expect(checkTransition('completed', 'onDemand', { hasRecording: false })).toEqual({
      ok: false,
      problem: 'onDemandNeedsRecording',
      reason: 'This live event has no recording yet, so it cannot be shown on demand.',
    });
  });

  it('says plainly when nothing would change', () => {
    expect(checkTransition('upcoming', 'upcoming', { hasRecording: false })).toEqual({
      ok: false,
      problem: 'statusAlready',
      reason: 'This live event is already upcoming.',
    });
  });
});

describe('nextStatuses', () => {
  it('lists what is allowed from here', () => {
    expect(nextStatuses('completed', { hasRecording: false })).toEqual(['archived']);
    expect(nextStatuses('completed', { hasRecording: true })).toEqual(['onDemand', 'archived']);
    expect(nextStatuses('archived', { hasRecording: true })).toEqual([]);
  });
});

describe('flagsFor', () => {
  it('streams only while in progress and closes the chat of a cancelled event', () => {
    expect(flagsFor('inProgress')).toEqual({ isStreamActive: true, isChatActive: true });
    expect(flagsFor('cancelled')).toEqual({ isStreamActive: false, isChatActive: false });
    expect(flagsFor('completed')).toEqual({ isStreamActive: false, isChatActive: undefined });
  });
});

describe('hasEnded', () => {
  it('counts an event over once it ended, went on demand, was cancelled or archived', () => {
    expect(['upcoming', 'inProgress'].filter(hasEnded)).toEqual([]);
    expect(['completed', 'onDemand', 'cancelled', 'archived'].every(hasEnded)).toBe(true);
  });
});

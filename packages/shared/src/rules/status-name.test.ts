import { describe, expect, it } from 'vitest';
import {
  LIVE_EVENT_STATUSES,
  isOnDemandShape,
  liveEventStatusSchema,
  statusName,
} from './status-name';

describe('statusName', () => {
  it('inserts a space before each capital letter', () => {
    expect(statusName('inProgress')).toBe('in Progress');
    expect(statusName('onDemand')).toBe('on Demand');
  });

  it('leaves single-word statuses alone', () => {
    expect(statusName('upcoming')).toBe('upcoming');
    expect(statusName('cancelled')).toBe('cancelled');
  });

  it('handles several capitals and no leading space', () => {
    expect(statusName('waitingForHostApproval')).toBe('waiting For Host Approval');
    expect(statusName('Live')).toBe('Live');
  });

  it('gives every known status a name', () => {
    expect(LIVE_EVENT_STATUSES.map(statusName)).toEqual([
      'upcoming',
      'completed',
      'in Progress',
      'cancelled',
      'on Demand',
      'archived',
    ]);
  });
});

describe('isOnDemandShape', () => {
  it('is true for onDemand and completed only', () => {
    const onDemand = LIVE_EVENT_STATUSES.filter(isOnDemandShape);
    expect(onDemand).toEqual(['completed', 'onDemand']);
  });
});

describe('liveEventStatusSchema', () => {
  it('accepts the six statuses and refuses others', () => {
    for (const status of LIVE_EVENT_STATUSES)
      expect(liveEventStatusSchema.parse(status)).toBe(status);
    expect(liveEventStatusSchema.safeParse('in Progress').success).toBe(false);
    expect(liveEventStatusSchema.safeParse('live').success).toBe(false);
  });
});

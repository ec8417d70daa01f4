import { beforeEach, describe, expect, it } from 'vitest';
import { registrationSchema } from '@quad/shared/contracts/auth';
import { parseBase } from '@quad/shared/rules/base-path';
import { captureVisit, recordEngagement } from '../../lib/tracking/tracking';
import { initialRegistrationState, type RegistrationState } from './registration-data';
import { registrationPayload } from './registration-payload';

const filled: RegistrationState = {
  ...initialRegistrationState,
  step: 2,
  stepOne: { email: 'sofia@example.com', first_name: 'Sofia', last_name: 'García' },
  stepTwo: {
    ...initialRegistrationState.stepTwo,
    birth_date: '2006-04-12',
    password: 'a long passphrase',
    terms: true,
  },
};
const options = { base: parseBase('/1')!, accessType: 'web' as const, needsConsent: false };

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('registrationPayload: tracking fields (spec §3)', () => {
  it('carries the first campaign, user_came_from and engagementData, valid for the contract', () => {
    const url = new URL(
      'https://quad.example/1?utm_source=open-day&utm_medium=qr&utm_campaign=autumn&user_came_from=https://www.uni.example/visit',
    );
    captureVisit({
      win: {
        name: '',
        location: { pathname: url.pathname, search: url.search, origin: url.origin },
        document: { referrer: '' },
      } as unknown as Window,
    });
    recordEngagement('/1/posts/our-campus-7');

    const payload = registrationPayload(filled, { ...options, search: '?utm_source=later' });
    expect(payload).toMatchObject({
      source: 'open-day',
      medium: 'qr',
      campaign: 'autumn',
      user_came_from: 'https://www.uni.example/visit',
      engagementData: { id: 7, type: 'post' },
    });
    expect(registrationSchema.safeParse(payload).error?.issues ?? []).toEqual([]);
  });

  it('sends no tracking fields when there are none', () => {
    const payload = registrationPayload(filled, options);
    for (const field of ['source', 'medium', 'campaign', 'user_came_from', 'engagementData']) {
      expect(payload).not.toHaveProperty(field);
    }
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { parseBase } from '@quad/shared/rules/base-path';
import {
  captureVisit,
  ENGAGEMENT_KEY,
  forgetEngagement,
  isDashboardMode,
  markUtmSent,
  recordEngagement,
  registrationTracking,
  USER_CAME_FROM_KEY,
  utmDataBody,
  utmSentTo,
} from './tracking';
import { safeStore } from './tracking-storage';

const university = parseBase('/1')!;
const group = parseBase('/group/1')!;
const day1 = new Date('2026-11-20T10:00:00.000Z');
const day2 = new Date('2026-11-21T10:00:00.000Z');

/** A page opened at an address, with the referrer and window name it had. */
function page(address: string, { referrer = '', name = '' } = {}) {
  const url = new URL(address, 'https://quad.example');
  return {
    name,
    location: { pathname: url.pathname, search: url.search, origin: url.origin },
    document: { referrer },
  } as unknown as Window;
}
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('captureVisit: utmData_{group} of spec §3', () => {
  it('keeps the campaign of the first visit under the widget’s key', () => {
    captureVisit({
      win: page('/1?utm_source=instagram&utm_medium=social&utm_term=law'),
      now: day1,
    });
    expect(stored('utmData_1')).toEqual({
      source: 'instagram',
      medium: 'social',
      term: 'law',
      captured_at: day1.toISOString(),
    });
    expect(window.localStorage.getItem('utmData_group-1')).toBeNull();
  });

  it('keeps the first campaign whole: a later one neither replaces nor completes it', () => {
    captureVisit({ win: page('/1?utm_source=instagram'), now: day1 });
    captureVisit({ win: page('/1?utm_source=newsletter&utm_campaign=spring'), now: day2 });
    expect(stored('utmData_1')).toEqual({ source: 'instagram', captured_at: day1.toISOString() });
  });

  it('is not erased by a visit without a campaign or with empty values', () => {
    captureVisit({ win: page('/1?utm_source=instagram'), now: day1 });
    captureVisit({ win: page('/1?utm_source=&utm_medium=%20'), now: day2 });
    captureVisit({ win: page('/1/posts'), now: day2 });
    expect(stored('utmData_1')).toEqual({ source: 'instagram', captured_at: day1.toISOString() });
  });

  it('stores nothing for a visit without a campaign', () => {
    captureVisit({ win: page('/1?utm_source=') });
    expect(window.localStorage.getItem('utmData_1')).toBeNull();
  });

  it('reads the campaign inside state, and keeps one per widget', () => {
    captureVisit({ win: page('/group/1?state=utm_source=mail__utm_campaign=open-day'), now: day1 });
    expect(stored('utmData_group-1')).toMatchObject({ source: 'mail', campaign: 'open-day' });
    expect(window.localStorage.getItem('utmData_1')).toBeNull();
  });

  it('cuts values to the API limit of 200 characters', () => {
    captureVisit({ win: page(`/1?utm_campaign=${'c'.repeat(300)}`) });
    expect((stored('utmData_1') as { campaign: string }).campaign).toHaveLength(200);
  });

  it('keeps where the visitor came from once: the host page embed.js names, else an outside referrer', () => {
    captureVisit({
      win: page('/1?user_came_from=https%3A%2F%2Fwww.uni.example%2Fstudy%3Ftoken%3Dsecret'),
    });
    expect(window.localStorage.getItem(USER_CAME_FROM_KEY)).toBe('https://www.uni.example/study');
    captureVisit({ win: page('/1', { referrer: 'https://search.example/?q=uni' }) });
    expect(window.localStorage.getItem(USER_CAME_FROM_KEY)).toBe('https://www.uni.example/study');
  });

  it('takes an outside referrer but not its own pages nor odd addresses', () => {
    captureVisit({ win: page('/1', { referrer: 'https://quad.example/1/posts' }) });
    captureVisit({ win: page('/1?user_came_from=javascript:alert(1)') });
    expect(window.localStorage.getItem(USER_CAME_FROM_KEY)).toBeNull();
    captureVisit({ win: page('/1', { referrer: 'https://search.example/results?q=uni' }) });
    expect(window.localStorage.getItem(USER_CAME_FROM_KEY)).toBe('https://search.example/results');
  });

  it('tracks nothing in dashboard mode, which lasts for the tab', () => {
    captureVisit({ win: page('/1?tap-dashboard=true&utm_source=staff') });
    expect(window.localStorage.getItem('utmData_1')).toBeNull();
    expect(isDashboardMode(page('/1'))).toBe(true);
    captureVisit({ win: page('/1?utm_source=staff') });
    expect(window.localStorage.getItem('utmData_1')).toBeNull();
  });

  it('treats the window named as the dashboard frame as dashboard mode', () => {
    captureVisit({ win: page('/1?utm_source=staff', { name: 'dashboard' }) });
    expect(window.localStorage.getItem('utmData_1')).toBeNull();
  });

  it('keeps the campaign in memory for the page when the browser refuses storage', () => {
    const refused = safeStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    captureVisit({ win: page('/1?utm_source=ad'), local: refused, session: refused });
    expect(
      registrationTracking(university, '', { local: refused, session: refused, win: page('/1') }),
    ).toEqual({ source: 'ad' });
  });
});

describe('registrationTracking: what registration sends (spec §3)', () => {
  it('sends the kept campaign, user_came_from and engagementData', () => {
    captureVisit({
      win: page('/1?utm_source=ad&utm_medium=cpc&utm_campaign=x&user_came_from=https://u.example/'),
    });
    recordEngagement('/1/chat-to-us/maya-lopez-12');
    expect(registrationTracking(university, '?utm_source=later', { win: page('/1') })).toEqual({
      source: 'ad',
      medium: 'cpc',
      campaign: 'x',
      user_came_from: 'https://u.example/',
      engagementData: { id: 12, type: 'user' },
    });
  });

  it('falls back to the current address when nothing was kept', () => {
    expect(registrationTracking(university, '?utm_campaign=now', { win: page('/1') })).toEqual({
      campaign: 'now',
    });
  });

  it('sends the last item opened, and none once signed in', () => {
    recordEngagement('/1/posts/campus-3');
    recordEngagement('/1/posts');
    recordEngagement('/1/faq/fees-4');
    expect(stored(ENGAGEMENT_KEY)).toEqual({ id: 4, type: 'faq' });
    forgetEngagement();
    expect(registrationTracking(university, '', { win: page('/1') })).toEqual({});
  });

  it('ignores a tampered engagement', () => {
    window.localStorage.setItem(ENGAGEMENT_KEY, '{"id":"1; drop","type":"post"}');
    window.localStorage.setItem('utmData_1', 'not json');
    expect(registrationTracking(university, '', { win: page('/1') })).toEqual({});
  });
});

describe('utmData for a signed-in prospect', () => {
  it('has a body only with a kept campaign, and is sent once per account', () => {
    expect(utmDataBody(group)).toBeNull();
    captureVisit({ win: page('/group/1?utm_source=ad&user_came_from=https://u.example/a') });
    expect(utmDataBody(group)).toEqual({ source: 'ad', user_came_from: 'https://u.example/a' });
    expect(utmSentTo(group, 7)).toBe(false);
    markUtmSent(group, 7);
    markUtmSent(group, 7);
    expect(utmSentTo(group, 7)).toBe(true);
    expect(utmSentTo(group, 8)).toBe(false);
    expect(stored('utmData_group-1')).toMatchObject({ source: 'ad', sent_to: [7] });
  });
});

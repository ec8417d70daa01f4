import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { widgetVisitResultSchema } from '@quad/shared/contracts/widget-visits';
import { parseBase } from '@quad/shared/rules/base-path';
import { okAs, serveApi } from '../../test/msw';
import { recordVisit, resetRecordedVisit } from './record-visit';
import { captureVisit } from './tracking';

const API = '*/api/v1';

const opened = (address: string) => {
  const url = new URL(address, 'https://quad.example');
  captureVisit({
    win: {
      name: '',
      location: { pathname: url.pathname, search: url.search, origin: url.origin },
      document: { referrer: '' },
    } as unknown as Window,
  });
};

beforeEach(() => {
  window.localStorage.clear();
  resetRecordedVisit();
});

describe('recordVisit', () => {
  it('counts the page load once, under the widget, with the campaign it was opened from', async () => {
    opened('/group/4?utm_source=instagram&utm_campaign=open-day&utm_term=law');
    const { callsTo } = serveApi(
      http.post(`${API}/widget/visits`, () => okAs(widgetVisitResultSchema, { counted: true })),
    );
    expect(await recordVisit(parseBase('/group/4')!)).toBe(true);
    expect(await recordVisit(parseBase('/group/4')!)).toBe(false);
    const calls = callsTo('POST', '/widget/visits');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ groupId: 4, source: 'instagram', campaign: 'open-day' });
  });

  it('sends only the university when the page carried no campaign, and stays quiet on failure', async () => {
    opened('/7');
    const { callsTo } = serveApi(
      http.post(`${API}/widget/visits`, () => new Response(null, { status: 503 })),
    );
    expect(await recordVisit(parseBase('/7')!)).toBe(false);
    expect(callsTo('POST', '/widget/visits')[0]?.body).toEqual({ universityId: 7 });
  });
});

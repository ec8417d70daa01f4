import { render, screen, waitFor } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountInfoResponseSchema } from '@quad/shared/contracts/auth';
import { utmResultSchema } from '@quad/shared/contracts/questions';
import { widgetVisitResultSchema } from '@quad/shared/contracts/widget-visits';
import { widgetSettingsSchema } from '@quad/shared/contracts/widget-settings';
import { parseBase } from '@quad/shared/rules/base-path';
import { buildAccountInfo } from '../../test/account';
import { testQueryClient, widgetSettings, withQueryClient } from '../../test/helpers';
import { okAs, serveApi } from '../../test/msw';
import { tokenStore } from '../../lib/token-store';
import { recordVisit, resetRecordedVisit } from '../../lib/tracking/record-visit';
import { captureVisit, ENGAGEMENT_KEY } from '../../lib/tracking/tracking';
import { WidgetSettingsProvider } from './widget-settings-provider';

vi.mock('../../lib/socket', () => ({
  realtime: { subscribe: () => () => undefined, reconnect: () => undefined },
}));

function page(address: string) {
  const url = new URL(address, 'https://quad.example');
  return {
    name: '',
    location: { pathname: url.pathname, search: url.search, origin: url.origin },
    document: { referrer: '' },
  } as unknown as Window;
}

function renderWidget(path: string, settings = widgetSettings(), handlers: HttpHandler[] = []) {
  const api = serveApi(
    http.get('*/api/v1/widget/settings', () => okAs(widgetSettingsSchema, settings)),
    http.post('*/api/v1/widget/visits', () => okAs(widgetVisitResultSchema, { counted: true })),
    ...handlers,
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <WidgetSettingsProvider
              base={parseBase(path)!}
              pending={<p>Loading</p>}
              renderError={() => <p>Failed</p>}
            >
              <h1>Widget</h1>
            </WidgetSettingsProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: withQueryClient(testQueryClient()) },
  );
  return api;
}

beforeEach(() => {
  resetRecordedVisit();
  window.localStorage.clear();
  window.sessionStorage.clear();
  tokenStore.setStatus('ready', 'main');
});
afterEach(() => {
  tokenStore.clear('main');
  document.head.querySelectorAll('script[data-quad-gtm]').forEach((script) => script.remove());
});

function signIn(info = buildAccountInfo()) {
  tokenStore.setTokens('main', { token: 'access-token' });
  return [
    http.get('*/api/v1/interactionSite/account/info', () =>
      okAs(accountInfoResponseSchema, { account: info }),
    ),
    http.post('*/api/v1/interactionSite/auth/:universityId/utmData', () =>
      okAs(utmResultSchema, { utm: {} }),
    ),
  ];
}

describe('the widget’s tracking', () => {
  it('remembers what a signed-out visitor opens, for their registration', async () => {
    renderWidget('/1/chat-to-us/maya-lopez-12');
    await screen.findByRole('heading', { name: 'Widget' });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(ENGAGEMENT_KEY) ?? 'null')).toEqual({
        id: 12,
        type: 'user',
      }),
    );
  });

  it('sends a signed-in prospect’s kept campaign to utmData once', async () => {
    captureVisit({ win: page('/1?utm_source=instagram&utm_campaign=open-day') });
    window.localStorage.setItem(ENGAGEMENT_KEY, '{"id":3,"type":"post"}');
    const api = renderWidget('/1', widgetSettings(), signIn());
    await waitFor(() =>
      expect(api.callsTo('POST', '/interactionSite/auth/1/utmData')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/interactionSite/auth/1/utmData')[0]?.body).toEqual({
      source: 'instagram',
      campaign: 'open-day',
    });
    // Signed in: what led to the sign-up has been told.
    expect(window.localStorage.getItem(ENGAGEMENT_KEY)).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('utmData_1') ?? '{}').sent_to).toEqual([42]),
    );
  });

  it('sends nothing for an ambassador', async () => {
    captureVisit({ win: page('/1?utm_source=instagram') });
    window.localStorage.setItem(ENGAGEMENT_KEY, '{"id":3,"type":"post"}');
    const ambassador = buildAccountInfo({
      key: 'univercity-student',
      roleKey: 'univercity-student',
    });
    const api = renderWidget('/1', widgetSettings(), signIn(ambassador));
    // The engagement is forgotten by the same step that decides whether to send the campaign.
    await waitFor(() => expect(window.localStorage.getItem(ENGAGEMENT_KEY)).toBeNull());
    expect(api.callsTo('POST', '/interactionSite/auth/1/utmData')).toHaveLength(0);
  });

  it("loads the university's tag manager container from its settings, after 100 ms", async () => {
    renderWidget('/1', widgetSettings({ settings: { customGtm: 'GTM-AB12CD' } }));
    await screen.findByRole('heading', { name: 'Widget' });
    await waitFor(() =>
      expect(document.querySelector('script[data-quad-gtm="GTM-AB12CD"]')).not.toBeNull(),
    );
  });

  it('counts the page load once for the console’s analytics, with its campaign', async () => {
    captureVisit({ win: page('/group/3?utm_source=newsletter') });
    const api = renderWidget('/group/3');
    await waitFor(() => expect(api.callsTo('POST', '/widget/visits')).toHaveLength(1));
    expect(api.callsTo('POST', '/widget/visits')[0]?.body).toEqual({
      groupId: 3,
      source: 'newsletter',
    });
  });

  it('counts nothing in dashboard mode', async () => {
    captureVisit({ win: page('/1?tap-dashboard=true') });
    const api = renderWidget('/1');
    await screen.findByRole('heading', { name: 'Widget' });
    // The widget is on screen with its effects run, and this page load is still uncounted: the
    // first count asked for now is the one that goes out.
    expect(await recordVisit(parseBase('/1')!)).toBe(true);
    expect(api.callsTo('POST', '/widget/visits')).toHaveLength(1);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetSettingsSchema } from '@quad/shared/contracts/widget-settings';
import { universitySettingsChannel } from '@quad/shared/events';
import { parseBase } from '@quad/shared/rules/base-path';
import { testQueryClient, widgetSettings, withQueryClient } from '../../test/helpers';
import { mswServer, okAs } from '../../test/msw';
import { widgetVisitResultSchema } from '@quad/shared/contracts/widget-visits';
import { useWidget } from './use-widget';
import { liveSettings } from './settings-realtime';
import { WidgetSettingsProvider } from './widget-settings-provider';

// The fake realtime of the chat tests (features/chat/test-realtime.ts), which this layer may not
// import: subscriptions land in `channels`, nothing connects.
const { channels } = vi.hoisted(() => ({
  channels: new Map<string, Set<(payload: unknown) => void>>(),
}));
vi.mock('../../lib/socket', () => ({
  realtime: {
    subscribe: (channel: string, handler: (payload: unknown) => void) => {
      const set = channels.get(channel) ?? new Set();
      set.add(handler);
      channels.set(channel, set);
      return () => set.delete(handler);
    },
    reconnect: () => {},
  },
}));

function emit(channel: string, payload: unknown) {
  channels.get(channel)?.forEach((handler) => handler(payload));
}

function PageTitle() {
  return <h1>{useWidget().settings.titles.page_title}</h1>;
}

function renderWidget(path: string) {
  return render(
    <WidgetSettingsProvider
      base={parseBase(path)!}
      pending={<p>Loading settings</p>}
      renderError={() => <p>Failed</p>}
    >
      <PageTitle />
    </WidgetSettingsProvider>,
    { wrapper: withQueryClient(testQueryClient()) },
  );
}

const primary = () => document.documentElement.style.getPropertyValue('--primary');

beforeEach(() => {
  liveSettings.enabled = true;
  channels.clear();
});
afterEach(() => {
  liveSettings.enabled = false;
});

describe('an open widget when its admin saves the settings', () => {
  it('wears the new colour and titles at once, without a reload (signed out)', async () => {
    let saved = widgetSettings({ primary_color: '#0057B8' });
    mswServer.use(
      http.get('*/api/v1/widget/settings', () => okAs(widgetSettingsSchema, saved)),
      http.post('*/api/v1/widget/visits', () => okAs(widgetVisitResultSchema, { counted: true })),
    );
    renderWidget('/1');
    await screen.findByRole('heading');
    expect(primary()).toBe('#0057B8');
    await waitFor(() => expect(channels.get(universitySettingsChannel(1))?.size).toBe(1));

    saved = widgetSettings({
      primary_color: '#2A9D8F',
      titles: { ...saved.titles, page_title: 'Talk to our students' },
    });
    emit(universitySettingsChannel(1), {
      universityId: 1,
      updated_at: '2026-11-24T22:00:00.000Z',
    });

    expect(await screen.findByRole('heading', { name: 'Talk to our students' })).toBeVisible();
    expect(primary()).toBe('#2A9D8F');
  });

  it('ignores a payload that does not match the contract', async () => {
    let requests = 0;
    mswServer.use(
      http.get('*/api/v1/widget/settings', () => {
        requests += 1;
        return okAs(widgetSettingsSchema, widgetSettings());
      }),
    );
    renderWidget('/1');
    await screen.findByRole('heading');
    await waitFor(() => expect(channels.get(universitySettingsChannel(1))?.size).toBe(1));
    emit(universitySettingsChannel(1), { nonsense: true });
    // A valid payload after it is heard: the one before it was let go, not merely still on its way.
    emit(universitySettingsChannel(1), { universityId: 1, updated_at: '2026-11-24T22:00:00.000Z' });
    await waitFor(() => expect(requests).toBe(2));
    expect(requests).toBe(2);
  });

  it('listens for every university of a group, and lets go when it leaves', async () => {
    mswServer.use(
      http.get('*/api/v1/widget/settings', () => okAs(widgetSettingsSchema, widgetSettings())),
    );
    const { unmount } = renderWidget('/group/1');
    await screen.findByRole('heading');
    await waitFor(() => expect(channels.get(universitySettingsChannel(2))?.size).toBe(1));
    expect(channels.get(universitySettingsChannel(1))?.size).toBe(1);
    unmount();
    expect(channels.get(universitySettingsChannel(1))?.size).toBe(0);
    expect(channels.get(universitySettingsChannel(2))?.size).toBe(0);
  });
});

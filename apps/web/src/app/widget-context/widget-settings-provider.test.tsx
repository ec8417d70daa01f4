import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { primaryPalette } from '@quad/shared/rules/color';
import { parseBase, type ParsedBase } from '@quad/shared/rules/base-path';
import {
  jsonResponse,
  stubFetch,
  testQueryClient,
  widgetSettings,
  withQueryClient,
} from '../../test/helpers';
import { tokenStore } from '../../lib/token-store';
import { useWidget } from './use-widget';
import { WidgetSettingsProvider } from './widget-settings-provider';

function UniversityName() {
  return <p>{useWidget().branding.name}</p>;
}

function renderProvider(
  base: ParsedBase,
  queryClient = testQueryClient(),
  sessionOptional = false,
) {
  return render(
    <WidgetSettingsProvider
      base={base}
      sessionOptional={sessionOptional}
      pending={<p>Loading settings</p>}
      renderError={(error) => <p>Failed: {error.message}</p>}
    >
      <UniversityName />
    </WidgetSettingsProvider>,
    { wrapper: withQueryClient(queryClient) },
  );
}

const rootStyle = () => document.documentElement.style;

describe('WidgetSettingsProvider', () => {
  it('loads the settings of the base and paints the page in its primary colour', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(200, { success: true, data: widgetSettings({ primary_color: '#0057B8' }) }),
    );
    renderProvider(parseBase('/1')!);

    expect(screen.getByText('Loading settings')).toBeInTheDocument();
    expect(await screen.findByText('Demo University')).toBeInTheDocument();

    const requested = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(requested.pathname).toBe('/api/v1/widget/settings');
    expect(requested.searchParams.get('universityId')).toBe('1');

    const palette = primaryPalette('#0057B8');
    expect(rootStyle().getPropertyValue('--primary')).toBe('#0057B8');
    expect(rootStyle().getPropertyValue('--primary-hover')).toBe(palette.hover);
    expect(rootStyle().getPropertyValue('--primary-pressed')).toBe(palette.pressed);
    expect(rootStyle().getPropertyValue('--primary-tint')).toBe(palette.tint);
    expect(rootStyle().getPropertyValue('--on-primary')).toBe('#FFFFFF');
    expect(document.title).toBe('Demo University · Chat with our students');
  });

  it('shows the page only once the session is restored, so nothing decides "signed out" early', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: widgetSettings() }));
    tokenStore.setStatus('restoring');
    const queryClient = testQueryClient();
    renderProvider(parseBase('/1')!, queryClient);
    // The settings are in; the session is not known yet.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.status),
      ).toEqual(['success']),
    );
    expect(screen.getByText('Loading settings')).toBeInTheDocument();
    expect(screen.queryByText('Demo University')).toBeNull();
    act(() => tokenStore.setStatus('ready'));
    expect(await screen.findByText('Demo University')).toBeInTheDocument();
  });

  it('shows a page the same for everyone (a carried home) while the session is restored', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: widgetSettings() }));
    tokenStore.setStatus('restoring');
    renderProvider(parseBase('/1')!, testQueryClient(), true);
    expect(await screen.findByText('Demo University')).toBeInTheDocument();
    expect(screen.queryByText('Loading settings')).toBeNull();
    act(() => tokenStore.setStatus('ready'));
    expect(screen.getByText('Demo University')).toBeInTheDocument();
  });

  it('wears the colour of the last visit from the first paint, and remembers the new one', async () => {
    localStorage.setItem('quad.primaryColor./1', '#0057B8');
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(
      <WidgetSettingsProvider
        base={parseBase('/1')!}
        pending={(branded) => <p>{branded ? 'Branded skeleton' : 'Neutral skeleton'}</p>}
        renderError={() => null}
      >
        <UniversityName />
      </WidgetSettingsProvider>,
      { wrapper: withQueryClient(testQueryClient()) },
    );
    expect(screen.getByText('Branded skeleton')).toBeInTheDocument();
    expect(rootStyle().getPropertyValue('--primary')).toBe('#0057B8');
    answer(
      jsonResponse(200, { success: true, data: widgetSettings({ primary_color: '#2A9D8F' }) }),
    );
    expect(await screen.findByText('Demo University')).toBeInTheDocument();
    expect(rootStyle().getPropertyValue('--primary')).toBe('#2A9D8F');
    expect(localStorage.getItem('quad.primaryColor./1')).toBe('#2A9D8F');
  });

  it('keeps the skeleton neutral on a first visit, before the colour is known', () => {
    stubFetch(() => new Promise<Response>(() => {}));
    render(
      <WidgetSettingsProvider
        base={parseBase('/2')!}
        pending={(branded) => <p>{branded ? 'Branded skeleton' : 'Neutral skeleton'}</p>}
        renderError={() => null}
      >
        <UniversityName />
      </WidgetSettingsProvider>,
      { wrapper: withQueryClient(testQueryClient()) },
    );
    expect(screen.getByText('Neutral skeleton')).toBeInTheDocument();
  });

  it('puts near-black text on a light university colour', async () => {
    stubFetch(() =>
      jsonResponse(200, { success: true, data: widgetSettings({ primary_color: '#FFD100' }) }),
    );
    renderProvider(parseBase('/1')!);
    await screen.findByText('Demo University');
    expect(rootStyle().getPropertyValue('--on-primary')).toBe('#111111');
  });

  it('names a group widget after the group and asks with groupId', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: widgetSettings() }));
    renderProvider(parseBase('/group/1')!);
    expect(await screen.findByText('Demo Group')).toBeInTheDocument();
    const requested = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(requested.searchParams.get('groupId')).toBe('1');
  });

  it('goes back to the default colour when it leaves', async () => {
    stubFetch(() =>
      jsonResponse(200, { success: true, data: widgetSettings({ primary_color: '#0057B8' }) }),
    );
    const { unmount } = renderProvider(parseBase('/1')!);
    await screen.findByText('Demo University');
    unmount();
    expect(rootStyle().getPropertyValue('--primary')).toBe('#FF5100');
  });

  it('renders the error state when the settings fail', async () => {
    stubFetch(() =>
      jsonResponse(404, {
        success: false,
        error: { code: 'NOT_FOUND', message: 'No such university' },
      }),
    );
    renderProvider(parseBase('/999')!);
    expect(await screen.findByText('Failed: No such university')).toBeInTheDocument();
  });
});

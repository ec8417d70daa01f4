import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { widgetSettings } from '../../../../test/helpers';
import { ambassadorFixture, FILTERS_WITH_OPTIONS } from '../../test/fixtures';
import { FIRST_RENDER, renderScreens, serveApi, type ApiCall } from '../../test/render';
import { AmbassadorsPage } from './ambassadors-page';

const people = Array.from({ length: 12 }, (_, index) =>
  ambassadorFixture({ id: index + 1, name: `Student${index + 1}`, last_name: 'Example' }),
);

/** getUsers answering pages of `people` as the server would. */
function serveAmbassadors(settings = widgetSettings()) {
  return serveApi((call) => {
    if (call.path !== '/widget/users/getUsers') return undefined;
    const { limit, offset } = call.body as { limit: number; offset: number };
    return { data: { users: people.slice(offset, offset + limit), total: people.length } };
  }, settings);
}

const bodyOf = (call: ApiCall | undefined) => call?.body as Record<string, unknown>;

// The filter sheet's code arrives after the first paint; loaded once here, so a busy machine's
// first compile of it never eats a test's time (the deferred path itself is
// components/ui/deferred-*.test.tsx's).
beforeAll(() => import('../../../../components/ui/modal'), 60_000);

describe('AmbassadorsPage', () => {
  it.each([
    [1400, 8],
    [1280, 9],
    [800, 6],
    [390, 4],
  ])('asks for a page that fits a %i px window (%i)', async (width, size) => {
    vi.stubGlobal('innerWidth', width);
    const api = serveAmbassadors();
    renderScreens([{ path: 'chat-to-us', element: <AmbassadorsPage /> }], '/1/chat-to-us');
    expect(
      await screen.findByRole('link', { name: 'Student1 Example' }, FIRST_RENDER),
    ).toBeInTheDocument();
    const first = bodyOf(api.callsTo('POST', '/widget/users/getUsers')[0]);
    expect(first).toMatchObject({ universityId: 1, limit: size, offset: 0, orderBy: 'random' });
    expect(screen.getAllByRole('article')).toHaveLength(size);
  });

  it('loads the next page with "Load more" until everyone is shown', async () => {
    vi.stubGlobal('innerWidth', 1400);
    const user = userEvent.setup();
    const api = serveAmbassadors();
    renderScreens([{ path: 'chat-to-us', element: <AmbassadorsPage /> }], '/1/chat-to-us');
    await screen.findByRole('link', { name: 'Student1 Example' }, FIRST_RENDER);
    expect(screen.getByText('Showing 8 of 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Student12 Example' })).toBeInTheDocument();
    const calls = api.callsTo('POST', '/widget/users/getUsers');
    expect(bodyOf(calls.at(-1))).toMatchObject({ limit: 8, offset: 8 });
    // The same random order across pages.
    expect(bodyOf(calls.at(-1))['randomSeed']).toBe(bodyOf(calls[0])['randomSeed']);
    expect(screen.getByText('Showing 12 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('gathers filters in the phone sheet and applies them together', async () => {
    vi.stubGlobal('innerWidth', 390);
    const user = userEvent.setup();
    const api = serveAmbassadors(widgetSettings({ filters: FILTERS_WITH_OPTIONS }));
    renderScreens([{ path: 'chat-to-us', element: <AmbassadorsPage /> }], '/1/chat-to-us');
    await screen.findByRole('link', { name: 'Student1 Example' }, FIRST_RENDER);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'Nigeria' }));
    await user.click(within(sheet).getByRole('button', { name: 'Computer Science' }));
    // Nothing is asked until the choice is confirmed.
    expect(api.callsTo('POST', '/widget/users/getUsers')).toHaveLength(1);
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));

    await waitFor(() =>
      expect(bodyOf(api.callsTo('POST', '/widget/users/getUsers').at(-1))).toMatchObject({
        countryIds: [159],
        subjectIds: [43],
        limit: 4,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Filters, 2 selected' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove filter Home country: Nigeria' }),
    ).toBeInTheDocument();
  });

  it('offers to clear the filters when no one matches', async () => {
    const user = userEvent.setup();
    serveApi(
      (call) =>
        call.path === '/widget/users/getUsers' ? { data: { users: [], total: 0 } } : undefined,
      widgetSettings({ filters: FILTERS_WITH_OPTIONS }),
    );
    const { router } = renderScreens(
      [{ path: 'chat-to-us', element: <AmbassadorsPage /> }],
      '/1/chat-to-us?_countries=159',
    );
    expect(
      await screen.findByRole('heading', { name: 'No one matches these filters' }, FIRST_RENDER),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear all' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_REFRESH_MS } from '@quad/shared/limits';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import { widgetSettings } from '../../../../test/helpers';
import {
  ambassadorFixture,
  contentFixture,
  faqFixture,
  FILTERS_WITH_OPTIONS,
  groupChatFixture,
  postFixture,
} from '../../test/fixtures';
import { FIRST_RENDER, renderScreens, serveApi, type ApiCall } from '../../test/render';
import { HomePage } from './home-page';

const screens = [
  { index: true, element: <HomePage /> },
  { path: 'faq', element: <h1>FAQ list</h1> },
  { path: 'posts', element: <h1>Post list</h1> },
  { path: 'chat-to-us', element: <h1>Ambassador list</h1> },
];

const everything = contentFixture({
  users: [ambassadorFixture()],
  posts: [postFixture()],
  faqs: [faqFixture()],
});

/** The sections have their cards (the skeleton shows the same titles). */
const findContent = () => screen.findByRole('link', { name: 'Maya Patel' }, FIRST_RENDER);
const path = () => screen.getByTestId('path').textContent;
const bodyOf = (call: ApiCall | undefined) => call?.body as Record<string, unknown>;

/** The home's one call answered with `content`, under these widget settings. */
const serveHome = (content: unknown = everything, settings?: WidgetSettings) =>
  serveApi(
    (call) => (call.path === '/widget/getContent' ? { data: content } : undefined),
    settings,
  );

/** Opens the subject filter's panel (the first time, once the panel's code is here). */
async function openSubjects(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Subject' }));
  return screen.findByRole('dialog', { name: 'Subject' });
}

// The filter panels' code arrives after the first paint; loaded once here, so a busy machine's
// first compile of it never eats a test's time (the deferred path itself is
// components/ui/deferred-*.test.tsx's).
beforeAll(() => import('../../../../components/ui/popover'), 60_000);

describe('HomePage', () => {
  it('shows the sections with the titles of the settings', async () => {
    serveHome();
    renderScreens(screens, '/1');
    await findContent();
    expect(screen.getByRole('heading', { name: 'Chat to our students' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Life at Demo University' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your questions, answered' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maya Patel' }).getAttribute('href')).toBe(
      '/1/chat-to-us/maya-patel-2',
    );
    expect(
      screen.getByRole('link', { name: 'Is there a gym on campus?' }).getAttribute('href'),
    ).toBe('/1/faq/is-there-a-gym-on-campus-5');
    expect(path()).toBe('/1');
  });

  it('leads every rail to its own list with "See all", live events and group chats too', async () => {
    serveHome({ ...everything, groupChats: [groupChatFixture()] });
    renderScreens(screens, '/1');
    await findContent();
    const seeAll = screen
      .getAllByRole('link', { name: /^See all: / })
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(seeAll).toEqual([
      ['See all: Chat to our students', '/1/chat-to-us'],
      ['See all: Life at Demo University', '/1/posts'],
      ['See all: Join a group chat', '/1/interaction/group-chats'],
      ['See all: Your questions, answered', '/1/faq'],
    ]);
  });

  it('greets with the real faces of the students, not a placeholder', async () => {
    serveHome();
    const { container } = renderScreens(screens, '/1');
    await findContent();
    expect(screen.getByText(/^Hi! I'm Maya, I study /)).toBeInTheDocument();
    expect(screen.getByText("What's the first year really like?")).toBeInTheDocument();
    expect(
      container.querySelector('[aria-hidden="true"] [data-initials="MP"]'),
    ).toBeInTheDocument();
  });

  it('asks for the widget university with the visit seed', async () => {
    const api = serveHome();
    renderScreens(screens, '/1');
    await findContent();
    const body = bodyOf(api.callsTo('POST', '/widget/getContent')[0]);
    expect(body['universityId']).toBe(1);
    expect(body['randomSeed']).toMatch(/^[a-z0-9]{7}$/);
  });

  it('asks again every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = serveHome();
      renderScreens(screens, '/1');
      await findContent();
      const before = api.callsTo('POST', '/widget/getContent').length;
      await act(() => vi.advanceTimersByTimeAsync(CONTENT_REFRESH_MS - 1000));
      expect(api.callsTo('POST', '/widget/getContent')).toHaveLength(before);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() =>
        expect(api.callsTo('POST', '/widget/getContent')).toHaveLength(before + 1),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['FAQs', contentFixture({ faqs: [faqFixture()] }), '/1/faq'],
    ['posts', contentFixture({ posts: [postFixture()] }), '/1/posts'],
    ['ambassadors', contentFixture({ users: [ambassadorFixture()] }), '/1/chat-to-us'],
  ])('goes straight to the only section with content (%s)', async (_name, content, target) => {
    serveHome(content);
    renderScreens(screens, '/1');
    await waitFor(() => expect(path()).toBe(target));
  });

  it('stays on the base when the only section is group chats', async () => {
    serveHome(contentFixture({ groupChats: [groupChatFixture()] }));
    renderScreens(screens, '/1');
    expect(await screen.findByRole('heading', { name: 'Join a group chat' })).toBeInTheDocument();
    expect(path()).toBe('/1');
  });

  it('refuses more than 10 search terms with the spec message, before asking the server', async () => {
    const user = userEvent.setup();
    const api = serveHome();
    renderScreens(screens, '/1');
    await findContent();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'a, b, c, d, e, f, g, h, i, j, k{Enter}');

    expect(screen.getByRole('alert').textContent).toBe(
      'You can use up to 10 search terms at the same time.',
    );
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(
      api.callsTo('POST', '/widget/getContent').some((call) => 'searchItems' in bodyOf(call)),
    ).toBe(false);
    expect(path()).toBe('/1');
  });

  it('searches with the terms and shows the server refusal the same way', async () => {
    const user = userEvent.setup();
    const api = serveApi((call) => {
      if (call.path !== '/widget/getContent') return undefined;
      return 'searchItems' in bodyOf(call)
        ? {
            status: 400,
            error: {
              code: 'TOO_MANY_SEARCH_TERMS',
              message: 'You can use up to 10 search terms at the same time.',
            },
          }
        : { data: everything };
    });
    renderScreens(screens, '/1');
    await findContent();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'law, medicine{Enter}');

    await waitFor(() => expect(path()).toBe('/1?search=law%2C+medicine'));
    const searched = api.callsTo('POST', '/widget/getContent').at(-1);
    expect(bodyOf(searched)['searchItems']).toEqual(['law', 'medicine']);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can use up to 10 search terms at the same time.',
    );
  });

  it('says so when a search found nothing and shows other content instead', async () => {
    serveHome({ ...everything, isRandom: true });
    renderScreens(screens, '/1?search=quidditch');
    expect(await screen.findByText('No results for “quidditch”')).toBeInTheDocument();
    expect(screen.getByText('Here is some other content you might like.')).toBeInTheDocument();
    expect(await findContent()).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'quidditch');
  });

  it('narrows the request with a filter and shows it as a removable chip', async () => {
    const user = userEvent.setup();
    const api = serveHome(everything, widgetSettings({ filters: FILTERS_WITH_OPTIONS }));
    renderScreens(screens, '/1');
    await findContent();

    const panel = await openSubjects(user);
    await user.click(within(panel).getByRole('checkbox', { name: 'Law' }));

    await waitFor(() =>
      expect(bodyOf(api.callsTo('POST', '/widget/getContent').at(-1))['subjectIds']).toEqual([90]),
    );
    expect(path()).toBe('/1?_subject=90');
    const chip = screen.getByRole('button', { name: 'Remove filter Subject: Law' });
    await user.click(chip);
    await waitFor(() => expect(path()).toBe('/1'));
    expect(bodyOf(api.callsTo('POST', '/widget/getContent').at(-1))['subjectIds']).toBeUndefined();
  });

  it('keeps every option of quick clicks in a row', async () => {
    const user = userEvent.setup();
    const api = serveHome(everything, widgetSettings({ filters: FILTERS_WITH_OPTIONS }));
    renderScreens(screens, '/1');
    await findContent();
    const panel = await openSubjects(user);
    await user.click(within(panel).getByRole('checkbox', { name: 'Law' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Computer Science' }));
    expect(within(panel).getByRole('checkbox', { name: 'Law' })).toHaveProperty('checked', true);
    await waitFor(() =>
      expect(bodyOf(api.callsTo('POST', '/widget/getContent').at(-1))['subjectIds']).toEqual([
        90, 43,
      ]),
    );
  });

  it('offers a way out when nothing matches the filters', async () => {
    const user = userEvent.setup();
    serveHome(contentFixture(), widgetSettings({ filters: FILTERS_WITH_OPTIONS }));
    renderScreens(screens, '/1?_countries=159');
    expect(await screen.findByRole('heading', { name: 'Nothing matches yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(path()).toBe('/1'));
  });
});

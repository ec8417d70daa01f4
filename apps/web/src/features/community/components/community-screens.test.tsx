import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { communityDialogResponseSchema } from '@quad/shared/contracts/community';
import { failWith, okAs, okEmpty, serveApi } from '../../../test/msw';
import { tokenStore } from '../../../lib/token-store';
import { communityApi, communityUrl } from '../test-api';
import { buildAccount, buildMember, buildPersonal, buildRoom, buildSpace } from '../test-fixtures';
import { renderCommunity } from '../test-render';
import { CommunityLayout } from './community-layout';
import { CommunityHomePage } from './home-page';
import { MembersPage } from './members-page';
import { SubjectsPage } from './subjects-page';

vi.mock('../../../lib/socket', () => ({
  communityRealtime: { subscribe: vi.fn(() => () => undefined), reconnect: vi.fn() },
  realtime: { subscribe: vi.fn(() => () => undefined), reconnect: vi.fn() },
}));

const routes: RouteObject[] = [
  {
    path: 'community',
    element: <CommunityLayout />,
    children: [
      { index: true, element: <CommunityHomePage /> },
      { path: 'sign-in', element: <h1>Community sign-in</h1> },
      { path: 'subjects', element: <SubjectsPage /> },
      { path: 'members', element: <MembersPage /> },
      { path: 'dialogs/:dialogId', element: <h1>Conversation screen</h1> },
    ],
  },
];

const space = buildSpace();
const otherSpace = buildSpace({ id: 6, name: 'Postgraduates', isDefault: false });
const homeApi = () => [
  communityApi.spaces([otherSpace, space]),
  communityApi.rooms([buildRoom(), buildRoom({ id: 71, name: 'Engineering', isMember: true })]),
  communityApi.myDialogs([buildPersonal({ unreadCount: 3 })]),
  communityApi.members('ambassadors', [buildMember()]),
  communityApi.members('prospects', [
    buildMember({
      id: 12,
      name: 'Noah',
      last_name: 'Kim',
      roleKey: 'prospect',
      role_key: 'prospect',
      ambassadorData: null,
    }),
  ]),
];

beforeEach(() => {
  tokenStore.setStatus('ready', 'community');
});

describe('community area', () => {
  it('sends a signed-out visitor to its own sign-in after asking the community cookie, leaving the widget signed in', async () => {
    tokenStore.setTokens('main', { token: 'main-token' });
    const api = serveApi(communityApi.refresh(null));
    const { router } = renderCommunity('/1/community/members', routes, { signedIn: false });

    expect(await screen.findByRole('heading', { name: 'Community sign-in' })).toBeInTheDocument();
    const [refresh] = api.callsTo('POST', '/community/auth/refreshTokens');
    expect(refresh?.body).toEqual({ fingerprint: tokenStore.fingerprint() });
    expect(router.state.location.state).toEqual({ from: '/1/community/members' });
    expect(tokenStore.getToken('main')).toBe('main-token');
    expect(api.calls.some((call) => call.path.startsWith('/interactionSite'))).toBe(false);
  });

  it('restores the community session from its cookie and opens the screen asked for', async () => {
    serveApi(
      communityApi.refresh('restored-token'),
      communityApi.account(buildAccount()),
      ...homeApi(),
    );
    renderCommunity('/1/community', routes, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: /Hi Sofia/ })).toBeInTheDocument();
    expect(tokenStore.getToken('community')).toBe('restored-token');
  });

  it('leads an account with no subject to the subject picker, and into the community once one is chosen', async () => {
    const user = userEvent.setup();
    const unauthorised = buildAccount({ subjects: [], isAuthorised: false });
    const api = serveApi(
      communityApi.account(unauthorised),
      communityApi.updateProfile(buildAccount()),
      ...homeApi(),
    );
    renderCommunity('/1/community', routes);

    await screen.findByRole('heading', { level: 1, name: 'What would you like to study?' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one subject.');
    expect(api.callsTo('PUT', '/community/account/profile/update')).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search subjects' }), 'comput');
    await user.click(screen.getByRole('checkbox', { name: 'Computer Science' }));
    await user.click(screen.getByRole('button', { name: 'Continue with 1 subject' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Hi Sofia/ })).toBeInTheDocument();
    const [saved] = api.callsTo('PUT', '/community/account/profile/update');
    const form = saved?.body as FormData;
    expect(form.get('subjectIds')).toBe('[43]');
    expect(form.get('firstName')).toBe('Sofia');
  });

  it('takes an account a list refuses with SUBJECTS_REQUIRED to the subject picker', async () => {
    serveApi(communityApi.account(buildAccount()), communityApi.subjectsRequired('/spaces'));
    renderCommunity('/1/community', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What would you like to study?' }),
    ).toBeInTheDocument();
  });

  it('takes an account to the subject picker when an action is refused with SUBJECTS_REQUIRED', async () => {
    const user = userEvent.setup();
    serveApi(
      communityApi.account(buildAccount()),
      ...homeApi(),
      http.post(communityUrl('/dialogs/:id/join'), () =>
        failWith(403, 'SUBJECTS_REQUIRED', 'Choose at least one subject first.'),
      ),
    );
    renderCommunity('/1/community', routes);
    await user.click(await screen.findByRole('button', { name: 'Join General' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What would you like to study?' }),
    ).toBeInTheDocument();
  });

  it('shows the home: the default space chosen with its rooms, my conversations with unread counts, ambassadors first', async () => {
    const user = userEvent.setup();
    const api = serveApi(
      communityApi.account(buildAccount()),
      ...homeApi(),
      http.post(communityUrl('/dialogs/:id/join'), () => okEmpty()),
    );
    const { router } = renderCommunity('/1/community', routes);

    await screen.findByRole('heading', { level: 1, name: /Hi Sofia/ });
    const spaces = await screen.findByRole('list', { name: 'Spaces' });
    const tiles = within(spaces).getAllByRole('button');
    expect(tiles[0]).toHaveAccessibleName(/Demo University/);
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'true');
    expect(tiles[1]).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(api.callsTo('GET', '/community/dialogs')[0]?.query.get('spaceId')).toBe('5'),
    );

    const conversations = await screen.findByRole('list', { name: 'My conversations' });
    expect(within(conversations).getByRole('link', { name: /Amara Okafor/ })).toHaveAccessibleName(
      /3 unread messages/,
    );
    const people = await screen.findByRole('list', { name: 'People to talk to' });
    const names = within(people)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Amara Okafor', 'Noah Kim']);

    // Another space's rooms, then joining a room opens it.
    await user.click(tiles[1]!);
    await waitFor(() =>
      expect(api.callsTo('GET', '/community/dialogs').at(-1)?.query.get('spaceId')).toBe('6'),
    );
    expect(await screen.findByRole('link', { name: 'Open Engineering' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Join General' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/community/dialogs/70'));
    expect(api.callsTo('POST', '/community/dialogs/70/join')).toHaveLength(1);
  });

  it('lists ambassadors and prospects with search and paging, and "Message" starts a personal conversation', async () => {
    const user = userEvent.setup();
    const ambassadors = Array.from({ length: 12 }, (_, index) =>
      buildMember({ id: 100 + index, name: `Ambassador${index}` }),
    );
    const api = serveApi(
      communityApi.account(buildAccount()),
      communityApi.members('ambassadors', ambassadors, 30),
      communityApi.members('prospects', []),
      http.post(communityUrl('/dialogs/create/ambassador'), () =>
        okAs(communityDialogResponseSchema, { dialog: buildPersonal({ id: 81 }) }),
      ),
    );
    const { router } = renderCommunity('/1/community/members', routes);

    await screen.findByRole('heading', { level: 1, name: 'People' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/community/users/ambassadors').at(-1)?.query.get('page')).toBe(
        '2',
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Amb');
    await waitFor(() =>
      expect(api.callsTo('GET', '/community/users/ambassadors').at(-1)?.query.get('search')).toBe(
        'Amb',
      ),
    );

    await user.click(screen.getByRole('tab', { name: 'Prospects' }));
    expect(await screen.findByRole('heading', { name: 'Nobody matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Ambassadors' }));

    await user.click((await screen.findAllByRole('button', { name: 'Message Ambassador0' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/community/dialogs/81'));
    expect(api.callsTo('POST', '/community/dialogs/create/ambassador')[0]?.body).toEqual({
      spaceId: 5,
      userId: 100,
    });
  });
});

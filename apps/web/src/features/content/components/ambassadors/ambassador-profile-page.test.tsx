import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetSettings } from '../../../../test/helpers';
import { ambassadorFixture, faqFixture, postFixture } from '../../test/fixtures';
import { FIRST_RENDER, renderScreens, serveApi } from '../../test/render';
import { AmbassadorProfilePage } from './ambassador-profile-page';

const routes = [{ path: 'chat-to-us/:userSlugAndId', element: <AmbassadorProfilePage /> }];

function serveProfile(settings = widgetSettings(), user = ambassadorFixture()) {
  return serveApi(
    (call) =>
      call.path === '/widget/users/2'
        ? { data: { user, posts: [postFixture()], faqs: [faqFixture()] } }
        : undefined,
    settings,
  );
}

describe('AmbassadorProfilePage', () => {
  it('opens a bare user_id and replaces it with the canonical slug', async () => {
    serveProfile();
    const { router } = renderScreens(routes, '/1/chat-to-us/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maya Patel' }, FIRST_RENDER),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/chat-to-us/maya-patel-2'));
  });

  it('shows the facts, About me, their posts and answers, and the chat action', async () => {
    serveProfile();
    renderScreens(routes, '/1/chat-to-us/maya-patel-2');
    await screen.findByRole('heading', { level: 1, name: 'Maya Patel' }, FIRST_RENDER);
    const facts = screen.getByRole('list', { name: 'About them' });
    expect(facts.textContent).toContain('Computer Science');
    expect(facts.textContent).toContain('Year 2');
    expect(facts.textContent).toContain('From India');
    // The flag is an SVG image beside the name (so not announced twice), never an emoji.
    expect(facts.querySelector('img[src*="IN.svg"]')?.getAttribute('alt')).toBe('');
    expect(facts.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Posts by Maya' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Maya's answers" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Is there a gym on campus?' })).toBeInTheDocument();
    const chats = screen.getAllByRole('button', { name: 'Chat with Maya' });
    // The card's and the sticky phone bar's, both opening sign-up over the page when signed out.
    expect(chats.map((button) => button.getAttribute('aria-haspopup'))).toEqual([
      'dialog',
      'dialog',
    ]);
  });

  it('says how fast they typically reply, in words, and nothing when too few replies tell', async () => {
    serveProfile(widgetSettings(), { ...ambassadorFixture(), reply_time_seconds: 2 * 60 * 60 });
    const { unmount } = renderScreens(routes, '/1/chat-to-us/maya-patel-2');
    await screen.findByRole('heading', { level: 1, name: 'Maya Patel' }, FIRST_RENDER);
    expect(screen.getByRole('list', { name: 'About them' }).textContent).toContain(
      'Typically replies within a few hours',
    );
    unmount();
    serveProfile(widgetSettings(), { ...ambassadorFixture(), reply_time_seconds: null });
    renderScreens(routes, '/1/chat-to-us/maya-patel-2');
    await screen.findByRole('heading', { level: 1, name: 'Maya Patel' }, FIRST_RENDER);
    expect(screen.getByRole('list', { name: 'About them' }).textContent).not.toContain(
      'Typically replies',
    );
  });

  it('leaves the flag out when the widget does not allow it', async () => {
    serveProfile(widgetSettings({ permissions: [] }));
    renderScreens(routes, '/1/chat-to-us/maya-patel-2');
    await screen.findByRole('heading', { level: 1, name: 'Maya Patel' }, FIRST_RENDER);
    const facts = screen.getByRole('list', { name: 'About them' });
    expect(facts.textContent).toContain('From India');
    expect(facts.querySelector('img[src*="IN.svg"]')).toBeNull();
  });
});

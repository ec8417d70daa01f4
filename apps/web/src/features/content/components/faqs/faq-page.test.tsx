import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqFixture } from '../../test/fixtures';
import { FIRST_RENDER, renderScreens, serveApi } from '../../test/render';
import { FaqPage } from './faq-page';
import { tokenStore } from '../../../../lib/token-store';

const routes = [{ path: 'faq/:faqSlugAndId', element: <FaqPage /> }];

const priya = {
  id: 3,
  name: 'Priya',
  last_name: 'Raman',
  avatar: null,
  color: '#1fa14f',
  slug: 'priya-raman-3',
};

const faq = faqFixture({
  answers: [
    ...faqFixture().answers,
    {
      id: 10,
      text: 'The pool is open until 10pm.',
      author: priya,
      like_count: 7,
      isLiked: true,
      created_at: '2026-05-02T10:00:00.000Z',
    },
  ],
  like_count: 11,
});

function serveFaq() {
  return serveApi((call) => {
    if (call.path === '/widget/faqs/5') return { data: { faq } };
    if (call.path === '/widget/faqs/5/watch') return { data: { view_count: 121 } };
    if (call.path === '/widget/faqs/5/answers/9/like') return { data: { like_count: 5 } };
    return undefined;
  });
}

describe('FaqPage', () => {
  it('shows the question with each answer by its ambassador and its own likes', async () => {
    serveFaq();
    renderScreens(routes, '/1/faq/is-there-a-gym-on-campus-5');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Is there a gym on campus?' },
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
    const maya = screen.getByRole('article', { name: 'Answer by Maya Patel' });
    const priyaAnswer = screen.getByRole('article', { name: 'Answer by Priya Raman' });
    expect(within(maya).getByText('Yes, and it is free!')).toBeInTheDocument();
    expect(
      within(maya)
        .getByRole('button', { name: 'Like this answer, 4 likes' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(
      within(priyaAnswer)
        .getByRole('button', { name: 'Like this answer, 7 likes' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(priyaAnswer).getByRole('link', { name: 'Priya Raman' }).getAttribute('href'),
    ).toBe('/1/chat-to-us/priya-raman-3');
    expect(screen.getByText(/2 answers/)).toBeInTheDocument();
  });

  it('likes one answer without touching the others, and counts a view', async () => {
    tokenStore.setTokens('main', { token: 'a-token' });
    const user = userEvent.setup();
    const api = serveFaq();
    renderScreens(routes, '/1/faq/5');
    const maya = await screen.findByRole('article', { name: 'Answer by Maya Patel' }, FIRST_RENDER);
    await user.click(within(maya).getByRole('button', { name: 'Like this answer, 4 likes' }));

    expect(
      await within(maya).findByRole('button', { name: 'Like this answer, 5 likes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like this answer, 7 likes' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/widget/faqs/5/answers/9/like')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('POST', '/widget/faqs/5/watch')).toHaveLength(1));
  });
});

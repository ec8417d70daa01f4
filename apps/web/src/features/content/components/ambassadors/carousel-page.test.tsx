import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ambassadorFixture } from '../../test/fixtures';
import { FIRST_RENDER, renderScreens, serveApi } from '../../test/render';
import { CarouselPage } from './carousel-page';

const people = ['Maya', 'Priya', 'Amara'].map((name, index) =>
  ambassadorFixture({ id: index + 1, name, last_name: 'Example' }),
);

describe('CarouselPage', () => {
  it('shows ambassadors as slides and moves between them with the arrow keys', async () => {
    const user = userEvent.setup();
    serveApi((call) =>
      call.path === '/widget/users/getUsers' ? { data: { users: people, total: 9 } } : undefined,
    );
    renderScreens([{ path: 'carousel', element: <CarouselPage /> }], '/1/carousel');
    const carousel = await screen.findByRole(
      'region',
      { name: 'Chat to our students' },
      FIRST_RENDER,
    );
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(
      within(slides[3]!)
        .getByRole('link', { name: /See all students/ })
        .getAttribute('href'),
    ).toBe('/1/chat-to-us');

    within(slides[0]!).getByRole('link', { name: 'Maya Example' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Priya Example');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('See all students');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Maya Example');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Maya Example');
    expect(within(carousel).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});

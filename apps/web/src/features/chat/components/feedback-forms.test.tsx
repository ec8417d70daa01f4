import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { okEmpty, serveApi } from '../../../test/msw';
import { testQueryClient } from '../../../test/helpers';
import { people } from '../test-fixtures';
import { FeedbackModal } from './feedback-modal';
import { ProspectFeedbackCard } from './prospect-feedback-card';

const withClient = (ui: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);

describe('the ambassador rates the prospect after a chat', () => {
  it('waits for a score, then sends it with the note and says thanks', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.post('*/api/v1/interactionSite/dialogs/7/sendProspectFeedback', () => okEmpty()),
    );
    withClient(<ProspectFeedbackCard dialogId={7} prospect={people.sofia} />);
    const send = screen.getByRole('button', { name: 'Send rating' });
    expect(send).toBeDisabled();
    const question = screen.getByRole('group', { name: 'How likely is Sofia to apply?' });
    await user.click(within(question).getByLabelText('4 stars'));
    await user.type(
      screen.getByLabelText('Notes for the university team (optional)'),
      ' Keen on robotics ',
    );
    await user.click(send);
    expect(await screen.findByText(/Your rating of Sofia was sent/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/interactionSite/dialogs/7/sendProspectFeedback')[0]!.body).toEqual(
      { prospect_id: people.sofia.id, score: 4, comments: 'Keen on robotics' },
    );
  });
});

describe('general feedback about a chat', () => {
  it('asks for words before sending, then sends them with the optional score', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.put('*/api/v1/interactionSite/dialogs/sendFeedback', () => okEmpty()),
    );
    const onOpenChange = vi.fn();
    withClient(<FeedbackModal dialogId={7} open onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Write a few words first.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Your feedback/), 'Really helpful answers');
    const rating = screen.getByRole('group', { name: 'How would you rate this chat? (optional)' });
    await user.click(within(rating).getByLabelText('5 stars'));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('PUT', '/interactionSite/dialogs/sendFeedback')[0]!.body).toEqual({
      dialog_id: 7,
      comments: 'Really helpful answers',
      score: 5,
    });
  });
});

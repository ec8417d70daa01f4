import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  adminFaqListResponseSchema,
  adminFaqOrderChangeSchema,
  adminFaqOrderSchema,
  type AdminFaq,
} from '@quad/shared/contracts/admin-faqs';
import { failWith, okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const faqOf = (id: number, question: string): AdminFaq => ({
  id,
  question,
  answer: 'Yes.',
  answer_count: 1,
  is_published: true,
  created_at: '2026-11-01T10:00:00.000Z',
});
const ALL = [
  faqOf(1, 'Is there a gym?'),
  faqOf(2, 'Can I bring a bike?'),
  faqOf(3, 'Is there a bus?'),
];

/** The console's FAQ API over a stored order; `refuse` makes the order call fail. */
function serveOrder({ refuse = false } = {}) {
  let order = ALL.map((faq) => faq.id);
  const served = serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/faqs`, () =>
      okAs(adminFaqListResponseSchema, {
        faqs: order.map((id) => ALL.find((faq) => faq.id === id)!),
        total: order.length,
      }),
    ),
    http.put(`${API}/admin/faqs/order`, async ({ request }) => {
      if (refuse) return failWith(400, 'BAD_REQUEST', 'Send every FAQ.');
      order = adminFaqOrderChangeSchema.parse(await request.json()).ids;
      return okAs(adminFaqOrderSchema, { ids: order });
    }),
  );
  return { ...served, order: () => order };
}

const questions = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent);

describe('ordering the FAQs', () => {
  it('moves a FAQ down at once, says where it went, and puts the previous order back on Undo', async () => {
    const { callsTo, order } = serveOrder();
    render(<Toaster />);
    renderConsole('/1/admin/faqs');
    const user = userEvent.setup();
    const down = await screen.findByRole('button', { name: 'Move “Is there a gym?” down' });
    expect(screen.getByRole('button', { name: 'Move “Is there a gym?” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “Is there a bus?” down' })).toBeDisabled();

    await user.click(down);
    expect(questions()).toEqual(['Can I bring a bike?', 'Is there a gym?', 'Is there a bus?']);
    expect(screen.getByRole('status')).toHaveTextContent('“Is there a gym?” is now number 2 of 3.');
    await waitFor(() => expect(order()).toEqual([2, 1, 3]));
    expect(callsTo('PUT', '/admin/faqs/order')[0]?.body).toEqual({ ids: [2, 1, 3] });
    // The moved FAQ keeps the focus, so it can be moved again from the keyboard.
    expect(screen.getByRole('button', { name: 'Move “Is there a gym?” down' })).toHaveFocus();

    // A click without the pointer events sonner's swipe needs (jsdom has no pointer capture).
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(order()).toEqual([1, 2, 3]));
    expect(await screen.findByText('The previous order is back.')).toBeInTheDocument();
    await waitFor(() =>
      expect(questions()).toEqual(['Is there a gym?', 'Can I bring a bike?', 'Is there a bus?']),
    );
  });

  it('moves with the keyboard', async () => {
    const { order } = serveOrder();
    renderConsole('/1/admin/faqs');
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Move “Is there a bus?” up' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order()).toEqual([1, 3, 2]));
  });

  it('puts the list back when the order is not saved', async () => {
    serveOrder({ refuse: true });
    renderConsole('/1/admin/faqs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move “Is there a bus?” up' }));
    expect(await screen.findByText('The order was not saved. Try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(questions()).toEqual(['Is there a gym?', 'Can I bring a bike?', 'Is there a bus?']),
    );
  });

  it('offers no moves while searching', async () => {
    serveOrder();
    renderConsole('/1/admin/faqs');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Move “Is there a gym?” down' });
    await user.type(screen.getByLabelText('Search FAQs'), 'bus');
    expect(await screen.findByText('Clear the search to change the order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
  });
});

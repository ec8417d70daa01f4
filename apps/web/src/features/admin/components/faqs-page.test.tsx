import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminFaqChangeSchema,
  adminFaqListResponseSchema,
  adminFaqResponseSchema,
  type AdminFaq,
} from '@quad/shared/contracts/admin-faqs';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const stored: AdminFaq = {
  id: 3,
  question: 'Is first-year accommodation guaranteed?',
  answer: 'Yes, if you apply by June.',
  answer_count: 2,
  is_published: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

function serveFaqs(faqs: AdminFaq[] = [stored]) {
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/faqs`, () =>
      okAs(adminFaqListResponseSchema, { faqs, total: faqs.length }),
    ),
    http.post(`${API}/admin/faqs`, async ({ request }) => {
      const change = adminFaqChangeSchema.parse(await request.json());
      return okAs(adminFaqResponseSchema, { faq: { ...stored, id: 9, ...change } });
    }),
    http.put(`${API}/admin/faqs/:id`, async ({ request }) => {
      const change = adminFaqChangeSchema.parse(await request.json());
      return okAs(adminFaqResponseSchema, { faq: { ...stored, ...change } });
    }),
  );
}

describe('FAQs', () => {
  it('writes a FAQ, checking it first', async () => {
    const { callsTo } = serveFaqs([]);
    renderConsole('/1/admin/faqs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add FAQ' }));
    expect(screen.getByText('Write the question.')).toBeInTheDocument();
    expect(screen.getByText('Write the answer.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Question'), 'Can I bring a bike?');
    await user.type(screen.getByLabelText('Answer'), 'Yes, every hall has a bike shed.');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('The FAQ is saved.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin/faqs')[0]?.body).toEqual({
      question: 'Can I bring a bike?',
      answer: 'Yes, every hall has a bike shed.',
      is_published: true,
    });
  });

  it('edits a FAQ in place', async () => {
    const { callsTo } = serveFaqs();
    renderConsole('/1/admin/faqs');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Edit “Is first-year accommodation guaranteed?”' }),
    );
    const answer = screen.getAllByLabelText('Answer')[1]!;
    await user.clear(answer);
    await user.type(answer, 'Yes, if you apply by 30 June.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo('PUT', '/admin/faqs/3')[0]?.body).toMatchObject({
      answer: 'Yes, if you apply by 30 June.',
    });
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { experienceAnswersSchema } from '@quad/shared/contracts/questions';
import { okAs, serveApi } from '../../../test/msw';
import { testQueryClient } from '../../../test/helpers';
import { ExperienceQuestionsPrompt } from './experience-questions';

const withClient = (ui: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);

const question = {
  id: 5,
  key: 'helpful',
  order: 1,
  question: 'Did the chat help you decide?',
  answer_type: 'single',
  predefined_answers: ['Yes', 'Not yet'],
  is_required: true,
  isMandatory: false,
};

describe('experience-based questions after a chat', () => {
  it('asks them in a dialog, insists on required answers, and sends them', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.get('*/api/v1/widget/experienceBasedQuestionsAnswers', () =>
        okAs(experienceAnswersSchema, { questions: [question], answers: [], isAnswered: false }),
      ),
      http.post('*/api/v1/widget/experienceBasedQuestionsAnswers', () =>
        okAs(experienceAnswersSchema, {
          questions: [question],
          answers: [{ question_id: 5, answer: 'Yes' }],
          isAnswered: true,
        }),
      ),
    );
    withClient(<ExperienceQuestionsPrompt universityId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Answer now' }));
    const dialog = await screen.findByRole('dialog', { name: 'How was your experience?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send answers' }));
    expect(await within(dialog).findByText('Please answer this question.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/widget/experienceBasedQuestionsAnswers')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('Yes'));
    await user.click(within(dialog).getByRole('button', { name: 'Send answers' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/widget/experienceBasedQuestionsAnswers')[0]!.body).toEqual({
        universityId: 1,
        answers: [{ question_id: 5, answer: 'Yes' }],
      }),
    );
    expect(
      await screen.findByText('Thanks for telling us about your experience!'),
    ).toBeInTheDocument();
  });

  it('shows nothing when everything is answered', async () => {
    const api = serveApi(
      http.get('*/api/v1/widget/experienceBasedQuestionsAnswers', () =>
        okAs(experienceAnswersSchema, {
          questions: [question],
          answers: [{ question_id: 5, answer: 'Yes' }],
          isAnswered: true,
        }),
      ),
    );
    const { container } = withClient(<ExperienceQuestionsPrompt universityId={1} />);
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(container.textContent).toBe('');
  });
});

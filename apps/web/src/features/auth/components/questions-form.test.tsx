import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { questionsFixture } from '../test-fixtures';
import { QuestionsForm } from './questions-form';

const QUESTIONS = questionsFixture([
  { is_required: true },
  { id: 3, key: 'subjects', answer_type: 'multiselect', order: 2 },
  { id: 4, key: 'why', question: 'Why us?', answer_type: 'text', predefined_answers: [], order: 3 },
]);

function renderForm(initialAnswers = [{ question_id: 4, answer: 'The campus' }]) {
  const onSubmit = vi.fn();
  render(
    <QuestionsForm
      questions={QUESTIONS}
      initialAnswers={initialAnswers}
      onSubmit={onSubmit}
      submitting={false}
      submitLabel="Save answers"
    />,
  );
  return { onSubmit };
}

describe('the questions form', () => {
  it('asks for the required answer under its question, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    const level = screen.getByRole('group', {
      name: 'Which level of study are you interested in?',
    });
    await waitFor(() => expect(level).toHaveAttribute('aria-invalid', 'true'));
    expect(level).toHaveAccessibleDescription('Please answer this question.');
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();

    // Answering it takes the message away at once.
    await user.click(within(level).getByLabelText('Foundation'));
    expect(level).not.toHaveAttribute('aria-invalid');
  });

  it('sends the answers in order, several choices joined, the empty ones left out', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await user.click(screen.getByLabelText('Postgraduate taught'));
    const subjects = screen.getByRole('group', { name: /When are you hoping to start/ });
    await user.click(within(subjects).getByLabelText('January 2027'));
    await user.click(within(subjects).getByLabelText('Not sure yet'));
    const why = screen.getByLabelText('Why us? (optional)');
    await user.clear(why);
    await user.type(why, '  The library  ');
    await user.click(screen.getByRole('button', { name: 'Save answers' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith([
      { question_id: 1, answer: 'Postgraduate taught' },
      { question_id: 3, answer: 'January 2027, Not sure yet' },
      { question_id: 4, answer: 'The library' },
    ]);
  });
});

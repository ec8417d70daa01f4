import { describe, expect, it } from 'vitest';
import { questionSchema } from '@quad/shared/contracts/auth';
import { answersToSend, questionKind, sortQuestions } from './questions';

const question = (fields: Record<string, unknown>) =>
  questionSchema.parse({
    id: 1,
    key: 'k',
    order: 1,
    question: 'Q?',
    is_required: false,
    isMandatory: false,
    ...fields,
  });

describe('questions', () => {
  it('asks by answer type and predefined answers', () => {
    expect(questionKind(question({}))).toBe('text');
    expect(questionKind(question({ predefined_answers: ['A', 'B'] }))).toBe('single');
    expect(questionKind(question({ answer_type: 'select', predefined_answers: ['A'] }))).toBe(
      'single',
    );
    expect(questionKind(question({ answer_type: 'multiselect', predefined_answers: ['A'] }))).toBe(
      'multiple',
    );
    expect(questionKind(question({ answer_type: 'rating', predefined_answers: ['1', '2'] }))).toBe(
      'rating',
    );
    expect(questionKind(question({ answer_type: 'textarea' }))).toBe('longText');
    expect(questionKind(question({ answer_type: 'date' }))).toBe('date');
  });

  it('sends one trimmed answer per answered question, several choices joined', () => {
    const questions = [question({ id: 1 }), question({ id: 2 }), question({ id: 3 })];
    expect(answersToSend(questions, { 1: '  Physics ', 2: '', 3: ['A', 'B'] })).toEqual([
      { question_id: 1, answer: 'Physics' },
      { question_id: 3, answer: 'A, B' },
    ]);
  });

  it('keeps the order the university set', () => {
    const sorted = sortQuestions([question({ id: 5, order: 2 }), question({ id: 9, order: 1 })]);
    expect(sorted.map((item) => item.id)).toEqual([9, 5]);
  });
});

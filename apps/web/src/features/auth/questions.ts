import type { Question, QuestionAnswer } from '@quad/shared/contracts/auth';

/** How a question is asked, from its `answer_type` and `predefined_answers`. */
export type QuestionKind =
  'text' | 'longText' | 'single' | 'multiple' | 'rating' | 'date' | 'number';

const MULTIPLE = new Set(['multiselect', 'multi_select', 'multiple', 'checkbox', 'checkboxes']);
const LONG_TEXT = new Set(['textarea', 'long_text', 'paragraph']);

/** The control a question needs; free text when nothing more specific fits. */
export function questionKind(question: Question): QuestionKind {
  const type = question.answer_type.trim().toLowerCase();
  const hasAnswers = question.predefined_answers.length > 0;
  if (type === 'rating' || type === 'scale') return 'rating';
  if (hasAnswers && MULTIPLE.has(type)) return 'multiple';
  // Any other type with answers to pick from (select, radio, default …) is one choice.
  if (hasAnswers && !LONG_TEXT.has(type)) return 'single';
  if (LONG_TEXT.has(type)) return 'longText';
  if (type === 'date') return 'date';
  if (type === 'number' || type === 'numeric') return 'number';
  return 'text';
}

/** Required questions: `is_required`, kept as isMandatory (spec §3, §5). */
export function isRequiredQuestion(question: Question): boolean {
  return question.is_required || question.isMandatory;
}

/** A question's answer as the form holds it: one string, or several for multiple choice. */
export type AnswerValue = string | string[];

/** Several choices travel as one string, the way the contract's answer is typed. */
export const MULTIPLE_SEPARATOR = ', ';

/** The answers to send: one per answered question, in question order, trimmed. */
export function answersToSend(
  questions: readonly Question[],
  values: Readonly<Record<number, AnswerValue>>,
): QuestionAnswer[] {
  return questions.flatMap((question) => {
    const value = values[question.id];
    const answer = Array.isArray(value) ? value.join(MULTIPLE_SEPARATOR) : (value ?? '').trim();
    return answer ? [{ question_id: question.id, answer }] : [];
  });
}

/** Questions in the order the university set. */
export function sortQuestions(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => a.order - b.order || a.id - b.id);
}

import type { Question } from '@quad/shared/contracts/auth';
import type { QuestionRow } from './questions.repository';

/** A question as the widget shows it; `isMandatory` mirrors is_required (spec §3). */
export function presentQuestion(row: QuestionRow): Question {
  const isMandatory = row.isRequired || row.kind === 'mandatory';
  return {
    id: row.id,
    key: row.key,
    order: row.order,
    question: row.question,
    answer_type: row.answerType,
    predefined_answers: row.predefinedAnswers.map((answer) => String(answer)),
    is_required: isMandatory,
    isMandatory,
  };
}

/** A stored answer as text (multi-choice answers are stored as lists). */
export function answerText(answer: unknown): string {
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer)) return answer.map(String).join(', ');
  return answer === null || answer === undefined ? '' : JSON.stringify(answer);
}

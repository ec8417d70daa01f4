import type { QuestionAnswer } from '@quad/shared/contracts/auth';
import type { ExperienceAnswers, QuestionsData } from '@quad/shared/contracts/questions';
import { isProspect } from '@quad/shared/roles';
import { commit } from '../../core/db/transaction';
import type { ServiceContext } from '../../core/service-context';
import { ValidationError, type ErrorDetail } from '../../core/errors/app-error';
import { updateAccount, type AccountRow, type Executor } from './accounts.repository';
import { answerText, presentQuestion } from './questions.presenter';
import {
  findAnswers,
  findQuestions,
  upsertAnswers,
  type QuestionRow,
  type QuestionSet,
} from './questions.repository';
import { accountScope, resolveScope, type ScopeIds } from './widget-scope';

export type QuestionsDeps = Pick<ServiceContext, 'db' | 'after' | 'config'>;

const isMandatoryQuestion = (q: QuestionRow) => q.isRequired || q.kind === 'mandatory';
const answered = (answer: unknown) => answerText(answer).trim() !== '';

/** The universities whose questions apply: the scope's, else the account's own. */
export async function universitiesFor(
  db: Executor,
  publicUrl: string,
  account: Pick<AccountRow, 'universityId' | 'universityGroupId'>,
  ids: ScopeIds = {},
): Promise<number[]> {
  const given = ids.universityId != null || ids.groupId != null;
  // A given scope must exist; the account's own is looked up leniently (it may be gone).
  const scope = given
    ? await resolveScope(db, publicUrl, ids)
    : await accountScope(db, publicUrl, account);
  return scope.universities.map((u) => u.id);
}

/** True when every mandatory question of the universities has a non-empty answer. */
export async function hasAnsweredMandatory(
  db: Executor,
  accountId: number,
  universityIds: readonly number[],
): Promise<boolean> {
  const mandatory = await findQuestions(db, universityIds, 'mandatory');
  if (mandatory.length === 0) return true;
  const answers = await findAnswers(
    db,
    accountId,
    mandatory.map((q) => q.id),
  );
  const done = new Set(answers.filter((a) => answered(a.answer)).map((a) => a.questionId));
  return mandatory.every((q) => done.has(q.id));
}

/**
 * Checks answers against the questions asked: each must name one of them, and a question with
 * predefined answers takes only one of those (or an empty answer). A question answered twice
 * keeps the last answer.
 */
export function checkAnswers(
  asked: readonly QuestionRow[],
  answers: readonly QuestionAnswer[],
  path = 'body.answers',
): { questionId: number; answer: string }[] {
  const byId = new Map(asked.map((q) => [q.id, q]));
  const problems: ErrorDetail[] = [];
  const checked = new Map<number, string>();
  answers.forEach((given, index) => {
    const question = byId.get(given.question_id);
    if (!question) {
      problems.push({
        path: `${path}.${index}.question_id`,
        message: 'This question is not asked here.',
      });
      return;
    }
    const options = question.predefinedAnswers.map(String);
    if (given.answer !== '' && options.length > 0 && !options.includes(given.answer)) {
      problems.push({
        path: `${path}.${index}.answer`,
        message: `Choose one of: ${options.join(', ')}.`,
      });
      return;
    }
    checked.set(question.id, given.answer);
  });
  if (problems.length > 0) throw new ValidationError(problems);
  return [...checked].map(([questionId, answer]) => ({ questionId, answer }));
}

async function answersTo(db: Executor, accountId: number, asked: readonly QuestionRow[]) {
  const rows = await findAnswers(
    db,
    accountId,
    asked.map((q) => q.id),
  );
  return rows.map((row) => ({ question_id: row.questionId, answer: answerText(row.answer) }));
}

/** A set of questions of some universities with the account's answers. */
export async function questionsData(
  db: Executor,
  account: Pick<AccountRow, 'id' | 'roleKey'>,
  universityIds: readonly number[],
  set: QuestionSet,
): Promise<QuestionsData> {
  // Only prospects are asked questions; everyone else has nothing to answer.
  const asked = isProspect(account.roleKey) ? await findQuestions(db, universityIds, set) : [];
  return {
    questions: asked.map(presentQuestion),
    answers: await answersTo(db, account.id, asked),
    isAnsweredMandatoryQuestion:
      !isProspect(account.roleKey) || (await hasAnsweredMandatory(db, account.id, universityIds)),
  };
}

/**
 * Saves answers to a set of questions. With `requireMandatory`, every mandatory question of the
 * set must be answered once the new answers are in. The account's mandatory flag follows.
 */
export async function saveAnswers(
  deps: QuestionsDeps,
  account: Pick<AccountRow, 'id' | 'roleKey'>,
  universityIds: readonly number[],
  set: QuestionSet,
  answers: readonly QuestionAnswer[],
  options: { requireMandatory: boolean },
): Promise<QuestionsData> {
  const asked = await findQuestions(deps.db, universityIds, set);
  const checked = checkAnswers(asked, answers);
  if (options.requireMandatory) {
    const previous = await findAnswers(
      deps.db,
      account.id,
      asked.map((q) => q.id),
    );
    const done = new Set([
      ...previous.filter((a) => answered(a.answer)).map((a) => a.questionId),
      ...checked.filter((a) => answered(a.answer)).map((a) => a.questionId),
    ]);
    const missing = asked.filter((q) => isMandatoryQuestion(q) && !done.has(q.id));
    if (missing.length > 0) {
      throw new ValidationError(
        missing.map((q) => ({ path: 'body.answers', message: `Please answer: ${q.question}` })),
        `Please answer every required question (${missing.length} left).`,
      );
    }
  }
  await commit(deps.db, deps.after, async (tx) => {
    await upsertAnswers(tx, account.id, checked);
    await updateAccount(tx, account.id, {
      isAnsweredMandatoryQuestion: await hasAnsweredMandatory(tx, account.id, universityIds),
    });
  });
  return questionsData(deps.db, account, universityIds, set);
}

/** Experience-based questions with the account's answers. */
export async function experienceData(
  db: Executor,
  account: Pick<AccountRow, 'id' | 'roleKey'>,
  universityIds: readonly number[],
): Promise<ExperienceAnswers> {
  const data = await questionsData(db, account, universityIds, 'experience');
  const done = new Set(
    data.answers.filter((a) => a.answer.trim() !== '').map((a) => a.question_id),
  );
  return {
    questions: data.questions,
    answers: data.answers,
    isAnswered: data.questions.every((q) => done.has(q.id)),
  };
}

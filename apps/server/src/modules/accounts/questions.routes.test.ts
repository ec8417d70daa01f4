import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, questionAnswers } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildGroup, buildUniversity, tokenFor } from '../../test/factories';
import { bearer, buildQuestion, buildUserWithPassword } from '../../test/accounts-factories';

let t: TestApp;
let universityId: number;
let emptyUniversityId: number;
let otherUniversityId: number;
let groupId: number;
const q: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  universityId = (await buildUniversity(db)).id;
  emptyUniversityId = (await buildUniversity(db)).id;
  otherUniversityId = (await buildUniversity(db)).id;
  groupId = (await buildGroup(db, [universityId, emptyUniversityId])).id;
  q.level = (
    await buildQuestion(db, universityId, {
      key: 'level',
      order: 1,
      question: 'Which level?',
      answerType: 'select',
      predefinedAnswers: ['Undergraduate', 'Postgraduate'],
    })
  ).id;
  q.start = (
    await buildQuestion(db, universityId, {
      key: 'start',
      order: 2,
      question: 'When do you start?',
      isRequired: true,
    })
  ).id;
  q.hidden = (await buildQuestion(db, universityId, { key: 'old', isActive: false })).id;
  q.mandatory = (
    await buildQuestion(db, universityId, {
      key: 'consent',
      kind: 'mandatory',
      question: 'Where do you live?',
    })
  ).id;
  q.experience = (
    await buildQuestion(db, universityId, {
      key: 'helpful',
      kind: 'experience',
      answerType: 'rating',
      predefinedAnswers: ['1', '2', '3', '4', '5'],
    })
  ).id;
  q.elsewhere = (await buildQuestion(db, otherUniversityId, { key: 'x' })).id;
});
afterAll(async () => {
  await t.close();
});

const base = '/api/v1/interactionSite';
const prospect = async () => {
  const account = await buildUserWithPassword(t.database.db, { universityId });
  return { account, headers: bearer(await tokenFor(t.app, account)) };
};

describe('GET /auth/{universityId}/optionalQuestions', () => {
  it('lists the active optional questions in order, is_required ones as mandatory', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/${universityId}/optionalQuestions`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.questions).toEqual([
      {
        id: q.level,
        key: 'level',
        order: 1,
        question: 'Which level?',
        answer_type: 'select',
        predefined_answers: ['Undergraduate', 'Postgraduate'],
        is_required: false,
        isMandatory: false,
      },
      expect.objectContaining({
        id: q.start,
        is_required: true,
        isMandatory: true,
        answer_type: 'default',
      }),
    ]);
  });

  it('refuses a bad id with 400 and an unknown university or group with 404', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/auth/abc/optionalQuestions` })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/auth/999999/optionalQuestions` }))
        .statusCode,
    ).toBe(404);
    const notInGroup = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/${otherUniversityId}/optionalQuestions?groupId=${groupId}`,
    });
    expect(notInGroup.statusCode).toBe(404);
  });
});

describe('GET /auth/{universityId}/OptionalQuestionsData', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/${universityId}/OptionalQuestionsData`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers the questions with the account's answers", async () => {
    const { account, headers } = await prospect();
    await t.database.db
      .insert(questionAnswers)
      .values({ accountId: account.id, questionId: q.level!, answer: 'Postgraduate' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/${universityId}/OptionalQuestionsData`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.questions.map((x: { id: number }) => x.id)).toEqual([q.level, q.start]);
    expect(data.answers).toEqual([{ question_id: q.level, answer: 'Postgraduate' }]);
    expect(data.isAnsweredMandatoryQuestion).toBe(false);
  });

  it('refuses a bad id with 400 and an unknown university with 404', async () => {
    const { headers } = await prospect();
    const bad = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/1.5/OptionalQuestionsData`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/999999/OptionalQuestionsData`,
      headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /auth/{universityId}/saveOptionalQuestionsAnswers', () => {
  const url = (id = universityId) => `${base}/auth/${id}/saveOptionalQuestionsAnswers`;

  it('needs a token, and a prospect', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: url(), payload: { answers: [] } })).statusCode,
    ).toBe(401);
    const admin = await buildAdmin(t.database.db, universityId);
    const response = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(await tokenFor(t.app, admin)),
      payload: { answers: [] },
    });
    expect(response.statusCode).toBe(403);
  });

  it('saves answers, replacing earlier ones', async () => {
    const { account, headers } = await prospect();
    const first = await t.app.inject({
      method: 'POST',
      url: url(),
      headers,
      payload: { answers: [{ question_id: q.level, answer: 'Undergraduate' }] },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: url(),
      headers,
      payload: {
        answers: [
          { question_id: q.level, answer: 'Postgraduate' },
          { question_id: q.start, answer: 'Soon' },
        ],
      },
    });
    expect(second.json().data.answers).toEqual([
      { question_id: q.level, answer: 'Postgraduate' },
      { question_id: q.start, answer: 'Soon' },
    ]);
    const rows = await t.database.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.accountId, account.id));
    expect(rows).toHaveLength(2);
  });

  it('auto-saves an empty list for a flow with no questions', async () => {
    const { headers } = await prospect();
    const response = await t.app.inject({
      method: 'POST',
      url: url(emptyUniversityId),
      headers,
      payload: { answers: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ questions: [], answers: [] });
  });

  it('accepts the mandatory flag only with a group id, then requires every is_required answer', async () => {
    const { headers } = await prospect();
    const noGroup = await t.app.inject({
      method: 'POST',
      url: url(),
      headers,
      payload: { answers: [], isMandatory: true },
    });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().error.message).toContain(
      'isMandatory is only sent together with groupId.',
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: url(),
      headers,
      payload: {
        answers: [{ question_id: q.level, answer: 'Undergraduate' }],
        isMandatory: true,
        groupId,
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toContainEqual(
      expect.objectContaining({
        path: 'body.answers',
        message: 'Please answer: When do you start?',
      }),
    );
    const complete = await t.app.inject({
      method: 'POST',
      url: url(),
      headers,
      payload: {
        answers: [{ question_id: q.start, answer: 'September' }],
        isMandatory: true,
        groupId,
      },
    });
    expect(complete.statusCode).toBe(200);
  });

  it('refuses answers to questions of another university, inactive ones and unoffered choices', async () => {
    const { account, headers } = await prospect();
    for (const answers of [
      [{ question_id: q.elsewhere, answer: 'x' }],
      [{ question_id: q.hidden, answer: 'x' }],
      [{ question_id: q.level, answer: 'PhD' }],
      [{ question_id: 'one', answer: 'x' }],
      [{ question_id: q.level, answer: 'x'.repeat(2001) }],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: url(),
        headers,
        payload: { answers },
      });
      expect(response.statusCode).toBe(400);
    }
    const rows = await t.database.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.accountId, account.id));
    expect(rows).toHaveLength(0);
  });
});

describe('GET and POST /account/mandatoryQuestions', () => {
  const url = `${base}/account/mandatoryQuestions`;

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload: { answers: [] } })).statusCode).toBe(
      401,
    );
  });

  it("lists the mandatory set of the account's university and marks it answered once complete", async () => {
    const { account, headers } = await prospect();
    const listed = await t.app.inject({ method: 'GET', url, headers });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.questions.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([q.start, q.mandatory].sort());
    expect(listed.json().data.isAnsweredMandatoryQuestion).toBe(false);

    const partial = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { answers: [{ question_id: q.start, answer: 'Soon' }] },
    });
    expect(partial.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        answers: [
          { question_id: q.start, answer: 'Soon' },
          { question_id: q.mandatory, answer: 'Leeds' },
        ],
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.isAnsweredMandatoryQuestion).toBe(true);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.isAnsweredMandatoryQuestion).toBe(true);
    const info = await t.app.inject({ method: 'GET', url: `${base}/account/info`, headers });
    expect(info.json().data.account.isAnsweredMandatoryQuestion).toBe(true);
  });

  it('refuses an optional non-required question, an unknown scope and a non-prospect', async () => {
    const { headers } = await prospect();
    const optional = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { answers: [{ question_id: q.level, answer: 'Undergraduate' }] },
    });
    expect(optional.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?groupId=999999`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?groupId=x`, headers })).statusCode,
    ).toBe(400);
    const admin = await buildAdmin(t.database.db, universityId);
    const adminHeaders = bearer(await tokenFor(t.app, admin));
    const adminView = await t.app.inject({ method: 'GET', url, headers: adminHeaders });
    expect(adminView.json().data).toEqual({
      questions: [],
      answers: [],
      isAnsweredMandatoryQuestion: true,
    });
    const adminPost = await t.app.inject({
      method: 'POST',
      url,
      headers: adminHeaders,
      payload: { answers: [] },
    });
    expect(adminPost.statusCode).toBe(403);
  });
});

describe('GET and POST /widget/experienceBasedQuestionsAnswers', () => {
  const url = '/api/v1/widget/experienceBasedQuestionsAnswers';

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?universityId=${universityId}` }))
        .statusCode,
    ).toBe(401);
  });

  it('answers the experience questions with the answers and whether all are answered', async () => {
    const { headers } = await prospect();
    const before = await t.app.inject({
      method: 'GET',
      url: `${url}?universityId=${universityId}`,
      headers,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ answers: [], isAnswered: false });
    expect(before.json().data.questions.map((x: { id: number }) => x.id)).toEqual([q.experience]);
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { universityId, answers: [{ question_id: q.experience, answer: '5' }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      answers: [{ question_id: q.experience, answer: '5' }],
      isAnswered: true,
    });
  });

  it('refuses bad input, an unknown scope and a non-prospect writer', async () => {
    const { headers } = await prospect();
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?universityId=-1`, headers })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?universityId=999999`, headers }))
        .statusCode,
    ).toBe(404);
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { universityId, answers: [{ question_id: q.experience, answer: '6' }] },
    });
    expect(wrong.statusCode).toBe(400);
    const admin = await buildAdmin(t.database.db, universityId);
    const forbidden = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(await tokenFor(t.app, admin)),
      payload: { universityId, answers: [] },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador } from '../../test/factories';
import { buildFaq } from '../../test/content-factories';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let otherFaqId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  const { account } = await buildAmbassador(t.database.db, w.other.id);
  otherFaqId = (
    await buildFaq(t.database.db, {
      universityId: w.other.id,
      answers: [{ authorAccountId: account.id, text: 'Yes.' }],
    })
  ).faq.id;
});
afterAll(() => t.close());

const faq = (overrides: object = {}) => ({
  question: 'When is the next open day?',
  answer: 'Every first Saturday of the month.',
  is_published: true,
  ...overrides,
});
const list = (headers: Record<string, string>, query = '') =>
  call(t.app, 'GET', `/api/v1/admin/faqs${query}`, headers);
const create = (headers: Record<string, string>, body: object) =>
  call(t.app, 'POST', '/api/v1/admin/faqs', headers, body);
const edit = (headers: Record<string, string>, id: number, body: object) =>
  call(t.app, 'PUT', `/api/v1/admin/faqs/${id}`, headers, body);
const widgetFaqIds = async () =>
  (
    (
      await call(
        t.app,
        'POST',
        '/api/v1/widget/faqs/getFaqs',
        {},
        {
          universityId: w.uni.id,
          limit: 50,
        },
      )
    ).json().data.faqs as { id: number }[]
  ).map((entry) => entry.id);
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('admin FAQs', () => {
  it('asks for a token and refuses prospects and ambassadors', async () => {
    expect((await list({})).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await create(headers, faq())).statusCode).toBe(403);
      expect((await edit(headers, otherFaqId, faq())).statusCode).toBe(403);
    }
  });

  let id: number;

  it('writes a FAQ with its answer: in the widget, audited', async () => {
    const response = await create(w.admin, faq());
    expect(response.statusCode).toBe(200);
    id = response.json().data.faq.id;
    expect(response.json().data.faq).toMatchObject({
      question: 'When is the next open day?',
      answer: 'Every first Saturday of the month.',
      answer_count: 1,
    });
    expect(await widgetFaqIds()).toContain(id);
    const entry = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(entry).toMatchObject({ action: 'faq.create', target: `faq:${id}` });
  });

  it('edits and unpublishes it: gone from the widget, the change audited', async () => {
    const response = await edit(
      w.admin,
      id,
      faq({ answer: 'Every first Saturday, 10am to 3pm.', is_published: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(await widgetFaqIds()).not.toContain(id);
    const entry = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(entry).toMatchObject({
      action: 'faq.update',
      after: { answer: 'Every first Saturday, 10am to 3pm.', is_published: false },
    });
    const found = (await list(w.admin, '?search=open%20day')).json().data;
    expect(found.faqs.map((entry: { id: number }) => entry.id)).toEqual([id]);
  });

  it("answers 404 for another university's FAQ and lists only its own", async () => {
    expect((await edit(w.admin, otherFaqId, faq())).statusCode).toBe(404);
    const ids = (await list(w.admin)).json().data.faqs.map((entry: { id: number }) => entry.id);
    expect(ids).not.toContain(otherFaqId);
  });

  it.each([
    ['a short question', faq({ question: 'Hm?' })],
    ['an empty answer', faq({ answer: ' ' })],
    ['no state', { question: 'When is the next open day?', answer: 'Soon.' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const total = await auditTotal();
    expect((await create(w.admin, body)).statusCode).toBe(400);
    expect((await edit(w.admin, id, body)).statusCode).toBe(400);
    expect(await auditTotal()).toBe(total);
  });
});

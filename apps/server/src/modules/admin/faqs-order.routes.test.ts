import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CHANGED_TOPIC } from '../../core/events/content-changed';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador } from '../../test/factories';
import { buildFaq } from '../../test/content-factories';
import { outboxEvents } from '../../test/dialog-factories';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
/** The university's FAQs, oldest first (so the console lists them newest first). */
let own: number[];
let otherFaqId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  const { account } = await buildAmbassador(t.database.db, w.uni.id);
  own = [];
  for (const [index, question] of [
    'Is there a gym?',
    'Can I bring a bike?',
    'Is there a bus?',
  ].entries()) {
    const { faq } = await buildFaq(t.database.db, {
      universityId: w.uni.id,
      question,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      answers: [{ authorAccountId: account.id, text: 'Yes.' }],
    });
    own.push(faq.id);
  }
  const { account: elsewhere } = await buildAmbassador(t.database.db, w.other.id);
  otherFaqId = (
    await buildFaq(t.database.db, {
      universityId: w.other.id,
      answers: [{ authorAccountId: elsewhere.id, text: 'No.' }],
    })
  ).faq.id;
});
afterAll(() => t.close());

const reorder = (headers: Record<string, string>, body: object) =>
  call(t.app, 'PUT', '/api/v1/admin/faqs/order', headers, body);
const consoleOrder = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/faqs', w.admin))
    .json()
    .data.faqs.map((entry: { id: number }) => entry.id) as number[];
const universityPageOrder = async () =>
  (await call(t.app, 'GET', `/api/v1/widget/universities/${w.uni.id}?universityId=${w.uni.id}`))
    .json()
    .data.faqs.map((entry: { id: number }) => entry.id) as number[];
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('PUT /admin/faqs/order', () => {
  it('asks for a token and refuses prospects and ambassadors', async () => {
    const [first, second, third] = own;
    expect((await reorder({}, { ids: [third, second, first] })).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await reorder(headers, { ids: [third, second, first] })).statusCode).toBe(403);
    }
    expect(await consoleOrder()).toEqual([third, second, first]);
  });

  it.each([
    ['no list', () => ({})],
    ['an empty list', () => ({ ids: [] })],
    ['a partial list', () => ({ ids: own.slice(0, 2) })],
    ['a FAQ twice', () => ({ ids: [own[0], ...own] })],
    ['not numbers', () => ({ ids: ['first', 'second'] })],
    ['an unknown FAQ', () => ({ ids: [...own, 999_999] })],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const total = await auditTotal();
    const before = await consoleOrder();
    expect((await reorder(w.admin, body())).statusCode).toBe(400);
    expect(await consoleOrder()).toEqual(before);
    expect(await auditTotal()).toBe(total);
  });

  it("will not take another university's FAQ, nor let another university's admin order these", async () => {
    const before = await consoleOrder();
    const foreign = await reorder(w.admin, { ids: [...own.slice(1), otherFaqId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([
      expect.objectContaining({
        path: 'ids',
        message: 'Send every FAQ of your university, each once.',
      }),
    ]);
    expect((await reorder(w.otherAdmin, { ids: own })).statusCode).toBe(400);
    expect(await consoleOrder()).toEqual(before);
  });

  it('saves the order: the console and the widget follow it, audited, home snapshots told', async () => {
    const [first, second, third] = own as [number, number, number];
    const changed = (await outboxEvents(t.database.db, CONTENT_CHANGED_TOPIC)).length;
    const response = await reorder(w.admin, { ids: [second, first, third] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ids: [second, first, third] });
    expect(await consoleOrder()).toEqual([second, first, third]);
    expect(await universityPageOrder()).toEqual([second, first, third]);

    const entry = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(entry).toMatchObject({
      action: 'faq.reorder',
      target: 'faqs',
      before: { ids: [third, second, first] },
      after: { ids: [second, first, third] },
    });
    expect((await outboxEvents(t.database.db, CONTENT_CHANGED_TOPIC)).length).toBe(changed + 1);

    // The same order again changes nothing worth a line in the trail.
    const total = await auditTotal();
    expect((await reorder(w.admin, { ids: [second, first, third] })).statusCode).toBe(200);
    expect(await auditTotal()).toBe(total);
  });

  it('puts a FAQ written after the ordering first, until the admin places it', async () => {
    const created = await call(t.app, 'POST', '/api/v1/admin/faqs', w.admin, {
      question: 'Where do I collect my keys?',
      answer: 'At the front desk.',
      is_published: true,
    });
    const id = created.json().data.faq.id as number;
    const [first, second, third] = own as [number, number, number];
    expect(await consoleOrder()).toEqual([id, second, first, third]);
    expect((await reorder(w.admin, { ids: [second, first, third, id] })).statusCode).toBe(200);
    expect(await consoleOrder()).toEqual([second, first, third, id]);
  });
});

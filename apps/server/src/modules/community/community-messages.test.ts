import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dialogMembers, messageReports, messages, universities } from '../../core/db/schema';
import { buildMessages } from '../../test/dialog-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildCommunityWorld,
  buildPersonal,
  buildRoom,
  type CommunityPerson,
  type CommunityWorld,
} from './community.fixture';

const base = '/api/v1/community';

let t: TestApp;
let w: CommunityWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildCommunityWorld(t.app);
});
afterAll(async () => {
  await t?.close();
});

function send(dialogId: number, who: CommunityPerson, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/dialogs/${dialogId}/messages`,
    headers: who.headers,
    payload,
  });
}
function list(dialogId: number, who: CommunityPerson, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `${base}/dialogs/${dialogId}/messages${query}`,
    headers: who.headers,
  });
}
function view(who: CommunityPerson, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/messages/view`,
    headers: who.headers,
    payload,
  });
}

describe('community messages', () => {
  it('sends in a room the caller joined, numbering messages without gaps', async () => {
    const room = await buildRoom(w.db, w.space, [w.prospect.account, w.ambassador.account]);
    const first = await send(room.id, w.prospect, { text: 'Hi everyone!' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.message).toMatchObject({
      dialog_id: room.id,
      seq: 1,
      text: 'Hi everyone!',
      user: { id: w.prospect.account.id, role_key: 'prospect' },
    });
    const second = await send(room.id, w.ambassador, { text: 'Welcome, Sofia!' });
    expect(second.json().data.message.seq).toBe(2);
  });

  it('stores one message for a send repeated with the same clientMessageId', async () => {
    const room = await buildRoom(w.db, w.space, [w.prospect.account]);
    const payload = { text: 'Only once', clientMessageId: 'b7c1c2e0-2f4e-4d43-9a0d-0f1e2d3c4b5a' };
    const [a, b] = await Promise.all([
      send(room.id, w.prospect, payload),
      send(room.id, w.prospect, payload),
    ]);
    const again = await send(room.id, w.prospect, payload);
    expect(a.statusCode).toBe(200);
    expect(b.json().data.message.id).toBe(a.json().data.message.id);
    expect(again.json().data.message.id).toBe(a.json().data.message.id);
    const stored = await w.db.select().from(messages).where(eq(messages.dialogId, room.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a send before joining a room (403 NOT_A_MEMBER), and lets the room be read', async () => {
    const room = await buildRoom(w.db, w.space, [w.ambassador.account]);
    await buildMessages(w.db, room.id, w.ambassador.account, 2);
    const refused = await send(room.id, w.otherProspect, { text: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_A_MEMBER');
    const read = await list(room.id, w.otherProspect);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.total).toBe(2);
  });

  it("refuses a personal conversation's messages to anyone else (404)", async () => {
    const personal = await buildPersonal(w.db, w.space, w.prospect.account, w.ambassador.account);
    expect((await list(personal.id, w.otherProspect)).statusCode).toBe(404);
    expect((await send(personal.id, w.otherProspect, { text: 'Hi' })).statusCode).toBe(404);
    expect((await send(personal.id, w.prospect, { text: 'Hi' })).statusCode).toBe(200);
  });

  it('pages before, after and around a message and catches up after a seq, like the chat', async () => {
    const room = await buildRoom(w.db, w.space, [w.prospect.account, w.ambassador.account]);
    const rows = await buildMessages(w.db, room.id, w.ambassador.account, 12);
    const ids = rows.map((row) => row.id);
    const texts = (response: Awaited<ReturnType<typeof list>>) =>
      response.json().data.messages.map((m: { id: number }) => m.id);

    const newest = await list(room.id, w.prospect, '?limit=5');
    expect(texts(newest)).toEqual(ids.slice(7).reverse());
    const older = await list(room.id, w.prospect, `?limit=3&order=asc&beforeMessageId=${ids[7]}`);
    expect(texts(older)).toEqual(ids.slice(4, 7));
    const newer = await list(room.id, w.prospect, `?limit=3&order=asc&afterMessageId=${ids[2]}`);
    expect(texts(newer)).toEqual(ids.slice(3, 6));
    const around = await list(room.id, w.prospect, `?limit=4&order=asc&aroundMessageId=${ids[5]}`);
    expect(texts(around)).toEqual(ids.slice(4, 8));
    const caughtUp = await list(room.id, w.prospect, '?order=asc&afterSeq=10');
    expect(caughtUp.json().data.messages.map((m: { seq: number }) => m.seq)).toEqual([11, 12]);
  });

  it('moves the read position forward only, with the unread counts left', async () => {
    const room = await buildRoom(w.db, w.space, [w.otherProspect.account, w.ambassador.account]);
    await buildMessages(w.db, room.id, w.ambassador.account, 5);
    const forward = await view(w.otherProspect, { dialogId: room.id, seq: 4 });
    expect(forward.statusCode).toBe(200);
    expect(forward.json().data).toMatchObject({
      dialog_id: room.id,
      last_read_seq: 4,
      new_messages: 1,
    });
    const back = await view(w.otherProspect, { dialogId: room.id, seq: 2 });
    expect(back.json().data).toMatchObject({ last_read_seq: 4, new_messages: 1 });
    const past = await view(w.otherProspect, { dialogId: room.id, seq: 99 });
    expect(past.json().data).toMatchObject({ last_read_seq: 5, new_messages: 0 });
    const [member] = await w.db
      .select()
      .from(dialogMembers)
      .where(
        and(
          eq(dialogMembers.dialogId, room.id),
          eq(dialogMembers.accountId, w.otherProspect.account.id),
        ),
      );
    expect(member?.lastReadSeq).toBe(5);
  });

  it("reports someone else's message, never one's own (400)", async () => {
    const room = await buildRoom(w.db, w.space, [w.prospect.account, w.ambassador.account]);
    const [message] = await buildMessages(w.db, room.id, w.ambassador.account, 1);
    if (!message) throw new Error('no message');
    const reported = await t.app.inject({
      method: 'POST',
      url: `${base}/messages/report`,
      headers: w.prospect.headers,
      payload: { dialog_id: room.id, message_id: message.id, reported_reason: 'Rude' },
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().data.message).toMatchObject({ id: message.id, reported: true });
    const rows = await w.db
      .select()
      .from(messageReports)
      .where(eq(messageReports.messageId, message.id));
    expect(rows).toHaveLength(1);
    const own = await t.app.inject({
      method: 'POST',
      url: `${base}/messages/report`,
      headers: w.ambassador.headers,
      payload: { dialog_id: room.id, message_id: message.id },
    });
    expect(own.statusCode).toBe(400);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `${base}/messages/report`,
      headers: w.prospect.headers,
      payload: { dialog_id: room.id, message_id: 999999 },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('masks the university’s hidden keywords for prospects', async () => {
    await w.db
      .update(universities)
      .set({ hideKeywords: ['whatsapp'] })
      .where(eq(universities.id, w.university.id));
    const room = await buildRoom(w.db, w.space, [w.prospect.account, w.ambassador.account]);
    const sent = await send(room.id, w.ambassador, { text: 'Message me on WhatsApp' });
    expect(sent.json().data.message.hide_keywords).toBe(true);
    const seen = await list(room.id, w.prospect);
    expect(seen.json().data.messages[0].text).toBe('Message me on ********');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@quad/shared/roles';
import type { App } from '../../app';
import { dialogMembers, liveEventSpeakers } from '../../core/db/schema';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

const base = '/api/v1/widget';
let address = 0;

describe('POST /liveStreams/{slug}/joinSpeaker', () => {
  let testApp: TestApp;
  let app: App;
  let w: LiveEventWorld;
  const code = () => w.event.speakerCode ?? '';

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    w = await buildLiveEventWorld(app, { status: 'inProgress' });
  });
  afterAll(() => testApp.close());

  const join = (path: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${encodeURIComponent(path)}/joinSpeaker`,
      headers,
      payload,
      // A fresh address per call keeps the per-address limit out of these tests.
      remoteAddress: `10.0.0.${++address}`,
    });
  const speaks = async (accountId: number) =>
    (
      await app.ctx.database.db
        .select()
        .from(liveEventSpeakers)
        .where(
          and(
            eq(liveEventSpeakers.liveEventId, w.event.id),
            eq(liveEventSpeakers.accountId, accountId),
          ),
        )
    ).length === 1;

  it('gives an external speaker a live-event-speaker account, both chats and a token', async () => {
    const response = await join(w.event.slug, { code: code(), name: 'Grace', last_name: 'Hopper' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.account).toMatchObject({ key: ROLES.speaker, name: 'Grace', last_name: 'Hopper' });
    expect(data.token).toEqual(expect.any(String));
    expect(data.refreshToken).toEqual(expect.any(String));
    expect(data.liveStream).toEqual({ id: w.event.id, slug: w.event.slug });
    expect(await speaks(data.account.id)).toBe(true);
    const chats = await app.ctx.database.db
      .select({ dialogId: dialogMembers.dialogId })
      .from(dialogMembers)
      .where(eq(dialogMembers.accountId, data.account.id));
    expect(chats.map((c) => c.dialogId).sort()).toEqual([w.liveChat.id, w.speakersChat.id].sort());
    const page = await app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${w.event.slug}?universityId=${w.uni.id}`,
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(page.json().data.hostRoomUrl).not.toBeNull();
  });

  it('accepts the code in place of the slug', async () => {
    const response = await join(code(), { name: 'Alan' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.liveStream.id).toBe(w.event.id);
  });

  it('lets a signed-in ambassador join as themselves', async () => {
    const response = await join(
      `${w.event.slug}-${w.event.id}`,
      { code: code() },
      w.otherAmbassador.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account.id).toBe(w.otherAmbassador.account.id);
    expect(await speaks(w.otherAmbassador.account.id)).toBe(true);
  });

  it('refuses a wrong code and a code of another event with a 403', async () => {
    expect((await join(w.event.slug, { code: 'WRONG', name: 'Eve' })).statusCode).toBe(403);
    const other = await buildLiveEventWorld(app, { status: 'upcoming' });
    const response = await join(w.event.slug, { code: other.event.speakerCode ?? '', name: 'Eve' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a prospect with a 403', async () => {
    const response = await join(w.event.slug, { code: code() }, w.prospect.headers);
    expect(response.statusCode).toBe(403);
  });

  it('asks a guest without a code to enter it (403) and answers 404 for an unknown event', async () => {
    expect((await join(`${w.event.slug}-${w.event.id}`, { name: 'Eve' })).statusCode).toBe(403);
    expect((await join('nothing-here-999999', { name: 'Eve' })).statusCode).toBe(404);
  });

  it('answers 400 without a name, and for junk', async () => {
    const noName = await join(w.event.slug, { code: code() });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.details).toEqual([
      expect.objectContaining({ path: 'name', message: 'Tell the audience your name.' }),
    ]);
    expect((await join(w.event.slug, { code: code(), name: 'x\u0000' })).statusCode).toBe(400);
    expect((await join(w.event.slug, { code: 42 })).statusCode).toBe(400);
  });

  it('answers 401 for a bad token and 409 once the event has ended', async () => {
    const bad = await join(w.event.slug, { code: code() }, { authorization: 'Bearer nope' });
    expect(bad.statusCode).toBe(401);
    const ended = await buildLiveEventWorld(app, { status: 'completed' });
    const response = await join(ended.event.slug, {
      code: ended.event.speakerCode ?? '',
      name: 'Eve',
    });
    expect(response.statusCode).toBe(409);
  });
});

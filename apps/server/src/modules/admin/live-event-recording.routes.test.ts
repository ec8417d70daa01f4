import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { liveEvents } from '../../core/db/schema';
import { buildLiveEvent } from '../../test/content-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { sniffVideoType } from './live-event-recording.service';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

const LIMIT = 64 * 1024;

let t: TestApp;
let w: ConsoleWorld;

beforeAll(async () => {
  t = await buildTestApp({ recordingMaxBytes: LIMIT });
  w = await buildConsoleWorld(t);
});
afterAll(() => t.close());

/** The first bytes of an MP4 (an `ftyp` box, brand isom) followed by filler. */
const mp4 = (size = 4096) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
    Buffer.alloc(size, 7),
  ]);
/** An EBML header with the webm doctype. */
const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.alloc(2048, 1),
  ]);

function multipart(bytes: Buffer, options: { type?: string; filename?: string } = {}) {
  const boundary = `----quad${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'open-day.mp4'}"\r\nContent-Type: ${options.type ?? 'video/mp4'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (id: number, headers: Record<string, string>, body = multipart(mp4())) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/liveEvents/${id}/recording`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
const remove = (id: number, headers: Record<string, string>) =>
  call(t.app, 'DELETE', `/api/v1/admin/liveEvents/${id}/recording`, headers);
const setStatus = (id: number, status: string) =>
  call(t.app, 'PUT', `/api/v1/admin/liveEvents/${id}/status`, w.admin, { status });
const videoKeyOf = async (id: number) => {
  const [row] = await t.database.db.select().from(liveEvents).where(eq(liveEvents.id, id));
  return row?.videoKey ?? null;
};
const completedEvent = async () =>
  (await buildLiveEvent(t.database.db, { universityId: w.uni.id, status: 'completed' })).event;
const latestAudit = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data.entries[0];

describe('sniffVideoType', () => {
  it('knows MP4 and WebM by their bytes, and nothing else', () => {
    expect(sniffVideoType(mp4())).toBe('video/mp4');
    expect(sniffVideoType(webm())).toBe('video/webm');
    expect(sniffVideoType(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBeNull();
    expect(sniffVideoType(Buffer.from('\0\0\0\x18ftypheic', 'latin1'))).toBeNull();
  });
});

describe('admin live event recording', () => {
  it('asks for a token and refuses prospects and ambassadors', async () => {
    const event = await completedEvent();
    expect((await upload(event.id, {})).statusCode).toBe(401);
    expect((await remove(event.id, {})).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await upload(event.id, headers)).statusCode).toBe(403);
      expect((await remove(event.id, headers)).statusCode).toBe(403);
    }
    expect(await videoKeyOf(event.id)).toBeNull();
  });

  it("answers 404 for another university's event and an unknown one", async () => {
    const event = await completedEvent();
    expect((await upload(event.id, w.otherAdmin)).statusCode).toBe(404);
    expect((await remove(event.id, w.otherAdmin)).statusCode).toBe(404);
    expect((await upload(999_999, w.admin)).statusCode).toBe(404);
    expect(await videoKeyOf(event.id)).toBeNull();
  });

  it('refuses a missing file, a file that is not a video by its bytes, and one over the limit', async () => {
    const event = await completedEvent();
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/liveEvents/${event.id}/recording`,
      headers: { ...w.admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);

    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(500)]);
    const disguised = await upload(event.id, w.admin, multipart(png, { type: 'video/mp4' }));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.message).toMatch(/MP4 or WebM/);

    const empty = await upload(event.id, w.admin, multipart(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);

    const tooLarge = await upload(event.id, w.admin, multipart(mp4(LIMIT + 10)));
    expect(tooLarge.statusCode).toBe(413);
    expect(await videoKeyOf(event.id)).toBeNull();
  });

  it('refuses an event that has not ended yet', async () => {
    const { event } = await buildLiveEvent(t.database.db, { universityId: w.uni.id });
    expect((await upload(event.id, w.admin)).statusCode).toBe(409);
  });

  it('publishes on demand only after a recording is uploaded, replaces it and audits the keys', async () => {
    const event = await completedEvent();
    expect((await setStatus(event.id, 'onDemand')).statusCode).toBe(409);

    const first = await upload(event.id, w.admin);
    expect(first.statusCode).toBe(200);
    const firstEvent = first.json().data.liveEvent;
    expect(firstEvent.id).toBe(event.id);
    expect(firstEvent.recording_url).toMatch(/^\/files\/recordings\/\d+\/.+\.mp4$/);
    const firstKey = await videoKeyOf(event.id);
    const stored = await t.app.ctx.storage.get(firstKey!);
    expect(stored?.contentType).toBe('video/mp4');
    expect(Buffer.from(stored!.bytes).equals(mp4())).toBe(true);
    expect(await latestAudit()).toMatchObject({
      action: 'liveEvent.recording',
      target: `liveEvent:${event.id}`,
      before: { video_key: null },
      after: { video_key: firstKey },
    });

    const second = await upload(event.id, w.admin, multipart(webm(), { type: 'video/webm' }));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.liveEvent.recording_url).toMatch(/\.webm$/);
    expect(await t.app.ctx.storage.get(firstKey!)).toBeNull();

    expect((await setStatus(event.id, 'onDemand')).statusCode).toBe(200);
    const listed = (await call(t.app, 'GET', '/api/v1/admin/liveEvents?limit=50', w.admin))
      .json()
      .data.liveEvents.find((item: { id: number }) => item.id === event.id);
    expect(listed).toMatchObject({ status: 'onDemand', recording_url: expect.any(String) });
  });

  it('removes a recording, but not while the event is on demand', async () => {
    const event = await completedEvent();
    await upload(event.id, w.admin);
    const key = await videoKeyOf(event.id);
    await setStatus(event.id, 'onDemand');
    const refused = await remove(event.id, w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/on demand/);
    expect(await videoKeyOf(event.id)).toBe(key);

    const other = await completedEvent();
    await upload(other.id, w.admin);
    const otherKey = await videoKeyOf(other.id);
    const removed = await remove(other.id, w.admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.liveEvent.recording_url).toBeNull();
    expect(await videoKeyOf(other.id)).toBeNull();
    expect(await t.app.ctx.storage.get(otherKey!)).toBeNull();
    expect(await latestAudit()).toMatchObject({
      action: 'liveEvent.recording',
      before: { video_key: otherKey },
      after: { video_key: null },
    });
  });
});

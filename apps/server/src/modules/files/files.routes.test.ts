import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
/** 300 kB whose every byte tells its position, so a wrong slice cannot pass. */
const recording = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + (i >> 8)) % 251));
const KEY = 'recordings/9/open-day.webm';

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ctx.storage.putStream(KEY, Readable.from([recording]), 'video/webm');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /files/*', () => {
  it('streams a whole object with its type, length and validators', async () => {
    const response = await get(`/files/${KEY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['content-length']).toBe(String(recording.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.rawPayload.equals(recording)).toBe(true);
  });

  it('answers one byte range with 206 and exactly those bytes', async () => {
    const response = await get(`/files/${KEY}`, { range: 'bytes=1000-1999' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${recording.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(recording.subarray(1000, 2000))).toBe(true);
  });

  it('answers open-ended and suffix ranges, as players ask for them', async () => {
    const tail = await get(`/files/${KEY}`, { range: 'bytes=299000-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(recording.subarray(299_000))).toBe(true);
    const suffix = await get(`/files/${KEY}`, { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe(
      `bytes ${recording.length - 10}-${recording.length - 1}/${recording.length}`,
    );
    expect(suffix.rawPayload.equals(recording.subarray(-10))).toBe(true);
  });

  it('refuses a range wholly past the end with 416 and the size', async () => {
    const response = await get(`/files/${KEY}`, { range: 'bytes=400000-400010' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${recording.length}`);
  });

  it('serves the whole object for a malformed range or several ranges', async () => {
    for (const range of ['pages=1-2', 'bytes=abc', 'bytes=0-10,500-600']) {
      const response = await get(`/files/${KEY}`, { range });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length, range).toBe(recording.length);
    }
  });

  it('answers 304 to a matching If-None-Match and ignores a range whose If-Range is stale', async () => {
    const { headers } = await get(`/files/${KEY}`);
    const etag = String(headers.etag);
    expect((await get(`/files/${KEY}`, { 'if-none-match': etag })).statusCode).toBe(304);
    const fresh = await get(`/files/${KEY}`, { range: 'bytes=0-9', 'if-range': etag });
    expect(fresh.statusCode).toBe(206);
    const stale = await get(`/files/${KEY}`, { range: 'bytes=0-9', 'if-range': '"0-0"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(recording.length);
  });

  it('answers 404 for a missing object and 400 for a key that is not a file name', async () => {
    const missing = await get('/files/recordings/9/none.webm');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await get('/files/a/b%20c.png')).statusCode).toBe(400);
    expect((await get('/files/a/%2e%2e/secrets.json')).statusCode).not.toBe(200);
  });
});

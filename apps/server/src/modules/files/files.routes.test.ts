import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import sharp from 'sharp';
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

/** A picture of noise (so no size of it compresses to nothing), stored as `format`. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  let seed = width * 7919 + height;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[i] = seed >>> 24;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describe('GET /files/*?w= (a picture at another width)', () => {
  const AVATAR = 'avatars/3/photo.png';
  let stored: Buffer;
  beforeAll(async () => {
    stored = await picture(512, 384);
    await t.app.ctx.storage.put(AVATAR, stored, 'image/png');
  });

  it('serves a narrower WebP copy with its own validator and no byte ranges', async () => {
    const response = await get(`/files/${AVATAR}?w=128`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['accept-ranges']).toBeUndefined();
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-w128"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(stored.length);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 128, 96]);

    const again = await get(`/files/${AVATAR}?w=128`, { range: 'bytes=0-9' });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    const etag = String(response.headers.etag);
    expect((await get(`/files/${AVATAR}?w=128`, { 'if-none-match': etag })).statusCode).toBe(304);
    // The stored file's validator is not the copy's.
    expect((await get(`/files/${AVATAR}`, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('never enlarges: a width at or above the picture serves it as stored', async () => {
    for (const width of [640, 1280]) {
      const response = await get(`/files/${AVATAR}?w=${width}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('resizes a picture stored again under the same key afresh', async () => {
    const key = 'posts/5/cover.png';
    await t.app.ctx.storage.put(key, await picture(800, 400), 'image/png');
    const before = await sharp((await get(`/files/${key}?w=256`)).rawPayload).metadata();
    expect([before.width, before.height]).toEqual([256, 128]);
    await t.app.ctx.storage.put(key, await picture(700, 700), 'image/png');
    const after = await sharp((await get(`/files/${key}?w=256`)).rawPayload).metadata();
    expect([after.width, after.height]).toEqual([256, 256]);
  });

  it('turns a photo by its EXIF orientation before measuring it', async () => {
    const key = 'posts/6/portrait.jpg';
    // Stored 600 × 400 with orientation 6: shown turned, 400 wide and 600 high.
    const bytes = await sharp(await picture(600, 400, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    await t.app.ctx.storage.put(key, bytes, 'image/jpeg');
    const meta = await sharp((await get(`/files/${key}?w=256`)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 384]);
    // 400 shown pixels are narrower than 640: served as stored.
    expect((await get(`/files/${key}?w=640`)).rawPayload.equals(bytes)).toBe(true);
  });

  it('serves as stored what is not resized: other types and pictures it cannot read', async () => {
    const video = await get(`/files/${KEY}?w=256`);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.equals(recording)).toBe(true);
    const broken = Buffer.concat([stored.subarray(0, 64), Buffer.alloc(4096, 7)]);
    await t.app.ctx.storage.put('avatars/4/broken.png', broken, 'image/png');
    const response = await get('/files/avatars/4/broken.png?w=128');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(broken)).toBe(true);
  });

  it('refuses a width that is not one of the widths it serves, saying which are', async () => {
    for (const w of [
      '100',
      'abc',
      '',
      '-64',
      '64.5',
      '99999',
      '0x40',
      '128.0',
      '+128',
      '64%00',
      '9'.repeat(5000),
    ]) {
      const response = await get(`/files/${AVATAR}?w=${w}`);
      expect(response.statusCode, w).toBe(400);
      expect(response.json().error.code, w).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(response.json().error), w).toContain('64, 128, 256');
    }
  });
});

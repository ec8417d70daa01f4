import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { InvalidStorageKeyError } from './storage';

interface Stored {
  bytes: Buffer;
  contentType: string;
}

/** A tiny S3 look-alike on a local port: path-style objects, refuses unsigned requests. */
function startFakeS3() {
  const objects = new Map<string, Stored>();
  const seen: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(request);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const auth = request.headers.authorization ?? '';
      if (!/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-west-2\/s3\/aws4_request/.test(auth)) {
        response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const path = decodeURIComponent(request.url ?? '');
      if (request.method === 'PUT') {
        objects.set(path, {
          bytes: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? '',
        });
        response.writeHead(200).end();
      } else if (request.method === 'GET' || request.method === 'HEAD') {
        const object = objects.get(path);
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else if (range) {
          const [start, end] = [Number(range[1]), Number(range[2])];
          response
            .writeHead(206, {
              'content-type': object.contentType,
              'content-range': `bytes ${start}-${end}/${object.bytes.length}`,
            })
            .end(object.bytes.subarray(start, end + 1));
        } else {
          response.writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.bytes.length,
            'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT',
          });
          response.end(request.method === 'HEAD' ? undefined : object.bytes);
        }
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return { server, objects, seen };
}

describe('S3-compatible storage', () => {
  const fake = startFakeS3();
  let endpoint: string;
  const settings = () => ({
    bucket: 'quad-test',
    endpoint,
    region: 'eu-west-2',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    publicUrl: undefined,
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it("tells an object's size and type with HEAD and streams a byte range with GET", async () => {
    const storage = createS3Storage(settings());
    const bytes = Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 256));
    await storage.put('recordings/3/r.webm', bytes, 'video/webm');
    expect(await storage.stat('recordings/3/r.webm')).toEqual({
      size: 4000,
      contentType: 'video/webm',
      modified: new Date('2026-11-24T10:00:00Z'),
    });
    const slice = await storage.read('recordings/3/r.webm', { start: 100, end: 199 });
    expect(Buffer.concat(await slice!.toArray()).equals(bytes.subarray(100, 200))).toBe(true);
    const whole = await storage.read('recordings/3/r.webm');
    expect(Buffer.concat(await whole!.toArray()).equals(bytes)).toBe(true);
    expect(await storage.stat('recordings/3/none.webm')).toBeNull();
    expect(await storage.read('recordings/3/none.webm')).toBeNull();
  });

  it('puts, gets and deletes a signed object path-style', async () => {
    const storage = createS3Storage(settings());
    await storage.put('avatars/7/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(fake.objects.get('/quad-test/avatars/7/a.webp')?.contentType).toBe('image/webp');
    const object = await storage.get('avatars/7/a.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(Array.from(object?.bytes ?? [])).toEqual([1, 2, 3]);
    await storage.delete('avatars/7/a.webp');
    expect(await storage.get('avatars/7/a.webp')).toBeNull();
    await expect(storage.delete('avatars/7/a.webp')).resolves.toBeUndefined();
  });

  it('streams an object with its length, without holding it in memory', async () => {
    const storage = createS3Storage(settings());
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)];
    const size = await storage.putStream('recordings/1/r.mp4', Readable.from(chunks), 'video/mp4');
    expect(size).toBe(100_000);
    const stored = fake.objects.get('/quad-test/recordings/1/r.mp4');
    expect(stored?.contentType).toBe('video/mp4');
    expect(stored?.bytes.equals(Buffer.concat(chunks))).toBe(true);
    expect(fake.seen.at(-1)?.headers['content-length']).toBe('100000');
  });

  it('serves through /files unless the bucket has a public address', () => {
    expect(createS3Storage(settings()).url('avatars/1/x.webp')).toBe('/files/avatars/1/x.webp');
    const cdn = createS3Storage({ ...settings(), publicUrl: 'https://cdn.example.com' });
    expect(cdn.url('avatars/1/x.webp')).toBe('https://cdn.example.com/avatars/1/x.webp');
  });

  it('fails loudly when the service refuses, and refuses unsafe keys before any request', async () => {
    const wrong = createS3Storage({ ...settings(), accessKeyId: 'other-key' });
    await expect(wrong.put('a/b.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/403/);
    const before = fake.seen.length;
    await expect(createS3Storage(settings()).get('../secrets')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    expect(fake.seen.length).toBe(before);
  });
});

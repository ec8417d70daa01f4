import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage, InvalidStorageKeyError, type Storage } from './storage';

describe('disk storage', () => {
  let parent: string;
  let dir: string;
  let storage: Storage;

  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'quad-storage-'));
    dir = path.join(parent, 'root');
    storage = createDiskStorage(dir, '/files/');
  });

  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('stores bytes with their content type and reads them back', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    await storage.put('avatars/12/face.png', bytes, 'image/png');
    const stored = await storage.get('avatars/12/face.png');
    expect(stored?.contentType).toBe('image/png');
    expect(Array.from(stored?.bytes ?? [])).toEqual(Array.from(bytes));
  });

  it('stores a stream, and nothing at all when the stream fails', async () => {
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)];
    const size = await storage.putStream('recordings/1/a.mp4', Readable.from(chunks), 'video/mp4');
    expect(size).toBe(100_000);
    const stored = await storage.get('recordings/1/a.mp4');
    expect(stored?.contentType).toBe('video/mp4');
    expect(Buffer.from(stored!.bytes).equals(Buffer.concat(chunks))).toBe(true);

    async function* broken() {
      yield Buffer.alloc(1000);
      throw new Error('connection lost');
    }
    await expect(
      storage.putStream('recordings/1/b.mp4', Readable.from(broken()), 'video/mp4'),
    ).rejects.toThrow('connection lost');
    expect(await storage.get('recordings/1/b.mp4')).toBeNull();
    expect((await readdir(path.join(dir, 'recordings', '1'))).sort()).toEqual([
      'a.mp4',
      'a.mp4.meta.json',
    ]);
  });

  it("tells an object's size and type, and streams it whole or a byte range of it", async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
    await storage.put('recordings/2/r.webm', bytes, 'video/webm');
    const info = await storage.stat('recordings/2/r.webm');
    expect(info).toMatchObject({ size: 5000, contentType: 'video/webm' });
    expect(info?.modified).toBeInstanceOf(Date);
    const read = async (range?: { start: number; end: number }) =>
      Buffer.concat(await (await storage.read('recordings/2/r.webm', range))!.toArray());
    expect((await read()).equals(bytes)).toBe(true);
    expect((await read({ start: 10, end: 19 })).equals(bytes.subarray(10, 20))).toBe(true);
    expect(await storage.stat('recordings/2/none.webm')).toBeNull();
    expect(await storage.read('recordings/2/none.webm')).toBeNull();
  });

  it('overwrites an object put twice under one key', async () => {
    await storage.put('a.txt', new TextEncoder().encode('one'), 'text/plain');
    await storage.put('a.txt', new TextEncoder().encode('two'), 'text/markdown');
    const stored = await storage.get('a.txt');
    expect(new TextDecoder().decode(stored?.bytes)).toBe('two');
    expect(stored?.contentType).toBe('text/markdown');
  });

  it('answers null for a missing key and forgets a deleted one', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    await storage.put('gone.bin', new Uint8Array([1]), 'application/octet-stream');
    await storage.delete('gone.bin');
    expect(await storage.get('gone.bin')).toBeNull();
    await expect(storage.delete('gone.bin')).resolves.toBeUndefined();
  });

  it('builds the public URL under its base', () => {
    expect(storage.url('demo/posts/1.jpg')).toBe('/files/demo/posts/1.jpg');
  });

  it.each([
    '../secret.txt',
    'a/../../secret.txt',
    'a/./b.txt',
    '/etc/passwd',
    'a\\..\\b.txt',
    'a//b.txt',
    '',
    '..',
    '.hidden',
    'photo.png.meta.json',
    'spaces in name.png',
  ])('refuses the unsafe key %j', async (key) => {
    await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.url(key)).toThrow(InvalidStorageKeyError);
    expect(await readdir(parent)).toEqual([]);
  });
});

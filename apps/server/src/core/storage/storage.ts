import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored object. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** What a stored object is, without its bytes. */
export interface ObjectInfo {
  size: number;
  contentType: string;
  modified: Date;
}

/** Bytes `start` to `end` of an object, both inclusive (HTTP's byte-range convention). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Object storage for avatars, images and recordings. Keys are relative paths such as
 * `avatars/12/3f2a.png`; the disk implementation is the default, an S3-compatible one plugs in
 * behind the same interface.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a stream without holding it in memory (recordings); answers how many bytes it
   * stored. A failing stream stores nothing under the key.
   */
  putStream(key: string, source: Readable, contentType: string): Promise<number>;
  /** The object, or null when the key holds nothing. */
  get(key: string): Promise<StoredObject | null>;
  /** Size, type and change time of the object, or null when the key holds nothing. */
  stat(key: string): Promise<ObjectInfo | null>;
  /**
   * The object's bytes as a stream, whole or one range of them (recordings are served to players
   * this way, never read into memory); null when the key holds nothing.
   */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

/** Thrown for a key that is not a safe relative path. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const META_SUFFIX = '.meta.json';
const MAX_KEY_LENGTH = 512;

/**
 * Checks that a key is a safe relative path: segments of letters, digits, `.`, `_`, `-`, joined
 * by `/`; no empty, `.` or `..` segment, no leading `/`, no backslash, and not a sidecar name.
 */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    !key.endsWith(META_SUFFIX) &&
    segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (!valid) throw new InvalidStorageKeyError(key);
}

/** Storage in a folder on disk; each object has a `<key>.meta.json` sidecar with its content type. */
export function createDiskStorage(dir: string, publicBase = '/files'): Storage {
  const root = path.resolve(dir);
  const base = publicBase.replace(/\/+$/, '');

  function fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(root, ...key.split('/'));
    // Belt and braces: the key rules above already keep every path inside the root.
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }

  /** Writes through a temporary file and a rename, so a reader never sees half a file. */
  async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file + META_SUFFIX, JSON.stringify({ contentType }));
      await writeAtomically(file, bytes);
    },

    async putStream(key, source, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = await spool(source, path.dirname(file));
      try {
        await writeAtomically(file + META_SUFFIX, JSON.stringify({ contentType }));
        await rename(temporary.file, file);
      } catch (error) {
        await rm(temporary.file, { force: true });
        throw error;
      }
      return temporary.size;
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, meta] = await Promise.all([
          readFile(file),
          readFile(file + META_SUFFIX, 'utf8'),
        ]);
        return {
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: contentTypeOf(meta),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async stat(key) {
      const file = fileOf(key);
      try {
        const [info, meta] = await Promise.all([stat(file), readFile(file + META_SUFFIX, 'utf8')]);
        return { size: info.size, contentType: contentTypeOf(meta), modified: info.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async read(key, range) {
      const file = fileOf(key);
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      // Opening is asynchronous: wait for it, so a missing file answers null instead of an error later.
      return new Promise<Readable | null>((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') resolve(null);
          else reject(error);
        });
      });
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },

    url(key) {
      assertStorageKey(key);
      return `${base}/${key}`;
    },
  };
}

/** The content type a sidecar records. */
function contentTypeOf(meta: string): string {
  const { contentType } = JSON.parse(meta) as { contentType?: unknown };
  return typeof contentType === 'string' ? contentType : 'application/octet-stream';
}

/** Writes a stream to a new temporary file in a folder; the file is removed if the stream fails. */
export async function spool(
  source: Readable,
  dir: string,
): Promise<{ file: string; size: number }> {
  const file = path.join(dir, `.${randomUUID()}.tmp`);
  const sink = createWriteStream(file);
  try {
    await pipeline(source, sink);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { file, size: sink.bytesWritten };
}

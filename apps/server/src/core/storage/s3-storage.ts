import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Config, S3Settings } from '../config/config';
import { assertStorageKey, createDiskStorage, spool, type Storage } from './storage';

/** An S3 request that failed for a reason other than a missing object. */
export class S3StorageError extends Error {}

/**
 * Storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2 …), signed with
 * AWS Signature V4 by aws4fetch. Objects are addressed path-style, which every S3-compatible
 * service accepts. Browsers load objects from `publicUrl` when the bucket is public, otherwise
 * through this server's /files route, which reads them with `get`.
 */
export function createS3Storage(
  settings: S3Settings,
  options: { publicBase?: string } = {},
): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const send = (url: string, init: RequestInit) => client.fetch(url, init);
  // A streamed body cannot be sent twice, so streamed uploads are not retried.
  const once = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 0,
  });
  const base = (options.publicBase ?? '/files').replace(/\/+$/, '');

  function objectUrl(key: string): string {
    assertStorageKey(key);
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${path}`;
  }

  async function fail(action: string, key: string, response: Response): Promise<never> {
    const body = (await response.text().catch(() => '')).slice(0, 300);
    throw new S3StorageError(`S3 ${action} ${key} failed with ${response.status}: ${body}`);
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send(objectUrl(key), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail('PUT', key, response);
    },

    async putStream(key, source, contentType) {
      // S3 needs the length up front: the stream is spooled to a temporary file, not to memory.
      const { file, size } = await spool(source, tmpdir());
      try {
        const response = await once.fetch(objectUrl(key), {
          method: 'PUT',
          body: Readable.toWeb(createReadStream(file)) as ReadableStream,
          headers: { 'content-type': contentType, 'content-length': String(size) },
        });
        if (!response.ok) await fail('PUT', key, response);
      } finally {
        await rm(file, { force: true });
      }
      return size;
    },

    async get(key) {
      const response = await send(objectUrl(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) await fail('GET', key, response);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    async stat(key) {
      const response = await send(objectUrl(key), { method: 'HEAD' });
      if (response.status === 404) return null;
      if (!response.ok) await fail('HEAD', key, response);
      const modified = new Date(response.headers.get('last-modified') ?? 0);
      return {
        size: Number(response.headers.get('content-length') ?? 0),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        modified: Number.isNaN(modified.getTime()) ? new Date(0) : modified,
      };
    },

    async read(key, range) {
      const headers: Record<string, string> = range
        ? { range: `bytes=${range.start}-${range.end}` }
        : {};
      const response = await send(objectUrl(key), { method: 'GET', headers });
      if (response.status === 404) return null;
      if (!response.ok) await fail('GET', key, response);
      if (!response.body) return Readable.from([]);
      return Readable.fromWeb(response.body as WebReadableStream);
    },

    async delete(key) {
      const response = await send(objectUrl(key), { method: 'DELETE' });
      // S3 answers 204 for a missing key too; some compatible services answer 404.
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
    },

    url(key) {
      assertStorageKey(key);
      return settings.publicUrl ? `${settings.publicUrl}/${key}` : `${base}/${key}`;
    },
  };
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else the disk. */
export function createConfiguredStorage(config: Pick<Config, 's3' | 'storageDir'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.storageDir);
}

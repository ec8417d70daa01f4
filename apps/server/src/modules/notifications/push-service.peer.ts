import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { randomHex } from '../../core/random';

/** One push the local push service accepted: its verified claims and decrypted payload. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  claims: { aud: string; exp: number; sub: string };
  payload: unknown;
}

/** A browser's subscription keys (as PushSubscription.toJSON() gives them). */
export interface BrowserKeys {
  p256dh: string;
  auth: string;
}

export interface PushServicePeer {
  url: string;
  /** A new browser: its endpoint on this service and its keys; the private key stays here. */
  browser(): { endpoint: string; keys: BrowserKeys };
  received: ReceivedPush[];
  /** Answers 410 Gone for this endpoint from now on (the browser unsubscribed). */
  expire(endpoint: string): void;
  close(): Promise<void>;
}

function publicKeyObject(raw: Buffer) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/**
 * A local push service as RFC 8030/8291/8292 describe it: it refuses a push whose VAPID JWT
 * does not verify against the key in `Authorization: vapid t=…, k=…` or names another audience,
 * and decrypts the aes128gcm body with the browser's private key, as a browser would.
 */
export async function startPushService(applicationServerKey: string): Promise<PushServicePeer> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const fail = (status: number, why: string) => {
        response.statusCode = status;
        response.end(why);
      };
      const path = request.url ?? '';
      if (gone.has(path)) return fail(410, 'gone');
      const browser = browsers.get(path);
      if (!browser) return fail(404, 'no such subscription');
      const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
        request.headers.authorization ?? '',
      );
      if (!match?.[1] || !match[2]) return fail(401, 'no vapid authorization');
      if (match[2] !== applicationServerKey) return fail(403, 'not the subscribed key');
      const [head, body, signature] = match[1].split('.') as [string, string, string];
      const valid = verify(
        'sha256',
        Buffer.from(`${head}.${body}`),
        { key: publicKeyObject(Buffer.from(match[2], 'base64url')), dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
      if (!valid) return fail(403, 'bad signature');
      const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
      const claims = JSON.parse(
        Buffer.from(body, 'base64url').toString(),
      ) as ReceivedPush['claims'];
      if (header.alg !== 'ES256') return fail(403, 'not ES256');
      if (claims.aud !== `http://${request.headers.host}`) return fail(403, 'wrong audience');
      if (claims.exp * 1000 < Date.now()) return fail(403, 'expired');
      if (request.headers['content-encoding'] !== 'aes128gcm') return fail(415, 'encoding');
      let payload: unknown;
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth.toString('base64url'),
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch {
        return fail(400, 'cannot decrypt');
      }
      received.push({ path, headers: request.headers, claims, payload });
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    received,
    browser() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomHex(8)}`;
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${url}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    expire(endpoint) {
      gone.add(new URL(endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { accounts } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { tokenFor } from '../../test/factories';
import { bearer, buildUserWithPassword } from '../../test/accounts-factories';
import { sniffImageType } from './avatar.service';

let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 255, g: 81, b: 0 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const url = '/api/v1/interactionSite/account/edit/avatar';

/** A multipart/form-data body with one file part. */
function multipart(
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
) {
  const boundary = `----quad${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'me.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = async (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe('PUT /account/edit/avatar', () => {
  it('needs a token', async () => {
    expect((await upload({}, multipart(png))).statusCode).toBe(401);
  });

  it('stores a square WebP, serves it, and replaces the previous one', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const headers = bearer(await tokenFor(t.app, account));
    const first = await upload(headers, multipart(png));
    expect(first.statusCode).toBe(200);
    const avatar: string = first.json().data.avatar;
    expect(avatar).toMatch(new RegExp(`^/files/avatars/${account.id}/[\\w-]+\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const second = await upload(headers, multipart(png, { filename: 'again.png' }));
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v1/interactionSite/account/info',
      headers,
    });
    expect(info.json().data.account.avatar).toBe(second.json().data.avatar);
  });

  it('sniffs the type from the bytes, not the name or the claimed type', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const headers = bearer(await tokenFor(t.app, account));
    const script = await upload(
      headers,
      multipart(Buffer.from('<svg onload="alert(1)"></svg>'), { type: 'image/png' }),
    );
    expect(script.statusCode).toBe(415);
    expect(script.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const jpegNamedTxt = await sharp(png).jpeg().toBuffer();
    expect(
      (await upload(headers, multipart(jpegNamedTxt, { filename: 'me.txt', type: 'text/plain' })))
        .statusCode,
    ).toBe(200);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(100)]);
    expect((await upload(headers, multipart(broken))).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.avatarKey).toMatch(/\.webp$/);
  });

  it('refuses files over 5 MB with 413, and non-multipart or empty requests', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const headers = bearer(await tokenFor(t.app, account));
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(headers, multipart(huge));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const json = await t.app.inject({ method: 'PUT', url, headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const empty = await upload(headers, multipart(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    const noFile = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'this is not multipart at all',
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF and WebP signatures and nothing else', async () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(await sharp(png).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await sharp(png).gif().toBuffer())).toBe('image/gif');
    expect(sniffImageType(await sharp(png).webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF87'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});

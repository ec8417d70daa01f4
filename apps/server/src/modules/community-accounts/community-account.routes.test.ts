import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, accountSubjects, spaces } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildAdmin,
  buildAmbassador,
  buildProspect,
  buildUniversity,
  tokenFor,
} from '../../test/factories';
import { bearer } from '../../test/accounts-factories';
import { COMMUNITY } from './community-test-support';

let t: TestApp;
let universityId: number;
let spaceId: number;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  universityId = (await buildUniversity(t.database.db)).id;
  const [space] = await t.database.db
    .insert(spaces)
    .values({ universityId, name: 'Harbour community', isDefault: true })
    .returning();
  spaceId = space!.id;
  png = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const info = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `${COMMUNITY}/account/info${query}`, headers });
const community = async (account: Parameters<typeof tokenFor>[1]) =>
  bearer(await tokenFor(t.app, account, 'community'));

/** A multipart/form-data body of text fields and an optional avatar file. */
function form(fields: Record<string, string>, file?: { bytes: Buffer; field?: string }) {
  const boundary = `----quad${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'avatar'}"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const update = (headers: Record<string, string>, body: ReturnType<typeof form>) =>
  t.app.inject({
    method: 'PUT',
    url: `${COMMUNITY}/account/profile/update`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe('GET /community/account/info', () => {
  it('needs a community token: none, or the widget’s, is a 401', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    expect((await info({})).statusCode).toBe(401);
    const widget = await info(bearer(await tokenFor(t.app, prospect)));
    expect(widget.statusCode).toBe(401);
    expect(widget.json().error.message).toBe(
      'This session cannot be used here. Please sign in again.',
    );
  });

  it('shows a prospect without subjects as not authorised, with the default space', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const response = await info(await community(prospect));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account).toEqual({
      id: prospect.id,
      firstName: prospect.name,
      lastName: prospect.lastName,
      email: prospect.email,
      avatar: null,
      roleKey: 'prospect',
      universityId,
      spaceId,
      subjects: [],
      isAuthorised: false,
      ambassadorData: null,
      subscribed: false,
    });
  });

  it('authorises a prospect who follows a subject, and an admin by role', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    await t.database.db.insert(accountSubjects).values({ accountId: prospect.id, subjectId: 26 });
    const followed = (await info(await community(prospect))).json().data.account;
    expect(followed).toMatchObject({ isAuthorised: true, subjects: [{ id: 26, name: 'Biology' }] });
    const admin = await buildAdmin(t.database.db, universityId);
    const adminInfo = (await info(await community(admin))).json().data.account;
    expect(adminInfo).toMatchObject({
      roleKey: 'univercity-admin',
      isAuthorised: true,
      subjects: [],
    });
  });

  it('shows an ambassador’s profile key and profile subject', async () => {
    const { account } = await buildAmbassador(t.database.db, universityId, {
      profile: { profileType: 'alumni', subjectId: 18 },
    });
    const data = (await info(await community(account))).json().data.account;
    expect(data).toMatchObject({
      ambassadorData: { profile: { key: 'alumni' } },
      subjects: [{ id: 18, name: 'Architecture' }],
      isAuthorised: true,
    });
  });

  it('answers the space of another community when asked, and refuses a bad id', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const other = await buildUniversity(t.database.db);
    const headers = await community(prospect);
    expect(
      (await info(headers, `?universityId=${other.id}`)).json().data.account.spaceId,
    ).toBeNull();
    expect((await info(headers, '?universityId=abc')).statusCode).toBe(400);
  });
});

describe('POST /community/account/subscribe', () => {
  const subscribe = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${COMMUNITY}/account/subscribe`,
      headers,
      payload: payload as object,
    });

  it('turns e-mail updates on and off', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const headers = await community(prospect);
    const on = await subscribe(headers, { subscribed: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.account.subscribed).toBe(true);
    const off = await subscribe(headers, { subscribed: false });
    expect(off.json().data.account.subscribed).toBe(false);
  });

  it('refuses no token or the widget’s (401) and bad input (400), changing nothing', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    expect((await subscribe({}, { subscribed: true })).statusCode).toBe(401);
    const widget = bearer(await tokenFor(t.app, prospect));
    expect((await subscribe(widget, { subscribed: true })).statusCode).toBe(401);
    const bad = await subscribe(await community(prospect), { subscribed: 'yes' });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, prospect.id));
    expect(row?.resiveEmail).toBe(false);
  });
});

describe('PUT /community/account/profile/update', () => {
  it('updates the names, replaces the subjects and stores a new avatar', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    await t.database.db.insert(accountSubjects).values({ accountId: prospect.id, subjectId: 1 });
    const headers = await community(prospect);
    const response = await update(
      headers,
      form({ firstName: ' Noor ', lastName: 'Haddad', subjectIds: '[26, 3]' }, { bytes: png }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const account = response.json().data.account;
    expect(account).toMatchObject({ firstName: 'Noor', lastName: 'Haddad', isAuthorised: true });
    expect(
      account.subjects.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b),
    ).toEqual([3, 26]);
    expect(account.avatar).toMatch(new RegExp(`^/files/avatars/${prospect.id}/[\\w-]+\\.webp$`));
    // Left out, the subjects stay; [] clears them.
    const kept = await update(headers, form({ firstName: 'Noor', lastName: 'Haddad' }));
    expect(kept.json().data.account.subjects).toHaveLength(2);
    const cleared = await update(
      headers,
      form({ firstName: 'Noor', lastName: 'Haddad', subjectIds: '[]' }),
    );
    expect(cleared.json().data.account).toMatchObject({ subjects: [], isAuthorised: false });
  });

  it('refuses no token or the widget’s token (401)', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const body = form({ firstName: 'A', lastName: 'B' });
    expect((await update({}, body)).statusCode).toBe(401);
    expect((await update(bearer(await tokenFor(t.app, prospect)), body)).statusCode).toBe(401);
  });

  it('refuses bad fields (400), a body that is not multipart and a file that is not an image (415), changing nothing', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const headers = await community(prospect);
    const bad: Record<string, string>[] = [
      { firstName: '', lastName: 'B' },
      { lastName: 'B' },
      { firstName: 'A', lastName: 'B', subjectIds: 'not json' },
      { firstName: 'A', lastName: 'B', subjectIds: '[999999]' },
      { firstName: 'A', lastName: 'B', subjectIds: '{"a":1}' },
    ];
    for (const fields of bad) {
      const response = await update(headers, form(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: `${COMMUNITY}/account/profile/update`,
      headers,
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(json.statusCode).toBe(415);
    const notImage = await update(
      headers,
      form({ firstName: 'A', lastName: 'B' }, { bytes: Buffer.from('plain text, not an image') }),
    );
    expect(notImage.statusCode).toBe(415);
    const wrongField = await update(
      headers,
      form({ firstName: 'A', lastName: 'B' }, { bytes: png, field: 'file' }),
    );
    expect(wrongField.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, prospect.id));
    expect(row).toMatchObject({ name: prospect.name, avatarKey: null });
  });

  it('refuses an image over the size limit (413)', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await update(
      await community(prospect),
      form({ firstName: 'A', lastName: 'B' }, { bytes: big }),
    );
    expect(response.statusCode).toBe(413);
  });
});

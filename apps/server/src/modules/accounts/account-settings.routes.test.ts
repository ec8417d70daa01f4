import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accountIdentities,
  accounts,
  dialogMembers,
  dialogs,
  messages,
  questionAnswers,
  refreshTokens,
} from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildAmbassador, buildUniversity, tokenFor } from '../../test/factories';
import {
  bearer,
  buildQuestion,
  buildUserWithPassword,
  signIn,
} from '../../test/accounts-factories';

let t: TestApp;
let universityId: number;

beforeAll(async () => {
  t = await buildTestApp();
  universityId = (await buildUniversity(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const base = '/api/v1/interactionSite';
const user = async (overrides: Parameters<typeof buildUserWithPassword>[1] = {}) => {
  const account = await buildUserWithPassword(t.database.db, { universityId, ...overrides });
  return { account, headers: bearer(await tokenFor(t.app, account)) };
};

describe('POST /account/saveAcceptedTerms', () => {
  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/account/saveAcceptedTerms` })).statusCode,
    ).toBe(401);
  });

  it('records the acceptance once', async () => {
    const { account, headers } = await user();
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/account/saveAcceptedTerms`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account.termsAccepted).toBe(true);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const first = row?.acceptedTermsAt;
    await t.app.inject({ method: 'POST', url: `${base}/account/saveAcceptedTerms`, headers });
    const [again] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(again?.acceptedTermsAt).toEqual(first);
  });

  it('refuses a deleted account', async () => {
    const { headers } = await user({ deletedAt: new Date() });
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/account/saveAcceptedTerms`, headers }))
        .statusCode,
    ).toBe(401);
  });
});

describe('PUT /account/edit', () => {
  const edit = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${base}/account/edit`,
      headers,
      payload: payload as object,
    });

  it('needs a token', async () => {
    expect((await edit({}, { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });

  it('renames the account, trimmed', async () => {
    const { headers } = await user();
    const response = await edit(headers, { firstName: '  Ana ', lastName: 'Silva' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account).toMatchObject({ name: 'Ana', last_name: 'Silva' });
  });

  it("rebuilds an ambassador's search words", async () => {
    const { account } = await buildAmbassador(t.database.db, universityId);
    const response = await edit(bearer(await tokenFor(t.app, account)), {
      firstName: 'Zanele',
      lastName: 'Mokoena',
    });
    expect(response.statusCode).toBe(200);
    const { ambassadorProfiles } = await import('../../core/db/schema');
    const [profile] = await t.database.db
      .select()
      .from(ambassadorProfiles)
      .where(eq(ambassadorProfiles.accountId, account.id));
    expect(profile?.searchText).toContain('Zanele Mokoena');
  });

  it('refuses empty or huge names and an unknown live stream, changing nothing', async () => {
    const { account, headers } = await user();
    for (const payload of [
      { firstName: '', lastName: 'B' },
      { firstName: 'A'.repeat(101), lastName: 'B' },
      { firstName: 'A' },
      ['A', 'B'],
    ]) {
      expect((await edit(headers, payload)).statusCode).toBe(400);
    }
    expect(
      (await edit(headers, { firstName: 'A', lastName: 'B', liveStreamId: 999999 })).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.name).toBe(account.name);
  });
});

describe('PUT /account/edit/changeMailing', () => {
  const change = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${base}/account/edit/changeMailing`,
      headers,
      payload: payload as object,
    });

  it('needs a token', async () => {
    expect((await change({}, { mailing: [], university_id: universityId })).statusCode).toBe(401);
  });

  it('merges the answers by id', async () => {
    const { headers } = await user({
      mailing: [
        { id: 1, answer: true },
        { id: 2, answer: true },
      ],
    });
    const response = await change(headers, {
      mailing: [
        { id: 2, answer: false },
        { id: 3, answer: true },
      ],
      university_id: universityId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mailing).toEqual([
      { id: 1, answer: true },
      { id: 2, answer: false },
      { id: 3, answer: true },
    ]);
  });

  it('refuses bad input with 400 and an unknown university with 404', async () => {
    const { headers } = await user();
    expect(
      (await change(headers, { mailing: [{ id: 1, answer: 'yes' }], university_id: universityId }))
        .statusCode,
    ).toBe(400);
    expect((await change(headers, { mailing: {}, university_id: universityId })).statusCode).toBe(
      400,
    );
    expect((await change(headers, { mailing: [], university_id: 999999 })).statusCode).toBe(404);
  });
});

describe('PUT /account/delete', () => {
  const remove = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `${base}/account/delete`, headers });

  it('needs a token, and is for prospects', async () => {
    expect((await remove({})).statusCode).toBe(401);
    const admin = await buildAdmin(t.database.db, universityId);
    expect((await remove(bearer(await tokenFor(t.app, admin)))).statusCode).toBe(403);
  });

  it('erases personal data and sessions while the conversation keeps an anonymised author', async () => {
    const { account } = await user({
      phoneCountry: '+44',
      phoneNumber: '7700900123',
      nationalityId: 31,
      mailing: [{ id: 1, answer: true }],
      utm: { source: 'instagram' },
    });
    const session = await signIn(t.app, account.email);
    const question = await buildQuestion(t.database.db, universityId);
    await t.database.db
      .insert(questionAnswers)
      .values({ accountId: account.id, questionId: question.id, answer: 'x' });
    await t.database.db
      .insert(accountIdentities)
      .values({ accountId: account.id, provider: 'google', providerUserId: `g-${account.id}` });
    const [dialog] = await t.database.db
      .insert(dialogs)
      .values({ type: 4, universityId, name: 'Chat' })
      .returning();
    await t.database.db
      .insert(dialogMembers)
      .values({ dialogId: dialog!.id, accountId: account.id, roleKey: 'prospect' });
    const [message] = await t.database.db
      .insert(messages)
      .values({ dialogId: dialog!.id, seq: 1, accountId: account.id, type: 'text', text: 'Hello!' })
      .returning();

    const response = await remove(bearer(session.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ deleted: true });
    expect(response.cookies.find((c) => c.name === 'quad_refresh')?.value).toBe('');

    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({
      email: `deleted-${account.id}@deleted.invalid`,
      passwordHash: null,
      name: 'Deleted',
      lastName: 'user',
      phoneNumber: null,
      nationalityId: null,
      mailing: [],
      utm: {},
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.database.db
        .select()
        .from(questionAnswers)
        .where(eq(questionAnswers.accountId, account.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(accountIdentities)
        .where(eq(accountIdentities.accountId, account.id)),
    ).toEqual([]);
    const tokens = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, account.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    const [kept] = await t.database.db.select().from(messages).where(eq(messages.id, message!.id));
    expect(kept?.accountId).toBe(account.id);
    // Signed out everywhere, and the address is free again.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${base}/account/info`,
          headers: bearer(session.token),
        })
      ).statusCode,
    ).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/refreshTokens`,
      payload: { token: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const unique = await t.app.inject({
      method: 'GET',
      url: `${base}/auth/unique/email?email=${encodeURIComponent(account.email)}`,
    });
    expect(unique.json().data.isUnique).toBe(true);
  });
});

describe('PUT /account/language', () => {
  const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `${base}/account/language`, headers, payload });
  const notificationDataOf = async (id: number) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]?.notificationData;

  it('needs a token', async () => {
    expect((await put({}, { language: 'de' })).statusCode).toBe(401);
  });

  it("keeps the language beside the account's other notification data", async () => {
    const { account, headers } = await user({
      notificationData: { method: 'sms', phone_country: 'GB', phone_number: '7700900123' },
    });
    expect((await put(headers, { language: 'de' })).json().data.account.language).toBe('de');
    const response = await put(headers, { language: 'zh-Hans' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account).toMatchObject({
      language: 'zh-Hans',
      notificationData: { method: 'sms', phone_number: '7700900123' },
    });
    expect(await notificationDataOf(account.id)).toMatchObject({
      language: 'zh-Hans',
      method: 'sms',
      phone_country: 'GB',
    });
    const info = await t.app.inject({ method: 'GET', url: `${base}/account/info`, headers });
    expect(info.json().data.account.language).toBe('zh-Hans');
  });

  it('refuses a language Quad is not written in, and changes nothing', async () => {
    const { account, headers } = await user();
    await put(headers, { language: 'fr' });
    for (const body of [{ language: 'sv' }, { language: 'zh-TW' }, { language: '' }, {}]) {
      const response = await put(headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await notificationDataOf(account.id))?.['language']).toBe('fr');
  });
});

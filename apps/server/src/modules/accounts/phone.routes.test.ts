import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildUniversity, tokenFor } from '../../test/factories';
import { bearer, buildUserWithPassword, textsTo } from '../../test/accounts-factories';

let t: TestApp;
let universityId: number;

beforeAll(async () => {
  t = await buildTestApp();
  universityId = (await buildUniversity(t.database.db, { name: 'Lakeside University' })).id;
});
afterAll(async () => {
  await t.close();
});

const base = '/api/v1/interactionSite';
let counter = 100000;
const phone = () => ({ phone_country: '+44', phone_number: `07700 ${(counter += 1)}` });
const e164 = (p: { phone_number: string }) =>
  `+44${p.phone_number.replace(/\D/g, '').replace(/^0/, '')}`;
const user = async () => {
  const account = await buildUserWithPassword(t.database.db, { universityId });
  return { account, headers: bearer(await tokenFor(t.app, account)) };
};
const put = (path: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `${base}${path}`, headers, payload: payload as object });
const codeIn = (text: string) => /^(\d{6})\b/.exec(text)?.[1] ?? '';

describe('PUT /auth/phoneNumberVerification and …Confirm', () => {
  it('needs a token', async () => {
    expect((await put('/auth/phoneNumberVerification', {}, phone())).statusCode).toBe(401);
    expect(
      (await put('/auth/phoneNumberVerificationConfirm', {}, { ...phone(), code: '123456' }))
        .statusCode,
    ).toBe(401);
  });

  it('texts a one-time code and verifies the number with it, once', async () => {
    const { account, headers } = await user();
    const number = phone();
    const sent = await put('/auth/phoneNumberVerification', headers, number);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ sent: true, expiresInMinutes: 10 });
    const [text] = await textsTo(t.app, e164(number));
    expect(text?.text).toMatch(
      /^\d{6} is your Lakeside University verification code\. It expires in 10 minutes\.$/,
    );
    const code = codeIn(text!.text);

    const otherNumber = await put('/auth/phoneNumberVerificationConfirm', headers, {
      ...phone(),
      code,
    });
    expect(otherNumber.statusCode).toBe(400);
    const confirmed = await put('/auth/phoneNumberVerificationConfirm', headers, {
      ...number,
      code,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ ...number, is_verified: true });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({
      phoneVerified: true,
      phoneCountry: '+44',
      phoneNumber: number.phone_number,
    });
    expect(
      (await put('/auth/phoneNumberVerificationConfirm', headers, { ...number, code })).statusCode,
    ).toBe(400);
  });

  it('refuses malformed numbers and codes with 400', async () => {
    const { headers } = await user();
    for (const payload of [
      { phone_country: 'GB', phone_number: '7700900123' },
      { phone_country: '+44', phone_number: 'call me' },
      {},
      [phone()],
    ]) {
      expect((await put('/auth/phoneNumberVerification', headers, payload)).statusCode).toBe(400);
    }
    expect(
      (await put('/auth/phoneNumberVerificationConfirm', headers, { ...phone(), code: '12' }))
        .statusCode,
    ).toBe(400);
  });

  it('limits codes per account', async () => {
    const { headers } = await user();
    let status = 0;
    for (let i = 0; i < 6; i += 1)
      status = (await put('/auth/phoneNumberVerification', headers, phone())).statusCode;
    expect(status).toBe(429);
  });
});

describe('PUT /account/notificationMethod and …/confirmNotificationMethod', () => {
  it('needs a token', async () => {
    expect((await put('/account/notificationMethod', {}, { method: 'email' })).statusCode).toBe(
      401,
    );
    expect(
      (await put('/account/confirmNotificationMethod', {}, { code: '123456' })).statusCode,
    ).toBe(401);
  });

  it('switches to email at once', async () => {
    const { headers } = await user();
    const response = await put('/account/notificationMethod', headers, { method: 'email' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      notificationData: {
        method: 'email',
        phone_country: null,
        phone_number: null,
        is_verified: true,
      },
      verificationRequired: false,
    });
  });

  it('switches to SMS once the texted code is confirmed', async () => {
    const { headers } = await user();
    const number = phone();
    const asked = await put('/account/notificationMethod', headers, { method: 'sms', ...number });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.verificationRequired).toBe(true);
    expect(asked.json().data.notificationData.method).toBeNull();
    const [text] = await textsTo(t.app, e164(number));
    const wrong = await put('/account/confirmNotificationMethod', headers, {
      code: '000000' === codeIn(text!.text) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await put('/account/confirmNotificationMethod', headers, {
      code: codeIn(text!.text),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.notificationData).toEqual({
      method: 'sms',
      ...number,
      is_verified: true,
    });
    const info = await t.app.inject({ method: 'GET', url: `${base}/account/info`, headers });
    expect(info.json().data.account.notificationData).toEqual({
      method: 'sms',
      ...number,
      is_verified: true,
    });
    // The verified number switches to WhatsApp without another code.
    const whatsapp = await put('/account/notificationMethod', headers, {
      method: 'whatsapp',
      ...number,
    });
    expect(whatsapp.json().data).toMatchObject({
      verificationRequired: false,
      notificationData: { method: 'whatsapp', is_verified: true },
    });
  });

  it('refuses an SMS method without a number, an unknown method, and a confirmation with no pending code', async () => {
    const { headers } = await user();
    const noPhone = await put('/account/notificationMethod', headers, { method: 'sms' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.message).toContain('A phone number is needed');
    expect(
      (await put('/account/notificationMethod', headers, { method: 'pigeon' })).statusCode,
    ).toBe(400);
    expect(
      (await put('/account/confirmNotificationMethod', headers, { code: '123456' })).statusCode,
    ).toBe(400);
  });
});

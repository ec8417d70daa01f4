import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, oneTimeCodes } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { ar } from '../../core/mail/templates/locales/ar';
import { de } from '../../core/mail/templates/locales/de';
import { buildUniversity, buildWidgetSettings, tokenFor } from '../../test/factories';
import {
  bearer,
  buildUserWithPassword,
  codeInMail,
  decodeMail,
  freshAddress,
  signIn,
  TEST_PASSWORD,
} from '../../test/accounts-factories';

let sink: SmtpSink;
let t: TestApp;
let universityId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: sink.url });
  const university = await buildUniversity(t.database.db, {
    name: 'Harbour University',
    primaryColor: '#0F766E',
  });
  universityId = university.id;
  await buildWidgetSettings(t.database.db, { universityId, primaryColor: '#7C3AED' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const base = '/api/v1/interactionSite';
let counter = 0;
const address = (name: string) => `${name}.${Date.now()}.${(counter += 1)}@example.com`;
const user = async (name = 'sam') => {
  const account = await buildUserWithPassword(t.database.db, {
    universityId,
    email: address(name),
    name: 'Sam',
  });
  return { account, headers: bearer(await tokenFor(t.app, account)) };
};
const mailsTo = (to: string) => sink.received.filter((m) => m.to.includes(to));

describe('GET and POST /account/edit/email', () => {
  const url = `${base}/account/edit/email`;

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?email=a@example.com` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          payload: { email: 'a@example.com', code: '123456' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('mails a code to the new address and moves the account once it comes back', async () => {
    const { account, headers } = await user();
    const next = address('new');
    const asked = await t.app.inject({
      method: 'GET',
      url: `${url}?email=${encodeURIComponent(next)}`,
      headers,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({ sent: true, expiresInMinutes: 15 });
    const mail = await sink.waitFor(next);
    const text = decodeMail(mail.raw);
    expect(text).toContain('Subject: Confirm your new email address');
    expect(text).toContain('Harbour University');
    expect(text).toContain('background:#7C3AED');
    const code = codeInMail(mail.raw);

    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { email: next, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const otherAddress = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { email: address('other'), code },
    });
    expect(otherAddress.statusCode).toBe(400);

    const confirmed = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { email: next, code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.account.email).toBe(next);
    const notice = decodeMail((await sink.waitFor(account.email)).raw);
    expect(notice).toContain('Subject: Your email address was changed');
    expect(notice).toContain(next);
    // Single use.
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { email: next, code },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a taken address with 409, the current one and bad input with 400', async () => {
    const { account, headers } = await user();
    const { account: other } = await user('taken');
    const taken = await t.app.inject({
      method: 'GET',
      url: `${url}?email=${encodeURIComponent(other.email)}`,
      headers,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${url}?email=${encodeURIComponent(account.email)}`,
          headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?email=nope`, headers })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers,
          payload: { email: 'a@example.com', code: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stops a code after five wrong guesses', async () => {
    const { headers } = await user();
    const next = address('guess');
    await t.app.inject({ method: 'GET', url: `${url}?email=${encodeURIComponent(next)}`, headers });
    const code = codeInMail((await sink.waitFor(next)).raw);
    for (let i = 0; i < 5; i += 1) {
      const guess = String((Number(code) + i + 1) % 1_000_000).padStart(6, '0');
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url,
            headers,
            payload: { email: next, code: guess },
          })
        ).statusCode,
      ).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'POST', url, headers, payload: { email: next, code } }))
        .statusCode,
    ).toBe(400);
  });

  it('limits how many codes one account can ask for', async () => {
    const { headers } = await user();
    let status = 0;
    for (let i = 0; i < 6; i += 1) {
      status = (
        await t.app.inject({
          method: 'GET',
          url: `${url}?email=${encodeURIComponent(address(`n${i}`))}`,
          headers,
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('GET and POST /account/edit/password', () => {
  const url = `${base}/account/edit/password`;

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
  });

  it('changes the password with the mailed code and signs out every other session', async () => {
    const { account } = await user();
    const other = await signIn(t.app, account.email);
    const current = await signIn(t.app, account.email);
    const headers = bearer(current.token);
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    const mail = await sink.waitFor(account.email);
    expect(decodeMail(mail.raw)).toContain('Subject: Your code to change your password');
    const code = codeInMail(mail.raw);

    const mismatch = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { code, password: 'new-lantern-93', confirm_password: 'new-lantern-94' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toContainEqual(
      expect.objectContaining({
        path: 'body.confirm_password',
        message: 'Passwords do not match.',
      }),
    );
    const common = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { code, password: 'iloveyou123', confirm_password: 'iloveyou123' },
    });
    expect(common.statusCode).toBe(400);

    const changed = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { code, password: 'new-lantern-93', confirm_password: 'new-lantern-93' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.token).toEqual(expect.any(String));
    const refreshOther = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/refreshTokens`,
      payload: { token: other.refreshToken },
    });
    expect(refreshOther.statusCode).toBe(401);
    // The other session's access token stops working at once, not when it expires.
    const info = (token: string) =>
      t.app.inject({ method: 'GET', url: `${base}/account/info`, headers: bearer(token) });
    expect((await info(other.token)).statusCode).toBe(401);
    expect((await info(current.token)).statusCode).toBe(401);
    expect((await info(changed.json().data.token)).statusCode).toBe(200);
    const refreshNew = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/refreshTokens`,
      payload: { token: changed.json().data.refreshToken },
    });
    expect(refreshNew.statusCode).toBe(200);
    await expect(signIn(t.app, account.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(signIn(t.app, account.email, 'new-lantern-93')).resolves.toBeTruthy();
    await expect
      .poll(() => mailsTo(account.email).some((m) => m.raw.includes('Your password was changed')))
      .toBe(true);
  });
});

describe('POST /account/recovery/password and …/passwordConfirm', () => {
  const request = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/account/recovery/password`,
      payload: payload as object,
      remoteAddress: freshAddress(),
    });
  const confirm = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/account/recovery/passwordConfirm`,
      payload: payload as object,
      remoteAddress: freshAddress(),
    });

  it('answers the same whether or not the address has an account', async () => {
    const { account } = await user();
    const known = await request({ email: account.email });
    const unknown = await request({ email: address('ghost') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, data: { sent: true } });
  });

  it("writes the link in the account's language, else in the request's", async () => {
    const german = await user();
    await t.app.inject({
      method: 'PUT',
      url: `${base}/account/language`,
      headers: german.headers,
      payload: { language: 'de' },
    });
    await request({ email: german.account.email, universityId });
    // Quoted-printable bytes, read as the UTF-8 they are.
    const readable = (raw: string) => Buffer.from(decodeMail(raw), 'latin1').toString('utf8');
    const inGerman = readable((await sink.waitFor(german.account.email)).raw);
    expect(inGerman).toContain(de.passwordRecovery.body(0)[0]);
    expect(inGerman).toContain(de.passwordRecovery.action);
    expect(inGerman).toContain('lang="de"');

    const visitor = await user();
    await t.app.inject({
      method: 'POST',
      url: `${base}/account/recovery/password`,
      payload: { email: visitor.account.email, universityId },
      headers: { 'accept-language': 'ar-EG, en;q=0.5' },
      remoteAddress: freshAddress(),
    });
    const inArabic = readable((await sink.waitFor(visitor.account.email)).raw);
    expect(inArabic).toContain(ar.passwordRecovery.action);
    expect(inArabic).toContain('lang="ar" dir="rtl"');
  });

  it('mails a single-use, expiring link with user_id and a hex code that sets a new password', async () => {
    const { account } = await user();
    const session = await signIn(t.app, account.email);
    expect((await request({ email: account.email, universityId })).statusCode).toBe(200);
    const mail = decodeMail((await sink.waitFor(account.email)).raw);
    expect(mail).toContain('Subject: Reset your password');
    const link = /(http:\/\/localhost:3000\/\d+\/interaction\/sign-in\?[^\s"<]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const params = new URL(link!.replace(/&amp;/g, '&')).searchParams;
    expect(params.get('action')).toBe('reset-password');
    expect(params.get('user_id')).toBe(String(account.id));
    const code = params.get('code')!;
    expect(code).toMatch(/^[0-9a-f]{64}$/);

    const mismatch = await confirm({
      user_id: account.id,
      code,
      new_password: 'tidal-compass-58',
      confirm_password: 'other',
    });
    expect(mismatch.statusCode).toBe(400);
    const wrongUser = await confirm({
      user_id: account.id + 100000,
      code,
      new_password: 'tidal-compass-58',
      confirm_password: 'tidal-compass-58',
    });
    expect(wrongUser.statusCode).toBe(400);
    expect(wrongUser.json().error.code).toBe('INVALID_CODE');

    const done = await confirm({
      user_id: account.id,
      code,
      new_password: 'tidal-compass-58',
      confirm_password: 'tidal-compass-58',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.account.id).toBe(account.id);
    const reused = await confirm({
      user_id: account.id,
      code,
      new_password: 'tidal-compass-59',
      confirm_password: 'tidal-compass-59',
    });
    expect(reused.statusCode).toBe(400);
    const old = await t.app.inject({
      method: 'POST',
      url: `${base}/auth/refreshTokens`,
      payload: { token: session.refreshToken },
    });
    expect(old.statusCode).toBe(401);
    await expect(signIn(t.app, account.email, 'tidal-compass-58')).resolves.toBeTruthy();
  });

  it('refuses an expired code', async () => {
    const { account } = await user();
    await request({ email: account.email });
    const params = new URL(
      /(http:\/\/localhost:3000\/[^\s"<]+)/
        .exec(
          decodeMail((await sink.waitFor(account.email)).raw)
            .split('Reset your password')
            .pop()!,
        )![1]!
        .replace(/&amp;/g, '&'),
    ).searchParams;
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.accountId, account.id));
    const response = await confirm({
      user_id: account.id,
      code: params.get('code'),
      new_password: 'tidal-compass-58',
      confirm_password: 'tidal-compass-58',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.passwordHash).toBe(account.passwordHash);
  });

  it('refuses bad input with 400', async () => {
    expect((await request({ email: 'nope' })).statusCode).toBe(400);
    expect((await request({})).statusCode).toBe(400);
    for (const payload of [
      {
        user_id: 1,
        code: 'zz',
        new_password: 'tidal-compass-58',
        confirm_password: 'tidal-compass-58',
      },
      {
        user_id: 'x',
        code: 'abcd',
        new_password: 'tidal-compass-58',
        confirm_password: 'tidal-compass-58',
      },
      { user_id: 1, code: 'abcd', new_password: 'short', confirm_password: 'short' },
    ]) {
      expect((await confirm(payload)).statusCode).toBe(400);
    }
  });

  it('limits reset mails per address', async () => {
    const email = address('flood');
    let status = 0;
    for (let i = 0; i < 6; i += 1) status = (await request({ email })).statusCode;
    expect(status).toBe(429);
  });
});

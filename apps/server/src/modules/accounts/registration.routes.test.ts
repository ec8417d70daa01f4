import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, questionAnswers } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { buildGroup, buildUniversity, buildWidgetSettings, tokenFor } from '../../test/factories';
import {
  bearer,
  buildQuestion,
  buildUserWithPassword,
  decodeMail,
  freshAddress,
} from '../../test/accounts-factories';

let sink: SmtpSink;
let t: TestApp;
let universityId: number;
let strictUniversityId: number;
let groupId: number;
let questionId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: sink.url });
  const db = t.database.db;
  const university = await buildUniversity(db, {
    name: 'Northbridge University',
    primaryColor: '#1D4ED8',
  });
  const strict = await buildUniversity(db, { name: 'Strict College', ageOfConsent16: true });
  universityId = university.id;
  strictUniversityId = strict.id;
  groupId = (await buildGroup(db, [university.id, strict.id], 'Northern Alliance')).id;
  questionId = (
    await buildQuestion(db, universityId, {
      key: 'level',
      question: 'Which level?',
      predefinedAnswers: ['Undergraduate', 'Postgraduate'],
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let counter = 0;
const uniqueEmail = () => `maya.${Date.now()}.${(counter += 1)}@example.com`;

const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'violet-harbour-47',
  name: 'Maya',
  last_name: 'Patel',
  university_id: universityId,
  ...overrides,
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/interactionSite/auth/registration',
    payload: payload as object,
    headers,
    remoteAddress: freshAddress(),
  });

const accountRow = async (id: number) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

describe('POST /auth/registration', () => {
  it('creates a prospect with the whole spec payload, signs in and mails a branded welcome', async () => {
    const payload = validRegistration({
      email: 'Maya.Welcome@Example.com',
      phone_country: '+44',
      phone_number: '7700 900123',
      nationality_id: 31,
      residence_country_id: 235,
      group_id: groupId,
      marketing_preference: true,
      resive_email: true,
      communications: true,
      sso_custom_data: { student_number: 'A123' },
      answers: [{ question_id: questionId, answer: 'Undergraduate' }],
      medium: 'email',
      source: 'newsletter',
      campaign: 'open-day',
      user_came_from: 'https://northbridge.example/visit',
      engagementData: { id: 7, type: 'live-stream' },
      accessType: 'mobile_web',
      admissionStageId: 2,
      academicLevelId: 1,
      studyStartDate: '2026-09-01',
    });
    const response = await register(payload, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toEqual(expect.any(String));
    expect(data.refreshToken).toEqual(expect.any(String));
    expect(data.account).toMatchObject({
      key: 'prospect',
      roleKey: 'prospect',
      email: 'maya.welcome@example.com',
      name: 'Maya',
      last_name: 'Patel',
      permission: { is_enabled: true },
      timeIsUp: false,
      termsAccepted: true,
      university_id: universityId,
    });
    const cookie = response.cookies.find((c) => c.name === 'quad_refresh');
    expect(cookie).toMatchObject({
      value: data.refreshToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v1/interactionSite/auth',
    });
    expect(cookie?.secure).toBeFalsy();

    const [row] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'maya.welcome@example.com'));
    expect(row).toMatchObject({
      resiveEmail: true,
      marketingPreference: true,
      communications: true,
      nationalityId: 31,
      residenceCountryId: 235,
      universityId,
      universityGroupId: groupId,
      admissionStageId: 2,
      academicLevelId: 1,
      studyStartDate: '2026-09-01',
      ssoCustomData: { student_number: 'A123' },
      utm: {
        medium: 'email',
        source: 'newsletter',
        campaign: 'open-day',
        user_came_from: 'https://northbridge.example/visit',
        engagement: { id: 7, type: 'live-stream' },
      },
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const answers = await t.database.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.accountId, data.account.id));
    expect(answers.map((a) => a.answer)).toEqual(['Undergraduate']);

    const mail = decodeMail((await sink.waitFor('maya.welcome@example.com')).raw);
    expect(mail).toContain('Subject: Welcome to Northbridge University');
    expect(mail).toContain('background:#1D4ED8');
    expect(mail).toContain('Hi Maya,');
    expect(mail).toContain(`http://localhost:3000/${universityId}`);
  });

  it('refuses a taken email with 409 EMAIL_TAKEN, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register(validRegistration({ email }))).statusCode).toBe(200);
    const again = await register(validRegistration({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_TAKEN');
  });

  it.each([
    ['a short password', { password: 'short' }, 'body.password'],
    ['a common password', { password: 'password123' }, 'body.password'],
    ['a breached password with decoration', { password: 'football2024!' }, 'body.password'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'body.password'],
    ['an invalid email', { email: 'not-an-email' }, 'body.email'],
    ['no university or group', { university_id: undefined }, 'body.university_id'],
    ['an unknown nationality', { nationality_id: 999 }, 'body.nationality_id'],
    ['an unknown residence country', { residence_country_id: 999 }, 'body.residence_country_id'],
    ['an unknown admission stage', { admissionStageId: 99 }, 'body.admissionStageId'],
    ['a wrong accessType', { accessType: 'desktop' }, 'body.accessType'],
    [
      'an unknown engagement type',
      { engagementData: { id: 1, type: 'x' } },
      'body.engagementData.type',
    ],
    [
      'an answer to a question not asked',
      { answers: [{ question_id: 999999, answer: 'x' }] },
      'body.answers.0.question_id',
    ],
    [
      'an answer outside the offered ones',
      { answers: [{ question_id: 0, answer: 'PhD' }] },
      'body.answers.0.answer',
    ],
  ])('refuses %s with 400 and creates nothing', async (_name, change, path) => {
    const payload = validRegistration(change);
    const answers = (payload as { answers?: { question_id: number }[] }).answers;
    if (answers?.[0]?.question_id === 0) answers[0].question_id = questionId;
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    const rows = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, payload.email));
    expect(rows).toHaveLength(0);
  });

  it('asks for consent under the age of consent of the nationality, and accepts it confirmed', async () => {
    const fifteen = new Date();
    fifteen.setUTCFullYear(fifteen.getUTCFullYear() - 15);
    const birth_date = fifteen.toISOString().slice(0, 10);
    // German (nationality of DE): 16.
    const german = (await import('@quad/shared/data/nationalities')).nationalityByCode('DE')!.id;
    const refused = await register(validRegistration({ birth_date, nationality_id: german }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toContainEqual(
      expect.objectContaining({
        path: 'body.consent_confirmed',
        message: expect.stringContaining('under 16'),
      }),
    );
    const confirmed = await register(
      validRegistration({ birth_date, nationality_id: german, consent_confirmed: true }),
    );
    expect(confirmed.statusCode).toBe(200);
    // Kept: it decides, later, whether the prospect's chats hide contact details.
    const [stored] = await t.database.db
      .select({ birthDate: accounts.birthDate })
      .from(accounts)
      .where(eq(accounts.id, confirmed.json().data.account.id));
    expect(stored?.birthDate).toBe(birth_date);
    // French: 15, so a 15-year-old needs no confirmation…
    const french = (await import('@quad/shared/data/nationalities')).nationalityByCode('FR')!.id;
    expect(
      (await register(validRegistration({ birth_date, nationality_id: french }))).statusCode,
    ).toBe(200);
    // …except at a university fixed at 16.
    const strict = await register(
      validRegistration({ birth_date, nationality_id: french, university_id: strictUniversityId }),
    );
    expect(strict.statusCode).toBe(400);
    expect(strict.json().error.details[0].path).toBe('body.consent_confirmed');
  });

  it('refuses an unknown university with 404', async () => {
    const response = await register(validRegistration({ university_id: 999999 }));
    expect(response.statusCode).toBe(404);
  });

  it('refuses sign-up by password where the widget requires single sign-on', async () => {
    const sso = await buildUniversity(t.database.db);
    await buildWidgetSettings(t.database.db, {
      universityId: sso.id,
      permissions: [{ key: 'ssoProspect', isAllowed: true }],
    });
    const response = await register(validRegistration({ university_id: sso.id }));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('SSO_REQUIRED');
  });
});

describe('GET /auth/unique/email', () => {
  it('says whether an address is free, case-insensitively', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const taken = await t.app.inject({
      method: 'GET',
      url: `/api/v1/interactionSite/auth/unique/email?email=${encodeURIComponent(account.email.toUpperCase())}`,
    });
    expect(taken.json()).toEqual({ success: true, data: { isUnique: false } });
    const free = await t.app.inject({
      method: 'GET',
      url: '/api/v1/interactionSite/auth/unique/email?email=nobody-here@example.com',
    });
    expect(free.json().data.isUnique).toBe(true);
  });

  it('refuses a missing or malformed email with 400', async () => {
    for (const query of ['', '?email=nope', '?email=a&email=b']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interactionSite/auth/unique/email${query}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('is rate-limited per address', async () => {
    const remoteAddress = freshAddress();
    let status = 0;
    for (let i = 0; i < 31; i += 1) {
      status = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/interactionSite/auth/unique/email?email=x@example.com',
          remoteAddress,
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('POST /auth/{universityId}/utmData', () => {
  const url = () => `/api/v1/interactionSite/auth/${universityId}/utmData`;

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: url(), payload: { source: 'x' } });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the first campaign whole: a later one neither replaces nor completes it', async () => {
    const account = await buildUserWithPassword(t.database.db, { utm: { source: 'instagram' } });
    const response = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(await tokenFor(t.app, account)),
      payload: { source: 'newsletter', campaign: 'spring', user_came_from: 'https://uni.example/' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.utm).toEqual({
      source: 'instagram',
      user_came_from: 'https://uni.example/',
      university_id: String(universityId),
    });
  });

  it('takes the first campaign whole, and an empty later call erases nothing', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const headers = bearer(await tokenFor(t.app, account));
    const first = await t.app.inject({
      method: 'POST',
      url: url(),
      headers,
      payload: { source: 'newsletter', medium: 'email', campaign: 'spring', term: 'law' },
    });
    expect(first.statusCode).toBe(200);
    const kept = {
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      term: 'law',
      university_id: universityId,
    };
    expect((await accountRow(account.id)).utm).toEqual(kept);
    const empty = await t.app.inject({
      method: 'POST',
      url: url(),
      headers,
      payload: { source: '', medium: null, campaign: 'autumn' },
    });
    expect(empty.statusCode).toBe(200);
    expect((await accountRow(account.id)).utm).toEqual(kept);
  });

  it('keeps one campaign when two first touches arrive at once', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const headers = bearer(await tokenFor(t.app, account));
    const send = (source: string) =>
      t.app.inject({ method: 'POST', url: url(), headers, payload: { source, campaign: source } });
    const answers = await Promise.all([send('one'), send('two')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { utm } = await accountRow(account.id);
    expect(utm['source']).toBe(utm['campaign']);
  });

  it('refuses bad input, an unknown university and a non-prospect', async () => {
    const account = await buildUserWithPassword(t.database.db);
    const headers = bearer(await tokenFor(t.app, account));
    const bad = await t.app.inject({ method: 'POST', url: url(), headers, payload: { source: 5 } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interactionSite/auth/999999/utmData',
      headers,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const admin = await buildUserWithPassword(t.database.db, {
      roleKey: 'univercity-admin',
      universityId,
    });
    const forbidden = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(await tokenFor(t.app, admin)),
      payload: { source: 'x' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

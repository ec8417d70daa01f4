import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildAdmin,
  buildAmbassador,
  buildProspect,
  buildUniversity,
  tokenFor,
} from '../../test/factories';
import { bearer } from '../../test/accounts-factories';
import { buildGroupChat } from '../../test/dialog-factories';
import {
  buildAccessCode,
  buildApplicant,
  lastMailTo,
  photoBase64,
  validProfile,
} from './application.fixture';

let t: TestApp;
let app: App;
let uni: { id: number };
let code: string;
let admin: Record<string, string>;
let adminEmail: string;
let otherAdmin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  uni = await buildUniversity(t.database.db, { name: 'Riverside University' });
  const other = await buildUniversity(t.database.db);
  code = (await buildAccessCode(app, { universityId: uni.id })).code;
  const adminAccount = await buildAdmin(t.database.db, uni.id);
  adminEmail = adminAccount.email;
  admin = bearer(await tokenFor(app, adminAccount));
  otherAdmin = bearer(await tokenFor(app, await buildAdmin(t.database.db, other.id)));
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An applicant who sent a finished application. */
async function sentApplicant(name = 'Amara') {
  const applicant = await buildApplicant(app, code);
  await inject('POST', '/api/v1/application/account/set-info', applicant.headers, validProfile());
  await inject('POST', '/api/v1/application/account/avatar', applicant.headers, {
    file: await photoBase64(),
  });
  await inject('PUT', '/api/v1/application/account/welcome/introduction', applicant.headers, {
    all_done: true,
  });
  return { ...applicant, name };
}

/** The ids getUsers shows for the university. */
async function widgetAmbassadorIds(): Promise<number[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/widget/users/getUsers',
    payload: { universityId: uni.id, limit: 50 },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.users as { id: number }[]).map((user) => user.id);
}

const approve = (id: number, headers: Record<string, string>) =>
  inject('POST', `/api/v1/admin/applications/${id}/approve`, headers);
const reject = (id: number, headers: Record<string, string>, reason?: unknown) =>
  inject('POST', `/api/v1/admin/applications/${id}/reject`, headers, { reason });

describe('approval', () => {
  it('lists the university’s sent applications for its admins', async () => {
    const applicant = await sentApplicant();
    const response = await inject('GET', '/api/v1/admin/applications?status=pending', admin);
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.applications.map((a: { account_id: number }) => a.account_id);
    expect(ids).toContain(applicant.id);
    expect((await lastMailTo(app, adminEmail))?.subject).toMatch(/New ambassador application/);
    const elsewhere = await inject('GET', '/api/v1/admin/applications', otherAdmin);
    expect(elsewhere.json().data.applications).toEqual([]);
    expect((await inject('GET', '/api/v1/admin/applications?status=nope', admin)).statusCode).toBe(
      400,
    );
  });

  it('publishes the profile to getUsers only when approved, and mails the applicant', async () => {
    const applicant = await sentApplicant();
    expect(await widgetAmbassadorIds()).not.toContain(applicant.id);

    // Not reachable by a prospect either, until approved.
    const prospect = bearer(await tokenFor(app, await buildProspect(t.database.db)));
    const startChat = () =>
      inject('POST', '/api/v1/interactionSite/dialogs/createChat', prospect, {
        userId: applicant.id,
      });
    expect((await startChat()).statusCode).toBe(404);

    // Nor offered to the university's people to invite into a chat.
    const { account: colleague } = await buildAmbassador(t.database.db, uni.id);
    const chat = await buildGroupChat(t.database.db, uni.id, [colleague]);
    const invitable = async () =>
      (
        await inject(
          'GET',
          `/api/v1/widget/users/type/ambassadors?dialogId=${chat.id}`,
          bearer(await tokenFor(app, colleague)),
        )
      )
        .json()
        .data.users.map((user: { id: number }) => user.id);
    expect(await invitable()).not.toContain(applicant.id);

    const response = await approve(applicant.id, admin);
    expect(response.statusCode).toBe(200);
    expect((await startChat()).statusCode).toBe(200);
    expect(await invitable()).toContain(applicant.id);
    expect(response.json().data.application).toMatchObject({
      status: 'approved',
      next_step: 'done',
    });
    expect(await widgetAmbassadorIds()).toContain(applicant.id);
    expect((await lastMailTo(app, applicant.email))?.subject).toMatch(/now an ambassador/);

    const info = await inject('GET', '/api/v1/application/account/info', applicant.headers);
    expect(info.json().data.application.status).toBe('approved');
    expect((await approve(applicant.id, admin)).statusCode).toBe(409);
  });

  it('rejects with a reason the applicant sees, and takes a corrected application again', async () => {
    const applicant = await sentApplicant();
    expect((await reject(applicant.id, admin, '')).statusCode).toBe(400);
    const response = await reject(applicant.id, admin, 'Please use a photo that shows your face.');
    expect(response.statusCode).toBe(200);
    const info = await inject('GET', '/api/v1/application/account/info', applicant.headers);
    expect(info.json().data.application).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Please use a photo that shows your face.',
    });
    const mail = await lastMailTo(app, applicant.email);
    expect(mail?.text).toContain('Please use a photo that shows your face.');
    expect(await widgetAmbassadorIds()).not.toContain(applicant.id);

    const resent = await inject(
      'PUT',
      '/api/v1/application/account/welcome/introduction',
      applicant.headers,
      { all_done: true },
    );
    expect(resent.json().data.application).toMatchObject({
      status: 'pending',
      rejection_reason: null,
    });
  });

  it('refuses guests (401), prospects and ambassadors (403), other universities’ admins (404)', async () => {
    const applicant = await sentApplicant();
    const prospect = bearer(await tokenFor(app, await buildProspect(t.database.db)));
    const { account } = await buildAmbassador(t.database.db, uni.id);
    const ambassador = bearer(await tokenFor(app, account));
    for (const send of [
      (h: Record<string, string>) => approve(applicant.id, h),
      (h: Record<string, string>) => reject(applicant.id, h, 'Not now, sorry.'),
      (h: Record<string, string>) => inject('GET', '/api/v1/admin/applications', h),
    ]) {
      expect((await send({})).statusCode).toBe(401);
      expect((await send(prospect)).statusCode).toBe(403);
      expect((await send(ambassador)).statusCode).toBe(403);
      expect((await send(applicant.headers)).statusCode).toBe(403);
    }
    expect((await approve(applicant.id, otherAdmin)).statusCode).toBe(404);
    expect((await approve(999_999, admin)).statusCode).toBe(404);
    expect((await approve(Number.NaN, admin)).statusCode).toBe(400);
  });

  it('does not decide an application that was not sent yet', async () => {
    const applicant = await buildApplicant(app, code);
    const response = await approve(applicant.id, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/not been sent/);
  });
});

describe('access codes', () => {
  it('are created, listed and revoked by the university’s admins only', async () => {
    const created = await inject('POST', '/api/v1/admin/accessCodes', admin, {
      code: 'open-day-2026',
      max_uses: 5,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode).toBe(200);
    const accessCode = created.json().data.accessCode;
    expect(accessCode).toMatchObject({ code: 'OPEN-DAY-2026', max_uses: 5, used_count: 0 });
    expect(
      (await inject('POST', '/api/v1/admin/accessCodes', admin, { code: 'open-day-2026' }))
        .statusCode,
    ).toBe(409);

    const list = await inject('GET', '/api/v1/admin/accessCodes', admin);
    expect(list.json().data.accessCodes.map((c: { code: string }) => c.code)).toContain(
      'OPEN-DAY-2026',
    );
    expect(
      (await inject('GET', '/api/v1/admin/accessCodes', otherAdmin)).json().data.accessCodes,
    ).toEqual([]);

    const url = `/api/v1/admin/accessCodes/${accessCode.id}/revoke`;
    expect((await inject('POST', url, otherAdmin)).statusCode).toBe(404);
    const revoked = await inject('POST', url, admin);
    expect(revoked.json().data.accessCode.revoked_at).toEqual(expect.any(String));
    const check = await app.inject({
      method: 'GET',
      url: `/api/v1/application/auth/registration/access_code?access_code=OPEN-DAY-2026`,
    });
    expect(check.json().error.message).toMatch(/no longer valid/);
  });

  it('refuse bad input (400) and non-admins (403)', async () => {
    expect(
      (await inject('POST', '/api/v1/admin/accessCodes', admin, { max_uses: 0 })).statusCode,
    ).toBe(400);
    const prospect = bearer(await tokenFor(app, await buildProspect(t.database.db)));
    expect((await inject('POST', '/api/v1/admin/accessCodes', prospect, {})).statusCode).toBe(403);
  });
});

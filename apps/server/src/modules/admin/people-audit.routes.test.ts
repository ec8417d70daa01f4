import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildAccessCode,
  buildApplicant,
  photoBase64,
  validProfile,
} from '../application/application.fixture';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let code: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  code = (await buildAccessCode(t.app, { universityId: w.uni.id })).code;
});
afterAll(() => t.close());

/** An applicant who sent a finished application. */
async function sentApplicant() {
  const applicant = await buildApplicant(t.app, code);
  await call(
    t.app,
    'POST',
    '/api/v1/application/account/set-info',
    applicant.headers,
    validProfile(),
  );
  await call(t.app, 'POST', '/api/v1/application/account/avatar', applicant.headers, {
    file: await photoBase64(),
  });
  await call(t.app, 'PUT', '/api/v1/application/account/welcome/introduction', applicant.headers, {
    all_done: true,
  });
  return applicant;
}

const latestAudit = async (headers: Record<string, string>) =>
  (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', headers)).json().data.entries[0];
const auditTotal = async (headers: Record<string, string>) =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', headers)).json().data.total as number;

describe('the audit trail of applications and access codes', () => {
  it('records an approval with the applicant and the acting admin', async () => {
    const applicant = await sentApplicant();
    const response = await call(
      t.app,
      'POST',
      `/api/v1/admin/applications/${applicant.id}/approve`,
      w.admin,
    );
    expect(response.statusCode).toBe(200);
    expect(await latestAudit(w.admin)).toMatchObject({
      action: 'application.approve',
      target: `account:${applicant.id}`,
      actor: { id: w.adminAccount.id },
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('records a rejection with its reason; a refused one records nothing', async () => {
    const applicant = await sentApplicant();
    const before = await auditTotal(w.admin);
    const refused = await call(
      t.app,
      'POST',
      `/api/v1/admin/applications/${applicant.id}/reject`,
      w.otherAdmin,
      { reason: 'Not ours to decide' },
    );
    expect(refused.statusCode).toBe(404);
    const bad = await call(
      t.app,
      'POST',
      `/api/v1/admin/applications/${applicant.id}/reject`,
      w.admin,
      { reason: '' },
    );
    expect(bad.statusCode).toBe(400);
    expect(await auditTotal(w.admin)).toBe(before);

    await call(t.app, 'POST', `/api/v1/admin/applications/${applicant.id}/reject`, w.admin, {
      reason: 'Please add a photo of yourself',
    });
    expect(await latestAudit(w.admin)).toMatchObject({
      action: 'application.reject',
      after: { status: 'rejected', rejection_reason: 'Please add a photo of yourself' },
    });
  });

  it('records access codes made and revoked, once', async () => {
    const created = await call(t.app, 'POST', '/api/v1/admin/accessCodes', w.admin, {
      code: 'OPEN-DAY-2027',
      max_uses: 30,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.accessCode.id as number;
    expect(await latestAudit(w.admin)).toMatchObject({
      action: 'accessCode.create',
      target: `accessCode:${id}`,
      after: { code: 'OPEN-DAY-2027', max_uses: 30 },
    });

    await call(t.app, 'POST', `/api/v1/admin/accessCodes/${id}/revoke`, w.admin);
    const total = await auditTotal(w.admin);
    await call(t.app, 'POST', `/api/v1/admin/accessCodes/${id}/revoke`, w.admin);
    expect(await auditTotal(w.admin)).toBe(total);
    expect(await latestAudit(w.admin)).toMatchObject({
      action: 'accessCode.revoke',
      after: { code: 'OPEN-DAY-2027', revoked: true },
    });
    expect(await auditTotal(w.otherAdmin)).toBe(0);
  });

  it('records nothing for a taken code', async () => {
    const total = await auditTotal(w.admin);
    const taken = await call(t.app, 'POST', '/api/v1/admin/accessCodes', w.admin, {
      code: 'OPEN-DAY-2027',
    });
    expect(taken.statusCode).toBe(409);
    expect(await auditTotal(w.admin)).toBe(total);
  });
});

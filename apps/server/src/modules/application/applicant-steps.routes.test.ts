import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { App } from '../../app';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador, buildProspect, buildUniversity, tokenFor } from '../../test/factories';
import { bearer, signIn } from '../../test/accounts-factories';
import {
  buildAccessCode,
  buildApplicant,
  lastMailTo,
  photoBase64,
  validProfile,
} from './application.fixture';

const base = '/api/v1/application';

let t: TestApp;
let app: App;
let uni: { id: number };
let code: string;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  uni = await buildUniversity(t.database.db, { name: 'Riverside University' });
  code = (await buildAccessCode(app, { universityId: uni.id })).code;
});
afterAll(() => t.close());

const call = (
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
) => app.inject({ method, url: `${base}${path}`, headers, ...(payload ? { payload } : {}) });

describe('the applicant’s steps', () => {
  it('need a token (401) and an ambassador (403)', async () => {
    const prospect = await buildProspect(t.database.db);
    const asProspect = bearer(await tokenFor(app, prospect));
    for (const [method, path, body] of [
      ['GET', '/account/info', undefined],
      ['POST', '/account/set-info', validProfile()],
      ['POST', '/account/avatar', { file: 'aGVsbG8=' }],
      ['PUT', '/account/welcome/introduction', { all_done: true }],
    ] as const) {
      expect((await call(method, path, {}, body)).statusCode).toBe(401);
      expect((await call(method, path, asProspect, body)).statusCode).toBe(403);
    }
  });

  it('answer 404 to an ambassador who never applied', async () => {
    const { account } = await buildAmbassador(t.database.db, uni.id);
    const headers = bearer(await tokenFor(app, account));
    expect((await call('GET', '/account/info', headers)).statusCode).toBe(404);
    expect((await call('POST', '/account/set-info', headers, validProfile())).statusCode).toBe(404);
  });

  it('save the profile, report the next step, and survive a new sign-in (resume)', async () => {
    const applicant = await buildApplicant(app, code);
    const saved = await call('POST', '/account/set-info', applicant.headers, validProfile());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.application).toMatchObject({
      status: 'in_progress',
      next_step: 'avatar',
      profile: {
        profile_type: 'student',
        subjects: [
          { id: 26, name: 'Biology' },
          { id: 33, name: 'Chemistry' },
        ],
        year_of_study: 2,
        languages: ['English', 'Igbo'],
        interests: ['Labs', 'Moving abroad'],
        social_links: { instagram: 'https://instagram.com/amara' },
      },
    });
    const info = await call('GET', '/account/info', applicant.headers);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.application.next_step).toBe('avatar');
    // The account info every screen loads says where the application stands.
    const account = await app.inject({
      method: 'GET',
      url: '/api/v1/interactionSite/account/info',
      headers: applicant.headers,
    });
    expect(account.json().data.account.application_status).toBe('in_progress');

    // Another device: a password sign-in finds the same application at the same step.
    const again = await signIn(app, applicant.email);
    const resumed = await call('GET', '/account/info', bearer(again.token));
    expect(resumed.json().data.application).toMatchObject({
      next_step: 'avatar',
      profile: { year_of_study: 2 },
    });
    expect(info.json().data.account.subjects.map((s: { id: number }) => s.id)).toEqual([26, 33]);
  });

  it('refuse a profile missing what its type needs, or with unknown ids (400)', async () => {
    const applicant = await buildApplicant(app, code);
    const cases = [
      validProfile({ year_of_study: null }),
      validProfile({ profile_type: 'alumni', graduation_year: null }),
      validProfile({ profile_type: 'staff', job_title: null }),
      validProfile({ subject_ids: [] }),
      validProfile({ subject_ids: [99_999] }),
      validProfile({ country_id: 99_999 }),
      validProfile({ description: 'Too short' }),
      validProfile({ social_links: { instagram: 'javascript:alert(1)' } }),
    ];
    for (const body of cases) {
      const response = await call('POST', '/account/set-info', applicant.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const info = await call('GET', '/account/info', applicant.headers);
    expect(info.json().data.application.profile).toBeNull();
  });

  it('store the photo square, as WebP, without metadata', async () => {
    const applicant = await buildApplicant(app, code);
    const withExif = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-place' } } })
      .toBuffer();
    const response = await call('POST', '/account/avatar', applicant.headers, {
      file: withExif.toString('base64'),
    });
    expect(response.statusCode).toBe(200);
    const { avatar, next_step } = response.json().data.application;
    expect(next_step).toBe('profile');
    const served = await app.inject({ method: 'GET', url: avatar });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuse a photo that is not an image (415), too large (413) or not base64 (400)', async () => {
    const applicant = await buildApplicant(app, code);
    const notImage = Buffer.from('%PDF-1.7 not a photo').toString('base64');
    expect(
      (await call('POST', '/account/avatar', applicant.headers, { file: notImage })).statusCode,
    ).toBe(415);
    const huge = Buffer.alloc(6 * 1024 * 1024, 1).toString('base64');
    expect(
      (await call('POST', '/account/avatar', applicant.headers, { file: huge })).statusCode,
    ).toBe(413);
    const prefixed = `data:image/png;base64,${await photoBase64(10, 10)}`;
    expect(
      (await call('POST', '/account/avatar', applicant.headers, { file: prefixed })).statusCode,
    ).toBe(400);
  });

  it('send the application only once profile and photo are there, then wait for approval', async () => {
    const applicant = await buildApplicant(app, code);
    const early = await call('PUT', '/account/welcome/introduction', applicant.headers, {
      all_done: true,
    });
    expect(early.statusCode).toBe(409);
    expect(
      (await call('PUT', '/account/welcome/introduction', applicant.headers, { all_done: false }))
        .statusCode,
    ).toBe(400);
    await call('POST', '/account/set-info', applicant.headers, validProfile());
    await call('POST', '/account/avatar', applicant.headers, { file: await photoBase64() });
    const before = await call('GET', '/account/info', applicant.headers);
    expect(before.json().data.application.next_step).toBe('welcome');
    const sent = await call('PUT', '/account/welcome/introduction', applicant.headers, {
      all_done: true,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.application).toMatchObject({ status: 'pending', next_step: 'done' });
    expect(sent.json().data.application.submitted_at).toEqual(expect.any(String));
    const again = await call('PUT', '/account/welcome/introduction', applicant.headers, {
      all_done: true,
    });
    expect(again.json().data.application.submitted_at).toBe(
      sent.json().data.application.submitted_at,
    );
    const account = await app.inject({
      method: 'GET',
      url: '/api/v1/interactionSite/account/info',
      headers: applicant.headers,
    });
    expect(account.json().data.account.application_status).toBe('pending');
    expect((await lastMailTo(app, applicant.email))?.subject).toMatch(
      /received your ambassador application/,
    );
  });
});

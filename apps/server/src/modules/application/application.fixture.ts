import sharp from 'sharp';
import type { SetInfoInput } from '@quad/shared/contracts/application';
import { countryByCode } from '@quad/shared/data/countries';
import type { App } from '../../app';
import { findMail, listRecentMail } from '../dev/outbox.repository';
import { bearer, freshAddress, TEST_PASSWORD } from '../../test/accounts-factories';
import { insertAccessCode, type AccessCodeInsert } from './access-codes.repository';

// Test helpers of the application flow: codes, a registration, a valid profile and a photo.

let counter = 0;

/** An access code of a university (unique text unless given). */
export function buildAccessCode(
  app: App,
  values: Omit<AccessCodeInsert, 'code'> & { code?: string },
) {
  counter += 1;
  return insertAccessCode(app.ctx.database.db, {
    code: `TEST-${Date.now().toString(36).toUpperCase()}-${counter}`,
    ...values,
  });
}

/** A registration body for a code. */
export function registrationBody(code: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    access_code: code,
    email: `applicant-${Date.now()}-${counter}@example.com`,
    password: TEST_PASSWORD,
    name: 'Amara',
    last_name: 'Okafor',
    ...overrides,
  };
}

/** POST /application/auth/registration from a fresh address. */
export function registerWith(app: App, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/application/auth/registration',
    payload: body,
    remoteAddress: freshAddress(),
  });
}

/** Registers an applicant with a code and answers their id and bearer headers. */
export async function buildApplicant(app: App, code: string) {
  const response = await registerWith(app, registrationBody(code));
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const data = response.json().data as { token: string; account: { id: number; email: string } };
  return { id: data.account.id, email: data.account.email, headers: bearer(data.token) };
}

/** A profile every rule accepts. */
export function validProfile(overrides: Partial<SetInfoInput> = {}): SetInfoInput {
  return {
    profile_type: 'student',
    subject_ids: [26, 33],
    year_of_study: 2,
    country_id: countryByCode('NG')?.id ?? 1,
    languages: ['English', 'Igbo'],
    description: 'I came from Lagos to study biology and I love the labs and the city.',
    interests: ['Labs', 'Moving abroad'],
    social_links: { instagram: 'https://instagram.com/amara' },
    ...overrides,
  };
}

/** A PNG photo with some EXIF-free pixels, as base64. */
export async function photoBase64(width = 800, height = 600): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** The newest mail to an address. */
export async function lastMailTo(app: App, to: string) {
  const recent = await listRecentMail(app.ctx.database.db, 200);
  const newest = recent.find((mail) => mail.to === to);
  return newest ? findMail(app.ctx.database.db, newest.id) : undefined;
}

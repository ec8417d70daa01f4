import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '@quad/shared/data/countries';
import { NATIONALITIES } from '@quad/shared/data/nationalities';
import { SUBJECTS } from '@quad/shared/data/subjects';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildAdmin,
  buildAmbassador,
  buildUniversity,
  buildWidgetSettings,
} from '../../test/factories';
import { freshAddress } from '../../test/accounts-factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/common${path}`,
    headers,
    remoteAddress: freshAddress(),
  });

describe('GET /common/users/role', () => {
  it('names a role only where it must sign in with single sign-on, so admins cannot be listed', async () => {
    const university = await buildUniversity(t.database.db);
    const admin = await buildAdmin(t.database.db, university.id);
    const ambassador = await buildAmbassador(t.database.db, university.id);
    const role = async (email: string, scope = `&universityId=${university.id}`) =>
      (await get(`/users/role?email=${encodeURIComponent(email)}${scope}`)).json().data.role;

    // Email sign-in everywhere: an admin, an ambassador and nobody look the same.
    expect(await role(admin.email.toUpperCase())).toBeNull();
    expect(await role(ambassador.account.email)).toBeNull();
    expect(await role('nobody@example.com')).toBeNull();

    await buildWidgetSettings(t.database.db, {
      universityId: university.id,
      permissions: [{ key: 'ssoAmbassador', isAllowed: true }],
    });
    expect(await role(ambassador.account.email)).toBe('univercity-student');
    expect(await role(ambassador.account.email, '')).toBeNull();
    expect(await role(admin.email)).toBeNull();
    expect(await role('nobody@example.com')).toBeNull();
  });

  it('refuses a bad email with 400, and is tightly rate-limited', async () => {
    expect((await get('/users/role?email=nope')).statusCode).toBe(400);
    const remoteAddress = freshAddress();
    let status = 0;
    for (let i = 0; i < 11; i += 1) {
      status = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/common/users/role?email=x@example.com',
          remoteAddress,
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('GET /common/data/*', () => {
  it('lists every ISO 3166 country and nationality', async () => {
    const countries = (await get('/data/countries')).json().data.countries;
    expect(countries).toHaveLength(COUNTRIES.length);
    expect(countries).toContainEqual({
      id: expect.any(Number),
      name: 'United Kingdom',
      code: 'GB',
    });
    const nationalities = (await get('/data/nationalities')).json().data.nationalities;
    expect(nationalities).toHaveLength(NATIONALITIES.length);
  });

  it("puts the university's own nationality first", async () => {
    const germany = COUNTRIES.find((c) => c.code === 'DE')!;
    const university = await buildUniversity(t.database.db, { countryId: germany.id });
    const response = await get(`/data/nationalities?universityId=${university.id}`);
    expect(response.json().data.nationalities[0]).toMatchObject({ code: 'DE', name: 'German' });
    expect((await get('/data/nationalities?universityId=abc')).statusCode).toBe(400);
  });

  it("names and sorts the lists in the request's language, English keeping its demonyms", async () => {
    const germany = COUNTRIES.find((c) => c.code === 'DE')!;
    const university = await buildUniversity(t.database.db, { countryId: germany.id });
    const german = await get(`/data/nationalities?universityId=${university.id}`, {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(german.headers['vary']).toContain('accept-language');
    const nationalities: Array<{ code: string; name: string }> = german.json().data.nationalities;
    expect(nationalities[0]).toMatchObject({ code: 'DE', name: 'Deutschland' });
    expect(nationalities.find((n) => n.code === 'GB')?.name).toBe('Vereinigtes Königreich');
    expect(nationalities.some((n) => n.name === 'British')).toBe(false);
    const rest = nationalities.slice(1).map((n) => n.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare));

    const countries = (await get('/data/countries', { 'accept-language': 'ar' })).json().data
      .countries as Array<{ code: string; name: string }>;
    expect(countries.find((c) => c.code === 'EG')?.name).toBe('مصر');

    const subjects = (await get('/data/subjects?search=informatik', { 'accept-language': 'de' }))
      .json()
      .data.subjects.map((s: { name: string }) => s.name);
    expect(subjects).toContain('Informatik');
    // The English name finds it too, named in the reader's language.
    const byEnglish = (
      await get('/data/subjects?search=computer%20science', { 'accept-language': 'de' })
    )
      .json()
      .data.subjects.map((s: { name: string }) => s.name);
    expect(byEnglish).toEqual(['Informatik']);
  });

  it('guesses the visitor country from a CDN header or Accept-Language', async () => {
    expect(
      (await get('/data/country', { 'cf-ipcountry': 'de' })).json().data.country,
    ).toMatchObject({ code: 'DE' });
    expect(
      (await get('/data/country', { 'accept-language': 'fr, en-GB;q=0.8' })).json().data.country,
    ).toMatchObject({ code: 'GB' });
    expect((await get('/data/country')).json().data.country).toBeNull();
  });

  it('pages subjects by 50 with the total, and searches them', async () => {
    const first = (await get('/data/subjects')).json().data;
    expect(first.subjects).toHaveLength(50);
    expect(first.total).toBe(SUBJECTS.length);
    const last = (await get(`/data/subjects?offset=${SUBJECTS.length - 3}`)).json().data;
    expect(last.subjects).toHaveLength(3);
    const law = (await get('/data/subjects?search=law')).json().data;
    expect(law.subjects.every((s: { name: string }) => /law/i.test(s.name))).toBe(true);
    for (const query of ['limit=51', 'offset=-1', 'limit=ten', `search=${'x'.repeat(101)}`]) {
      expect((await get(`/data/subjects?${query}`)).statusCode).toBe(400);
    }
  });

  it('lists profile types, admission stages and academic levels', async () => {
    expect(
      (await get('/data/ambassador/profileTypes'))
        .json()
        .data.profileTypes.map((p: { key: string }) => p.key),
    ).toEqual(['staff', 'alumni', 'student', 'school_student']);
    expect((await get('/data/admissionStages')).json().data.admissionStages[0]).toEqual({
      id: 1,
      name: 'Researching',
    });
    expect((await get('/data/academicLevels')).json().data.academicLevels).toHaveLength(5);
    expect((await get('/data/countries')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it("names profile types, admission stages and academic levels in the reader's language", async () => {
    const inSpanish = { 'accept-language': 'es-MX, en;q=0.5' };
    const types = await get('/data/ambassador/profileTypes', inSpanish);
    expect(types.headers.vary).toMatch(/accept-language/i);
    expect(types.json().data.profileTypes[0]).toEqual({ id: 1, key: 'staff', name: 'Personal' });
    const stages = (await get('/data/admissionStages', { 'accept-language': 'ja' })).json().data
      .admissionStages as Array<{ id: number; name: string }>;
    expect(stages.map((stage) => stage.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stages.find((stage) => stage.id === 4)?.name).toBe('合格通知あり');
    const levels = (await get('/data/academicLevels', { 'accept-language': 'de' })).json().data
      .academicLevels as Array<{ id: number; name: string }>;
    expect(levels[0]).toEqual({ id: 1, name: 'Bachelor' });
    // A language Quad is not written in reads English.
    const swedish = (await get('/data/academicLevels', { 'accept-language': 'sv' })).json().data;
    expect(swedish.academicLevels[0].name).toBe('Undergraduate');
  });
});

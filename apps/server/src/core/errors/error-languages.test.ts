import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildUniversity } from '../../test/factories';
import { freshAddress } from '../../test/accounts-factories';
import { ERROR_CATALOGUES } from './catalogue';

let t: TestApp;
let universityId: number;

beforeAll(async () => {
  t = await buildTestApp();
  universityId = (await buildUniversity(t.database.db, { name: 'Northbridge University' })).id;
});
afterAll(async () => {
  await t.close();
});

type Detail = { path: string; code: string; params?: Record<string, unknown>; message: string };

const post = (url: string, payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: language ? { 'accept-language': language } : {},
    remoteAddress: freshAddress(),
  });

const register = (payload: object, language?: string) =>
  post('/interactionSite/auth/registration', payload, language);

const invalidSignUp = () => ({
  email: 'not-an-address',
  password: 'short',
  name: 'Maya',
  last_name: 'Patel',
  university_id: universityId,
});

const details = (response: { json: () => unknown }) =>
  (response.json() as { error: { details: Detail[] } }).error.details;

describe('failures in the reader’s language', () => {
  it('writes a 400 in German and Arabic with the same codes and params as in English', async () => {
    const english = await register(invalidSignUp());
    const german = await register(invalidSignUp(), 'de-DE,de;q=0.9,en;q=0.5');
    const arabic = await register(invalidSignUp(), 'ar');
    for (const response of [english, german, arabic]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const shape = (list: Detail[]) =>
      list.map(({ path, code, params }) => ({ path, code, params }));
    expect(shape(details(german))).toEqual(shape(details(english)));
    expect(shape(details(arabic))).toEqual(shape(details(english)));
    expect(shape(details(english))).toEqual(
      expect.arrayContaining([
        {
          path: 'body.email',
          code: 'invalid_format',
          params: expect.objectContaining({ format: 'email' }),
        },
        {
          path: 'body.password',
          code: 'too_small',
          params: { minimum: 8, origin: 'string', inclusive: true },
        },
      ]),
    );
    const message = (list: Detail[], path: string) => list.find((d) => d.path === path)?.message;
    expect(message(details(english), 'body.password')).toBe('Use at least 8 characters.');
    expect(message(details(german), 'body.password')).toBe('Verwende mindestens 8 Zeichen.');
    expect(message(details(german), 'body.email')).toBe(
      'Gib eine E-Mail-Adresse wie name@example.com ein.',
    );
    expect(message(details(arabic), 'body.password')).toBe('الحد الأدنى لعدد الأحرف: 8.');
    expect(german.json().error.message).toMatch(/^body\.\w+: .*(Gib|Verwende)/);
    expect(german.headers['content-language']).toBe('de');
    expect(arabic.headers['content-language']).toBe('ar');
    expect(english.headers['content-language']).toBe('en');
  });

  it("codes the server's own rules: a date of birth in the future, a common password", async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;
    const payload = { ...invalidSignUp(), email: 'maya.future@example.com', birth_date: nextYear };
    const english = await register({ ...payload, password: 'password123' });
    expect(details(english)).toEqual(
      expect.arrayContaining([
        {
          path: 'body.birth_date',
          code: 'birth_date_invalid',
          message: 'Enter your real date of birth.',
        },
        expect.objectContaining({ path: 'body.password', code: 'password_too_common' }),
      ]),
    );
    const german = await register({ ...payload, password: 'password123' }, 'de');
    expect(details(german)).toContainEqual({
      path: 'body.birth_date',
      code: 'birth_date_invalid',
      message: 'Gib dein echtes Geburtsdatum ein.',
    });
    expect(german.json().error.message).toMatch(/^body\.\w+: /);
  });

  it('codes passwords that differ and too many search terms in every language', async () => {
    const mismatch = {
      user_id: 1,
      code: 'ab'.repeat(32),
      new_password: 'new-lantern-93',
      confirm_password: 'new-lantern-94',
    };
    const french = await post('/interactionSite/account/recovery/passwordConfirm', mismatch, 'fr');
    expect(french.statusCode).toBe(400);
    expect(details(french)).toContainEqual({
      path: 'body.confirm_password',
      code: 'passwords_differ',
      message: 'Les mots de passe ne correspondent pas.',
    });

    const terms = Array.from({ length: 11 }, (_, index) => `term${index}`).join(',');
    const body = { universityId, searchItems: terms };
    const english = await post('/widget/users/getUsers', body);
    const japanese = await post('/widget/users/getUsers', body, 'ja');
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatchObject({
      code: 'TOO_MANY_SEARCH_TERMS',
      message: 'You can use up to 10 search terms at the same time.',
    });
    expect(japanese.json().error.code).toBe('TOO_MANY_SEARCH_TERMS');
    expect(japanese.json().error.message).toBe('同時に使える検索キーワードは 10 個までです。');
    expect(details(japanese)[0]).toMatchObject({ code: 'too_many_search_terms' });
  });

  it('names what was not found in the reader’s language, with its reason for the client', async () => {
    const url = `/api/v1/widget/users/999999?universityId=${universityId}`;
    const german = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
    expect(german.statusCode).toBe(404);
    expect(german.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'Diesen Botschafter haben wir nicht gefunden.',
      reason: 'ambassador',
    });
    expect(german.headers['content-language']).toBe('de');

    const english = await t.app.inject({ method: 'GET', url });
    expect(english.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'This ambassador was not found.',
      reason: 'ambassador',
    });
  });

  it("writes the code's own text, and keeps a specific text in English, saying which", async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no/such/route',
      headers: { 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'No hemos encontrado lo que buscabas.',
    });
    expect(missing.headers['content-language']).toBe('es');

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/interactionSite/auth/registration',
      headers: { 'accept-language': 'ru', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(
      'В этом запросе что-то не так. Проверьте его и попробуйте снова.',
    );
  });

  it('writes a specific refusal in the reader’s language, its values filled in', async () => {
    const url = '/api/v1/widget/users/getUsers';
    // No university, group or list of universities: a specific 400 of the list's own.
    const french = await t.app.inject({
      method: 'POST',
      url,
      payload: {},
      headers: { 'accept-language': 'fr-CA' },
      remoteAddress: freshAddress(),
    });
    expect(french.statusCode).toBe(400);
    expect(french.headers['content-language']).toBe('fr');
    expect(french.json().error.message).toBe(ERROR_CATALOGUES.fr.problems.listScope);
    const english = await t.app.inject({
      method: 'POST',
      url,
      payload: {},
      remoteAddress: freshAddress(),
    });
    expect(english.json().error.message).toBe(
      'Either groupId, universityId or universityIds is required.',
    );
    expect(english.headers['content-language']).toBe('en');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordChangeSchema } from '@quad/shared/contracts/auth';
import { setInfoSchema } from '@quad/shared/contracts/application';
import { searchItemsSchema } from '@quad/shared/contracts/content';
import { i18n, showLanguage } from '../../i18n/i18n';
import { ApiError } from '../api-client';
import { errorToastFor } from '../error-toast';
import { fieldErrorsFromApi, issueMessages, messageForCode, messageForIssue } from './validation';

beforeAll(() => showLanguage('de'));
afterAll(() => showLanguage('en'));

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('should fail');
  return result.error.issues;
};

describe('problems in the reader’s language, by code', () => {
  it("reads zod's codes with their numbers", () => {
    const [short] = issuesOf(z.object({ password: z.string().min(8) }), { password: 'x' });
    expect(messageForIssue(short!, i18n.t)).toBe('Verwende mindestens 8 Zeichen.');
    const [many] = issuesOf(z.array(z.string()).max(3), ['a', 'b', 'c', 'd']);
    expect(messageForIssue(many!, i18n.t)).toBe('Wähle höchstens 3 aus.');
    const [email] = issuesOf(z.email(), 'nope');
    expect(messageForIssue(email!, i18n.t)).toBe(
      'Gib eine E-Mail-Adresse wie name@example.com ein.',
    );
  });

  it("reads the contracts' own rules, whose schemas wrote English", () => {
    const differ = issuesOf(passwordChangeSchema, {
      code: '1234',
      password: 'violet-harbour-47',
      confirm_password: 'violet-harbour-48',
    });
    expect(issueMessages(differ, i18n.t).get('confirm_password')).toBe(
      'Die Passwörter stimmen nicht überein.',
    );
    const terms = issuesOf(searchItemsSchema, 'a,b,c,d,e,f,g,h,i,j,k');
    expect(messageForIssue(terms[0]!, i18n.t)).toBe(
      'Du kannst bis zu 10 Suchbegriffe gleichzeitig verwenden.',
    );
    const staff = issuesOf(setInfoSchema, {
      profile_type: 'staff',
      subject_ids: [1],
      country_id: 1,
      languages: ['Deutsch'],
      description: 'Ich kümmere mich um die Zulassung und helfe gern beim Ankommen hier.',
    });
    expect(issueMessages(staff, i18n.t).get('job_title')).toBe(
      'Erzähl Interessierten, was du an der Hochschule machst.',
    );
  });

  it('has no words of its own for `custom` and unknown codes', () => {
    expect(messageForCode('custom', {}, i18n.t)).toBeNull();
    expect(messageForCode('brand_new_rule', {}, i18n.t)).toBeNull();
    expect(messageForCode('parental_consent_required', { minimumAge: 16 }, i18n.t)).toContain(
      'jünger als 16',
    );
  });
});

describe('fieldErrorsFromApi', () => {
  const refused = new ApiError({
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'body.birth_date: Enter your real date of birth.',
    language: 'en',
    details: [
      {
        path: 'body.birth_date',
        code: 'birth_date_invalid',
        message: 'Enter your real date of birth.',
      },
      {
        path: 'body.password',
        code: 'password_too_short',
        params: { minimum: 8 },
        message: 'Use at least 8 characters.',
      },
      { path: 'body.name', code: 'custom', message: 'Der Server hat es so geschrieben.' },
      { path: 'body.email', code: 'rule_of_tomorrow', message: 'Auch das kam vom Server.' },
    ],
  });

  it('translates known codes and keeps the server’s words for the others', () => {
    expect(
      fieldErrorsFromApi(refused, ['birth_date', 'password', 'name', 'email', 'other']),
    ).toEqual({
      birth_date: 'Gib dein echtes Geburtsdatum ein.',
      password: 'Verwende mindestens 8 Zeichen.',
      name: 'Der Server hat es so geschrieben.',
      email: 'Auch das kam vom Server.',
    });
  });

  it('toasts a refused call by its code unless the server wrote the reader’s language', () => {
    expect(errorToastFor(refused)?.description).toBe('Gib dein echtes Geburtsdatum ein.');
    const english = new ApiError({
      status: 404,
      code: 'NOT_FOUND',
      message: 'This university was not found.',
      language: 'en',
    });
    expect(errorToastFor(english)).toEqual({
      title: 'Fehler',
      description: 'Wir konnten nicht finden, wonach du suchst.',
    });
    const german = new ApiError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Warte bitte einen Moment und versuch es dann noch einmal.',
      language: 'de',
    });
    expect(errorToastFor(german)?.description).toBe(german.message);
    const unknown = new ApiError({ status: 403, code: 'NEW_CODE', message: 'As written.' });
    expect(errorToastFor(unknown)?.description).toBe('As written.');
  });
});

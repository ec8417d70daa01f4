import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showLanguage } from '../i18n/i18n';
import ar from '../i18n/locales/ar/translation.json';
import { ApiError } from './api-client';
import { errorToastFor } from './error-toast';
import { detailMessage } from './forms/validation';

beforeAll(() => showLanguage('ar'));
afterAll(() => showLanguage('en'));

describe('reasons and rule codes in Arabic', () => {
  it('names what a 404 did not find by its reason, whatever language the server wrote', () => {
    const error = new ApiError({
      status: 404,
      code: 'NOT_FOUND',
      message: 'This ambassador was not found.',
      language: 'en',
      reason: 'ambassador',
    });
    expect(errorToastFor(error)?.description).toBe(ar.errors.notFound.ambassador);
    expect(ar.errors.notFound.ambassador).toBe('لم نعثر على هذا السفير.');
  });

  it('says why a 403 refused by its reason, and falls back to the code for a reason it does not know', () => {
    const refused = (reason: string) =>
      new ApiError({
        status: 403,
        code: 'FORBIDDEN',
        message: 'Only its ambassadors and admins can close this conversation.',
        language: 'en',
        reason,
      });
    expect(errorToastFor(refused('staff_only_close'))?.description).toBe(
      ar.errors.refusal.staff_only_close,
    );
    expect(errorToastFor(refused('from_a_newer_server'))?.description).toBe(
      ar.errors.code.FORBIDDEN,
    );
  });

  it("reads a console rule's code with its numbers", () => {
    expect(
      detailMessage({
        path: 'from',
        code: 'date_range_too_long',
        params: { maximum: 366 },
        message: 'Choose a range of at most 366 days.',
      }),
    ).toBe('اختر فترة لا تزيد على 366 يومًا.');
    expect(
      detailMessage({
        path: 'to_date',
        code: 'end_before_start',
        message: 'The event must end after it starts.',
      }),
    ).toBe(ar.forms.detail.endBeforeStart);
  });
});

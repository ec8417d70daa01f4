import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERROR_CODES,
  ERROR_STATUS,
  SPEC_MESSAGES,
  apiResponse,
  errorEnvelopeSchema,
  successEnvelope,
  toastMessageFor,
  validationErrorFromIssues,
} from './errors';

describe('error codes', () => {
  it('use their own name as value', () => {
    for (const [name, value] of Object.entries(ERROR_CODES)) expect(value).toBe(name);
  });

  it('each have a 4xx or 5xx status', () => {
    for (const code of Object.values(ERROR_CODES)) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
    expect(ERROR_STATUS.MAINTENANCE).toBe(503);
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429);
    expect(ERROR_STATUS.TOO_MANY_SEARCH_TERMS).toBe(400);
    expect(ERROR_STATUS.TOKEN_EXPIRED).toBe(401);
  });
});

describe('envelopes', () => {
  it('parses a failure with details', () => {
    const failure = {
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'email: Invalid email address',
        details: [{ path: 'email', message: 'Invalid email address' }],
      },
    };
    expect(errorEnvelopeSchema.parse(failure)).toEqual(failure);
  });

  it('refuses an unknown code or a success flag', () => {
    const error = { code: 'OOPS', message: 'x' };
    expect(errorEnvelopeSchema.safeParse({ success: false, error }).success).toBe(false);
    const ok = { success: true, error: { code: 'NOT_FOUND', message: 'x' } };
    expect(errorEnvelopeSchema.safeParse(ok).success).toBe(false);
  });

  it('wraps a payload schema in the success envelope', () => {
    const schema = successEnvelope(z.object({ like_count: z.number() }));
    expect(schema.parse({ success: true, data: { like_count: 3 } }).data.like_count).toBe(3);
    expect(schema.safeParse({ success: true, data: { like_count: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ success: false, data: { like_count: 3 } }).success).toBe(false);
  });

  it('parses either envelope by its success flag', () => {
    const schema = apiResponse(z.object({ isUnique: z.boolean() }));
    const ok = schema.parse({ success: true, data: { isUnique: true } });
    const failed = schema.parse({ success: false, error: { code: 'NOT_FOUND', message: 'Gone' } });
    expect(ok.success).toBe(true);
    expect(failed.success ? null : failed.error.code).toBe('NOT_FOUND');
  });
});

describe('validationErrorFromIssues', () => {
  it('reports field problems with dotted paths', () => {
    const schema = z.object({ user: z.object({ email: z.email() }) });
    const result = schema.safeParse({ user: { email: 'nope' } });
    if (result.success) throw new Error('should fail');
    const error = validationErrorFromIssues(result.error.issues);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details?.[0]?.path).toBe('user.email');
    expect(error.message).toMatch(/^user\.email: /);
  });

  it('lets a custom issue that names a code set the code and message', () => {
    const schema = z
      .array(z.string())
      .refine((list) => list.length <= 1, { error: 'Only one.', params: { code: 'CONFLICT' } });
    const result = schema.safeParse(['a', 'b']);
    if (result.success) throw new Error('should fail');
    expect(validationErrorFromIssues(result.error.issues)).toMatchObject({
      code: 'CONFLICT',
      message: 'Only one.',
    });
  });
});

describe('toastMessageFor', () => {
  it('shows the server message for 400, 403, 404 and 429', () => {
    for (const status of [400, 403, 404, 429]) {
      expect(toastMessageFor(status, 'Dialog not found')).toBe('Dialog not found');
      expect(toastMessageFor(status, '')).toBe('Something went wrong.');
      expect(toastMessageFor(status)).toBe(SPEC_MESSAGES.somethingWentWrong);
    }
  });

  it('asks to contact support for other statuses and says something went wrong offline', () => {
    expect(toastMessageFor(500, 'boom')).toBe('Please contact support.');
    expect(toastMessageFor(409, 'taken')).toBe('Please contact support.');
    expect(toastMessageFor(null)).toBe('Something went wrong.');
  });
});

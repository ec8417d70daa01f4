import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordChangeSchema } from './contracts/auth';
import { setInfoSchema } from './contracts/application';
import { text } from './contracts/common';
import { crmExportQuerySchema } from './contracts/admin-crm';
import {
  webhookEndpointChangeSchema,
  webhookEndpointCreateSchema,
} from './contracts/admin-webhooks';
import { adminFilterSchema } from './contracts/admin';
import { analyticsQuerySchema } from './contracts/admin-analytics';
import { adminLiveEventCreateSchema } from './contracts/admin-live-events';
import { moderationDecisionSchema } from './contracts/admin-moderation';
import { communityMembersQuerySchema } from './contracts/community';
import { inviteUsersSchema } from './contracts/dialog-actions';
import { messageListQuerySchema } from './contracts/dialogs';
import { saveOptionalAnswersSchema } from './contracts/questions';
import { widgetVisitBodySchema } from './contracts/widget-visits';
import { searchItemsSchema, slugOrIdSchema } from './contracts/content';
import { apiResponse, errorEnvelopeSchema, successEnvelope } from './contracts/envelope';
import {
  DETAIL_CODES,
  ERROR_CODES,
  issuesToDetails,
  ERROR_STATUS,
  SPEC_MESSAGES,
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
        details: [
          {
            path: 'email',
            code: 'invalid_format',
            params: { format: 'email' },
            message: 'Invalid email address',
          },
        ],
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

describe('detail codes', () => {
  const detailsOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('should fail');
    return issuesToDetails(result.error.issues);
  };

  it('are unique, lower-case and never an error code', () => {
    expect(new Set(DETAIL_CODES).size).toBe(DETAIL_CODES.length);
    for (const code of DETAIL_CODES) expect(code).toMatch(/^[a-z_]+$/);
  });

  it("carry zod's code and the numbers a text needs", () => {
    const schema = z.object({ password: z.string().min(8), tags: z.array(z.string()).max(2) });
    expect(detailsOf(schema, { password: 'short', tags: ['a', 'b', 'c'] })).toEqual([
      expect.objectContaining({
        path: 'password',
        code: 'too_small',
        params: { minimum: 8, origin: 'string', inclusive: true },
      }),
      expect.objectContaining({
        path: 'tags',
        code: 'too_big',
        params: { maximum: 2, origin: 'array', inclusive: true },
      }),
    ]);
  });

  it("name the contracts' own rules: passwords that differ, search terms, ids, profiles", () => {
    const differ = detailsOf(passwordChangeSchema, {
      code: '1234',
      password: 'a long enough one',
      confirm_password: 'another',
    });
    expect(differ).toEqual([
      expect.objectContaining({ path: 'confirm_password', code: 'passwords_differ' }),
    ]);
    const terms = Array.from({ length: 11 }, (_, index) => `term${index}`).join(',');
    expect(detailsOf(searchItemsSchema, terms)[0]?.code).toBe('too_many_search_terms');
    expect(detailsOf(slugOrIdSchema, 'no-id-here')[0]?.code).toBe('invalid_id_or_slug');
    const nul = detailsOf(z.object({ name: text() }), { name: 'a\u0000b' });
    expect(nul[0]?.code).toBe('nul_character');
    for (const detail of [...differ, ...nul]) expect(DETAIL_CODES).toContain(detail.code);
    expect(detailsOf(webhookEndpointChangeSchema, {})[0]?.code).toBe('nothing_to_change');
    expect(detailsOf(crmExportQuerySchema, { from: '2026-05-02', to: '2026-05-01' })[0]?.code).toBe(
      'date_range_reversed',
    );
  });

  it("name the console's and the chat's own rules: each reaches the client as a code with its numbers", () => {
    const codeOf = (schema: z.ZodType, input: unknown) => detailsOf(schema, input)[0];
    expect(
      codeOf(adminLiveEventCreateSchema, {
        name: 'Open day',
        description: '',
        from_date: '2026-05-02T10:00:00.000Z',
        to_date: '2026-05-02T09:00:00.000Z',
        is_promote: false,
      }),
    ).toMatchObject({ path: 'to_date', code: 'end_before_start' });
    expect(codeOf(analyticsQuerySchema, { from: '2025-01-01', to: '2026-05-01' })).toMatchObject({
      code: 'date_range_too_long',
      params: { maximum: 366 },
    });
    expect(
      codeOf(webhookEndpointCreateSchema, { url: 'ftp://x.test', events: ['dialog.created'] }),
    ).toMatchObject({ path: 'url', code: 'webhook_url_invalid' });
    expect(
      codeOf(adminFilterSchema, { key: 'made_up', name: 'Made up', type: 'fixed' }),
    ).toMatchObject({ path: 'key', code: 'not_a_fixed_filter' });
    expect(
      codeOf(adminFilterSchema, { key: 'campus', name: 'Campus', type: 'custom', options: [] }),
    ).toMatchObject({ path: 'options', code: 'filter_options_required' });
    expect(codeOf(moderationDecisionSchema, { action: 'block_prospect' })).toMatchObject({
      path: 'user_id',
      code: 'person_required',
    });
    expect(codeOf(inviteUsersSchema, { users: [4, 4] })).toMatchObject({ code: 'duplicate_items' });
    expect(codeOf(messageListQuerySchema, { beforeMessageId: 1, afterSeq: 2 })).toMatchObject({
      code: 'conflicting_cursors',
    });
    expect(codeOf(saveOptionalAnswersSchema, { answers: [], isMandatory: true })).toMatchObject({
      code: 'mandatory_needs_group',
    });
    expect(codeOf(widgetVisitBodySchema, {})).toMatchObject({ code: 'scope_required' });
    expect(codeOf(communityMembersQuerySchema, {})).toMatchObject({ code: 'scope_required' });
  });

  it('name a missing profile field by its own code', () => {
    const staff = {
      profile_type: 'staff',
      subject_ids: [1],
      country_id: 1,
      languages: ['English'],
      description: 'I look after admissions and love helping people find their way here.',
    };
    expect(detailsOf(setInfoSchema, staff)).toEqual([
      expect.objectContaining({ path: 'job_title', code: 'job_title_required' }),
    ]);
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

import { describe, expect, it } from 'vitest';
import {
  accountInfoSchema,
  authResultSchema,
  editAccountSchema,
  loginSchema,
  passwordChangeSchema,
  passwordRecoveryConfirmSchema,
  questionSchema,
  refreshSchema,
  registrationSchema,
  socialRegistrationSchema,
  uniqueEmailQuerySchema,
} from './auth';

const registration = {
  email: '  Maya.Patel@Example.COM ',
  password: 'correct horse',
  name: ' Maya ',
  last_name: 'Patel',
  university_id: 1,
};

describe('registrationSchema', () => {
  it('normalises the email and names and fills defaults', () => {
    expect(registrationSchema.parse(registration)).toMatchObject({
      email: 'maya.patel@example.com',
      name: 'Maya',
      last_name: 'Patel',
      marketing_preference: false,
      resive_email: false,
      communications: false,
      answers: [],
      accessType: 'web',
    });
  });

  it('takes the whole spec §3 payload, spelt as the spec spells it', () => {
    const full = {
      ...registration,
      phone_country: 'GB',
      phone_number: '+44 7700 900123',
      nationality_id: 41,
      group_id: 1,
      marketing_preference: true,
      resive_email: true,
      communications: true,
      sso_custom_data: { campus: 'North', year: 2026, alumni: false },
      answers: [{ question_id: 3, answer: 'Law' }],
      medium: 'email',
      source: 'newsletter',
      campaign: 'open-day',
      user_came_from: 'https://uni.example/apply',
      engagementData: { id: 4, type: 'live-stream' },
      accessType: 'mobile_web',
      admissionStageId: 2,
      academicLevelId: 1,
      studyStartDate: '2026-09-01',
      consent_confirmed: true,
      birth_date: '2008-04-30',
    };
    const parsed = registrationSchema.parse(full);
    expect(parsed.resive_email).toBe(true);
    expect(parsed.engagementData).toEqual({ id: 4, type: 'live-stream' });
    expect(parsed.studyStartDate).toBe('2026-09-01');
  });

  it('needs a university or a group', () => {
    const result = registrationSchema.safeParse({ ...registration, university_id: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['university_id']);
  });

  it.each([
    ['a short password', { password: 'short' }],
    ['a password over 128 characters', { password: 'x'.repeat(129) }],
    ['an invalid email', { email: 'maya@' }],
    ['an empty name', { name: '   ' }],
    ['a name over 100 characters', { last_name: 'x'.repeat(101) }],
    ['an unknown access type', { accessType: 'ios' }],
    ['a bad study start date', { studyStartDate: '2026-13-01' }],
    [
      'too many answers',
      { answers: Array.from({ length: 51 }, () => ({ question_id: 1, answer: 'a' })) },
    ],
    ['a bad phone number', { phone_number: 'call me' }],
  ])('refuses %s', (_label, change) => {
    expect(registrationSchema.safeParse({ ...registration, ...change }).success).toBe(false);
  });

  it('lets social registration go without a password but not without signed data', () => {
    const { password: _password, ...withoutPassword } = registration;
    expect(
      socialRegistrationSchema.safeParse({ ...withoutPassword, signedData: 'abc' }).success,
    ).toBe(true);
    expect(socialRegistrationSchema.safeParse(withoutPassword).success).toBe(false);
  });
});

describe('loginSchema', () => {
  it('normalises the email and defaults to web access', () => {
    expect(loginSchema.parse({ email: 'A@B.TEST', password: 'pw', universityId: 1 })).toEqual({
      email: 'a@b.test',
      password: 'pw',
      universityId: 1,
      accessType: 'web',
    });
  });

  it('refuses an empty password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.test', password: '' }).success).toBe(false);
  });
});

describe('token and email queries', () => {
  it('accepts a refresh without a body token (the cookie carries it)', () => {
    expect(refreshSchema.parse({})).toEqual({});
    expect(refreshSchema.safeParse({ token: 'x'.repeat(4097) }).success).toBe(false);
  });

  it('checks the email of a uniqueness query', () => {
    expect(uniqueEmailQuerySchema.parse({ email: ' X@Y.TEST ' })).toEqual({ email: 'x@y.test' });
    expect(uniqueEmailQuerySchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});

describe('password recovery and change', () => {
  const confirm = {
    user_id: 5,
    code: 'a1b2c3d4',
    new_password: 'new password 1',
    confirm_password: 'new password 1',
  };

  it('accepts a hex code and matching passwords', () => {
    expect(passwordRecoveryConfirmSchema.parse(confirm)).toEqual(confirm);
  });

  it('refuses a non-hex code', () => {
    expect(passwordRecoveryConfirmSchema.safeParse({ ...confirm, code: 'zz-99' }).success).toBe(
      false,
    );
  });

  it('refuses a confirmation that differs, on the confirmation field', () => {
    const result = passwordRecoveryConfirmSchema.safeParse({
      ...confirm,
      confirm_password: 'other',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirm_password'],
      message: 'Passwords do not match.',
    });
    const change = passwordChangeSchema.safeParse({
      code: '123456',
      password: 'new password 1',
      confirm_password: 'new password 2',
    });
    expect(change.error?.issues[0]?.path).toEqual(['confirm_password']);
  });
});

describe('editAccountSchema', () => {
  it('trims names and refuses empty ones', () => {
    expect(editAccountSchema.parse({ firstName: ' Ana ', lastName: 'Silva' })).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
    });
    expect(editAccountSchema.safeParse({ firstName: '', lastName: 'Silva' }).success).toBe(false);
  });
});

describe('account and question shapes', () => {
  const account = {
    id: 7,
    key: 'univercity-student',
    roleKey: 'univercity-student',
    name: 'Maya',
    last_name: 'Patel',
    email: 'maya@demo.test',
    avatar: null,
    subjects: [{ id: 3, name: 'Law' }],
    permission: { is_enabled: true },
    timeIsUp: false,
    isAnsweredMandatoryQuestion: true,
    termsAccepted: true,
    mailing: [{ id: 1, answer: true }],
    notificationData: {
      method: 'email',
      phone_country: null,
      phone_number: null,
      is_verified: true,
    },
    university_id: 1,
    isAuthFromMobApp: false,
  };

  it('parses the account of CONTRACT §2 and an auth result', () => {
    expect(accountInfoSchema.parse(account)).toEqual(account);
    expect(authResultSchema.parse({ token: 't', refreshToken: 'r', account }).account.id).toBe(7);
    expect(accountInfoSchema.safeParse({ ...account, key: 'student' }).success).toBe(false);
  });

  it('defaults a question to the default answer type and no predefined answers', () => {
    const question = {
      id: 1,
      key: 'year',
      order: 1,
      question: 'Year?',
      is_required: true,
      isMandatory: true,
    };
    expect(questionSchema.parse(question)).toMatchObject({
      answer_type: 'default',
      predefined_answers: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, passwordProblem, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('violet-harbour-47');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'violet-harbour-47')).toBe(true);
    expect(await verifyPassword(hash, 'violet-harbour-48')).toBe(false);
  });

  it('refuses without a hash or with a malformed one, instead of throwing', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe('password policy', () => {
  it('accepts a decent password of 8 to 128 characters', () => {
    expect(passwordProblem('violet-harbour-47')).toBeNull();
    expect(passwordProblem('Tr4vel!ng-light')).toBeNull();
    expect(passwordProblem('violet-harbour-47'.repeat(8).slice(0, 128))).toBeNull();
  });

  it.each([
    ['too short', 'abc12'],
    ['too long', 'ab3'.repeat(43)],
    ['common', 'password'],
    ['common, any case', 'PassWord1'],
    ['common with digits added', 'sunshine2024'],
    ['common with symbols added', 'football!!'],
    ['one repeated character', 'aaaaaaaaaa'],
  ])('refuses a password that is %s', (_reason, password) => {
    expect(passwordProblem(password)).not.toBeNull();
  });

  it('refuses the email address as the password', () => {
    expect(passwordProblem('maya.patel@example.com', 'maya.patel@example.com')).toMatchObject({
      code: 'password_is_email',
      message: expect.stringMatching(/email/),
    });
    expect(passwordProblem('maya.patel', 'maya.patel@example.com')).toMatchObject({
      code: 'password_is_email',
    });
  });

  it('knows the common list', () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('violet-harbour-47')).toBe(false);
  });
});

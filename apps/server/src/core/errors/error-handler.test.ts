import { describe, expect, it } from 'vitest';
import { toFailure } from './error-handler';
import { ConflictError, NotFoundError } from './app-error';

describe('toFailure', () => {
  it('keeps the status, code and message of an AppError', () => {
    expect(toFailure(new NotFoundError('This post'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'This post was not found.',
    });
    expect(toFailure(new ConflictError())?.statusCode).toBe(409);
  });

  it('turns a unique violation wrapped by the ORM into a 409', () => {
    const wrapped = Object.assign(new Error('Failed query'), { cause: { code: '23505' } });
    expect(toFailure(wrapped)).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('turns bad input that reached the database into a 400', () => {
    expect(toFailure({ code: '22P02' })).toMatchObject({ statusCode: 400 });
    expect(toFailure({ code: '22003' })).toMatchObject({ statusCode: 400 });
  });

  it('turns any other data exception into a 400 and any integrity violation into a 409', () => {
    const nul = Object.assign(new Error('Failed query: insert … params: secret'), {
      cause: { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' },
    });
    expect(toFailure(nul)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(toFailure({ code: '2200H' })).toMatchObject({ statusCode: 400 });
    expect(toFailure({ code: '23514' })).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('turns a lost database connection into maintenance mode', () => {
    for (const code of ['ECONNREFUSED', '57P01', '08006']) {
      expect(toFailure(Object.assign(new Error('down'), { code }))).toMatchObject({
        statusCode: 503,
        code: 'MAINTENANCE',
      });
    }
  });

  it('leaves programmer errors to the 500 path', () => {
    expect(toFailure(new TypeError('x is undefined'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { toFailure } from './error-handler';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from './app-error';
import { localiseFailure } from './localise';

describe('toFailure', () => {
  it('keeps the status, code and message of an AppError', () => {
    expect(toFailure(new NotFoundError('post'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'This post was not found.',
      reason: 'post',
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

describe('localiseFailure', () => {
  const inGerman = (error: unknown) => localiseFailure(toFailure(error)!, 'de');

  it("writes a code's own text in the reader's language, and names what was not found or why it was refused in it", () => {
    expect(inGerman(new NotFoundError())).toEqual({
      failure: {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Wir konnten nicht finden, wonach du suchst.',
      },
      language: 'de',
    });
    expect(inGerman(new NotFoundError('post'))).toMatchObject({
      failure: { message: 'Diesen Beitrag haben wir nicht gefunden.', reason: 'post' },
      language: 'de',
    });
    expect(inGerman(new ForbiddenError('staff_only_close'))).toMatchObject({
      failure: {
        code: 'FORBIDDEN',
        message: 'Nur ihre Botschafter und Admins können diese Unterhaltung schließen.',
        reason: 'staff_only_close',
      },
      language: 'de',
    });
    // A thrower's text without a reason stays English, and says so.
    expect(inGerman(new ConflictError('Only English says this.'))).toMatchObject({
      failure: { message: 'Only English says this.' },
      language: 'en',
    });
    // A thrower that writes the code's English text gets it translated.
    expect(
      inGerman(new ConflictError('This conversation is archived.', 'DIALOG_ARCHIVED')),
    ).toMatchObject({
      failure: { message: 'Diese Unterhaltung ist archiviert.' },
      language: 'de',
    });
  });

  it('reads a detail by the code its thrower gave, and leaves one without a code `custom` and English', () => {
    const known = inGerman(
      new ValidationError([
        {
          path: 'body.password',
          code: 'password_too_easy',
          message: 'A reworded English text the reader never sees.',
        },
      ]),
    );
    expect(known).toEqual({
      failure: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'body.password: Dieses Passwort ist zu leicht zu erraten.',
        details: [
          {
            path: 'body.password',
            code: 'password_too_easy',
            message: 'Dieses Passwort ist zu leicht zu erraten.',
          },
        ],
      },
      language: 'de',
    });
    const unknown = inGerman(
      new ValidationError([{ path: 'body.name', message: 'Only English says this.' }]),
    );
    expect(unknown).toEqual({
      failure: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'body.name: Only English says this.',
        details: [{ path: 'body.name', code: 'custom', message: 'Only English says this.' }],
      },
      language: 'en',
    });
  });
});

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, issueCodeAndParams, type ErrorCode } from '@quad/shared/errors';
import { AppError } from './app-error';
import { requestLocale } from './catalogue';
import { codedDetail, isZodDefaultMessage, localiseFailure, type Failure } from './localise';
import { pgErrorCode } from '../db/pg-error';

export type { Failure } from './localise';

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** PostgreSQL SQLSTATEs that mean the input was wrong, not the server (English; localised by code). */
const PG_INPUT_ERRORS: Record<string, Failure> = {
  '23505': { statusCode: 409, code: ERROR_CODES.CONFLICT, message: 'This already exists.' },
  '23503': {
    statusCode: 409,
    code: ERROR_CODES.CONFLICT,
    message: 'This refers to something that does not exist or is still in use.',
  },
  '22P02': {
    statusCode: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'A value has the wrong format.',
  },
  '22003': { statusCode: 400, code: ERROR_CODES.BAD_REQUEST, message: 'A number is out of range.' },
  '22001': { statusCode: 400, code: ERROR_CODES.BAD_REQUEST, message: 'A value is too long.' },
  '22007': {
    statusCode: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'A date has the wrong format.',
  },
  '22008': { statusCode: 400, code: ERROR_CODES.BAD_REQUEST, message: 'A date is out of range.' },
  '22021': {
    statusCode: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'A text contains a character that cannot be stored (such as U+0000).',
  },
  '22P05': {
    statusCode: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: 'A text contains a character that cannot be stored (such as U+0000).',
  },
};

/** Class 22 is "data exception", class 23 "integrity constraint violation": both are the input. */
const PG_DATA_EXCEPTION: Failure = {
  statusCode: 400,
  code: ERROR_CODES.BAD_REQUEST,
  message: 'A value is not valid.',
};
const PG_INTEGRITY_VIOLATION: Failure = {
  statusCode: 409,
  code: ERROR_CODES.CONFLICT,
  message: 'This conflicts with what is stored.',
};

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
]);

/** Maps anything thrown in a request to the CONTRACT §2 envelope. */
export function toFailure(error: unknown): Failure | null {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details.map(codedDetail) } : {}),
      ...(error.generic ? { generic: true } : {}),
      ...(error.reason ? { reason: error.reason } : {}),
      ...(error.problem ? { problem: error.problem } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = CONTEXT_NAMES[(error as FastifyError).validationContext ?? ''] ?? 'request';
    const details = error.validation.map((issue) => {
      const fields = (issue.params ?? {}) as Record<string, unknown>;
      const { code, params } = issueCodeAndParams({ ...fields, code: issue.keyword });
      return {
        path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        code,
        ...(params ? { params } : {}),
        message: issue.message ?? 'is not valid',
        ...(isZodDefaultMessage(issue) ? { generic: true } : {}),
      };
    });
    // A rule that names its own code (the search-term limit) answers with its exact message.
    const coded = error.validation.find(
      (issue) => issue.keyword === 'custom' && isErrorCode(customCode(issue.params)),
    );
    if (coded) {
      return {
        statusCode: 400,
        code: customCode(coded.params) as ErrorCode,
        message: coded.message ?? '',
        details,
      };
    }
    const first = details[0];
    return {
      statusCode: 400,
      code: ERROR_CODES.VALIDATION_ERROR,
      message: first ? `${first.path}: ${first.message}` : 'The request is not valid.',
      details,
    };
  }
  const failure = inputOrServiceFailure(error);
  // The handler's own texts are the code's: a reader of another language reads the code's text.
  return failure && { ...failure, generic: true };
}

/** A database, connection or Fastify failure that is the input's or the service's fault. */
function inputOrServiceFailure(error: unknown): Failure | null {
  const pgCode = findPgCode(error);
  if (pgCode) {
    const known = PG_INPUT_ERRORS[pgCode];
    if (known) return known;
    if (pgCode.startsWith('22')) return PG_DATA_EXCEPTION;
    if (pgCode.startsWith('23')) return PG_INTEGRITY_VIOLATION;
    if (CONNECTION_ERRORS.has(pgCode) || pgCode.startsWith('08')) return maintenance();
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code && CONNECTION_ERRORS.has(fastifyError.code)) return maintenance();
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return fastifyFailure(fastifyError, status);
  }
  return null;
}

function fastifyFailure(error: Partial<FastifyError>, status: number): Failure {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        statusCode: 400,
        code: ERROR_CODES.BAD_REQUEST,
        message: 'The request body is not valid JSON.',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        code: ERROR_CODES.PAYLOAD_TOO_LARGE,
        message: 'The request is too large.',
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        message: 'This content type is not supported.',
      };
  }
  if (status === 429) {
    return {
      statusCode: 429,
      code: ERROR_CODES.RATE_LIMITED,
      message: error.message ?? 'Too many requests.',
    };
  }
  if (status === 404) {
    return { statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: 'This page was not found.' };
  }
  return {
    statusCode: status,
    code:
      status === 401
        ? ERROR_CODES.UNAUTHORIZED
        : status === 403
          ? ERROR_CODES.FORBIDDEN
          : ERROR_CODES.BAD_REQUEST,
    message: error.message || 'The request is not valid.',
  };
}

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));
const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN_CODES.has(value);
const customCode = (params: unknown): unknown =>
  (params as { params?: { code?: unknown } } | undefined)?.params?.code;

function maintenance(): Failure {
  return {
    statusCode: 503,
    code: ERROR_CODES.MAINTENANCE,
    message: 'Quad is down for maintenance. Please try again in a few minutes.',
  };
}

/** The SQLSTATE of a database error, or the code of a lost connection under the ORM's wrapper. */
function findPgCode(error: unknown): string | undefined {
  const sqlState = pgErrorCode(error);
  if (sqlState) return sqlState;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' && CONNECTION_ERRORS.has(cause) ? cause : undefined;
}

/**
 * What a 500 logs: the ORM's "Failed query" message carries every bound parameter (passwords,
 * tokens, personal data), so a query error is logged as its SQL text and the driver's error.
 */
function loggable(error: unknown): Record<string, unknown> {
  const query = (error as { query?: unknown } | null)?.query;
  if (error instanceof Error && typeof query === 'string') {
    return { err: error.cause ?? { message: 'query failed' }, sql: query };
  }
  return { err: error };
}

/**
 * Sends the failure envelope in the request's language (`Accept-Language`, English by default);
 * `Content-Language` says which language the message is written in.
 */
export function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  const locale = requestLocale(reply.request?.headers['accept-language']);
  const { failure: localised, language } = localiseFailure(failure, locale);
  return reply
    .status(localised.statusCode)
    .header('content-language', language)
    .send({
      success: false,
      error: {
        code: localised.code,
        message: localised.message,
        ...(localised.reason ? { reason: localised.reason } : {}),
        ...(localised.details ? { details: localised.details } : {}),
      },
    });
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors`): a malformed URL
 * or a path parameter over `maxParamLength`. Bad input, answered in the envelope like any other.
 */
export function sendFrameworkFailure(error: Partial<FastifyError>, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void sendFailure(reply, {
    statusCode: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: tooLong ? 'A part of this address is too long.' : 'This address is not valid.',
    generic: true,
  });
}

/** Installs the one error handler and the not-found handler. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFailure(error);
    if (failure) {
      if (failure.statusCode >= 500) request.log.error({ err: error }, 'service unavailable');
      return sendFailure(reply, failure);
    }
    request.log.error(loggable(error), 'unhandled error');
    return sendFailure(reply, {
      statusCode: 500,
      code: ERROR_CODES.INTERNAL_ERROR,
      message: 'Something went wrong on our side. Please try again.',
      generic: true,
    });
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, {
      statusCode: 404,
      code: ERROR_CODES.NOT_FOUND,
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      generic: true,
    }),
  );
}

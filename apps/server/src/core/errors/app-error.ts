import {
  ERROR_CODES,
  type DetailCode,
  type ErrorCode,
  type NotFoundSubject,
  type RefusalReason,
} from '@quad/shared/errors';
import { en } from './locales/en';
import { PROBLEMS, problemText, type Problem } from './problems';

export interface ErrorDetail {
  path: string;
  message: string;
  /** A stable code (DETAIL_CODES); a detail without one reads as written (`custom`). */
  code?: DetailCode;
  params?: Record<string, string | number | boolean | null>;
  /** The specific problem the message names, which every language writes (`problems.ts`). */
  problem?: Problem;
}

/** The one error type the API answers with; the error handler turns it into the envelope. */
export class AppError extends Error {
  /** No specific text was given: the message is the code's own and reads in every language. */
  generic = false;
  /** What was not found or why it was refused: the message is this reason's own text. */
  reason: NotFoundSubject | RefusalReason | undefined;
  /** The specific problem the message names, which every language writes (`problems.ts`). */
  readonly problem: Problem | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string | Problem,
    readonly details?: ErrorDetail[],
  ) {
    super(typeof message === 'string' ? message : problemText(PROBLEMS, message));
    this.name = new.target.name;
    this.problem = typeof message === 'string' ? undefined : message;
  }
}

export class BadRequestError extends AppError {
  constructor(
    message: string | Problem,
    details?: ErrorDetail[],
    code: ErrorCode = ERROR_CODES.BAD_REQUEST,
  ) {
    super(400, code, message, details);
  }
}

export class ValidationError extends AppError {
  constructor(details: ErrorDetail[], message = describeDetails(details)) {
    super(400, ERROR_CODES.VALIDATION_ERROR, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message?: string | Problem, code: ErrorCode = ERROR_CODES.UNAUTHORIZED) {
    super(401, code, message ?? 'Please sign in to continue.');
    this.generic = message === undefined;
  }
}

/** A 403: the code's own text, or a reason of its own that reads in every language. */
export class ForbiddenError extends AppError {
  constructor(reason?: RefusalReason, code: ErrorCode = ERROR_CODES.FORBIDDEN) {
    super(403, code, reason ? en.refusals[reason] : en.errors[code]);
    this.generic = reason === undefined;
    this.reason = reason;
  }
}

/** A 404 naming what was not found, in a sentence each language writes whole. */
export class NotFoundError extends AppError {
  constructor(what?: NotFoundSubject, code: ErrorCode = ERROR_CODES.NOT_FOUND) {
    super(404, code, what ? en.notFound[what] : en.errors[code]);
    this.generic = what === undefined;
    this.reason = what;
  }
}

export class ConflictError extends AppError {
  constructor(message?: string | Problem, code: ErrorCode = ERROR_CODES.CONFLICT) {
    super(409, code, message ?? 'This already exists.');
    this.generic = message === undefined;
  }
}

export class RateLimitError extends AppError {
  constructor(message?: string | Problem) {
    super(
      429,
      ERROR_CODES.RATE_LIMITED,
      message ?? 'Too many requests. Please wait a moment and try again.',
    );
    this.generic = message === undefined;
  }
}

export class MaintenanceError extends AppError {
  constructor(message?: string) {
    super(503, ERROR_CODES.MAINTENANCE, message ?? MAINTENANCE_MESSAGE);
    this.generic = message === undefined;
  }
}

const MAINTENANCE_MESSAGE = 'Quad is down for maintenance. Please try again in a few minutes.';

function describeDetails(details: ErrorDetail[]): string {
  const first = details[0];
  if (!first) return 'The request is not valid.';
  const where = first.path ? `${first.path}: ` : '';
  return `${where}${first.message}`;
}

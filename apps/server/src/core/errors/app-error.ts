import { ERROR_CODES, type ErrorCode } from '@quad/shared/errors';

export interface ErrorDetail {
  path: string;
  message: string;
  /** A stable code (DETAIL_CODES); without one the error handler recognises known texts. */
  code?: string;
  params?: Record<string, string | number | boolean | null>;
}

/** The one error type the API answers with; the error handler turns it into the envelope. */
export class AppError extends Error {
  /** No specific text was given: the message is the code's own and reads in every language. */
  generic = false;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, details?: ErrorDetail[], code: ErrorCode = ERROR_CODES.BAD_REQUEST) {
    super(400, code, message, details);
  }
}

export class ValidationError extends AppError {
  constructor(details: ErrorDetail[], message = describeDetails(details)) {
    super(400, ERROR_CODES.VALIDATION_ERROR, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message?: string, code: ErrorCode = ERROR_CODES.UNAUTHORIZED) {
    super(401, code, message ?? 'Please sign in to continue.');
    this.generic = message === undefined;
  }
}

export class ForbiddenError extends AppError {
  constructor(message?: string, code: ErrorCode = ERROR_CODES.FORBIDDEN) {
    super(403, code, message ?? 'You are not allowed to do this.');
    this.generic = message === undefined;
  }
}

export class NotFoundError extends AppError {
  constructor(what?: string, code: ErrorCode = ERROR_CODES.NOT_FOUND) {
    super(404, code, `${what ?? 'The page or item'} was not found.`);
    this.generic = what === undefined;
  }
}

export class ConflictError extends AppError {
  constructor(message?: string, code: ErrorCode = ERROR_CODES.CONFLICT) {
    super(409, code, message ?? 'This already exists.');
    this.generic = message === undefined;
  }
}

export class RateLimitError extends AppError {
  constructor(message?: string) {
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

import { ERROR_CODES, type ErrorCode } from '@quad/shared/errors';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The one error type the API answers with; the error handler turns it into the envelope. */
export class AppError extends Error {
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
  constructor(message = 'Please sign in to continue.', code: ErrorCode = ERROR_CODES.UNAUTHORIZED) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(
    message = 'You are not allowed to do this.',
    code: ErrorCode = ERROR_CODES.FORBIDDEN,
  ) {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'The page or item', code: ErrorCode = ERROR_CODES.NOT_FOUND) {
    super(404, code, `${what} was not found.`);
  }
}

export class ConflictError extends AppError {
  constructor(message = 'This already exists.', code: ErrorCode = ERROR_CODES.CONFLICT) {
    super(409, code, message);
  }
}

export class RateLimitError extends AppError {
  constructor(message = 'Too many requests. Please wait a moment and try again.') {
    super(429, ERROR_CODES.RATE_LIMITED, message);
  }
}

export class MaintenanceError extends AppError {
  constructor(message = 'Quad is down for maintenance. Please try again in a few minutes.') {
    super(503, ERROR_CODES.MAINTENANCE, message);
  }
}

function describeDetails(details: ErrorDetail[]): string {
  const first = details[0];
  if (!first) return 'The request is not valid.';
  const where = first.path ? `${first.path}: ` : '';
  return `${where}${first.message}`;
}

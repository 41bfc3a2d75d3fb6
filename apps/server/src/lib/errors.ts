import { errorCodes } from '@railbite/contract/common';

/** A failure we expect and explain: it carries its own HTTP status and machine-readable code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Please log in to continue.', code: string = errorCodes.unauthenticated) {
    super(401, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, errorCodes.notFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: string = errorCodes.conflict, details?: unknown) {
    super(409, code, message, details);
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    const retryAfter = String(Math.max(1, Math.ceil(retryAfterSeconds)));
    super(
      429,
      errorCodes.rateLimited,
      message,
      { retryAfterSeconds: Number(retryAfter) },
      {
        'retry-after': retryAfter,
      },
    );
  }
}

/** A request the schema accepted but a rule refuses; `field` names the input it is about. */
export class InvalidInputError extends AppError {
  constructor(field: string, message: string, code: string = errorCodes.validation) {
    super(400, code, message, { fields: [{ field, message }] });
  }
}

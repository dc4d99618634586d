import {
  ERROR_RETRYABLE,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
} from '@labbridge/shared-types';
import { isDatabaseError, isDatabaseUnavailable } from './pg-errors';

export type ErrorDetails = Record<string, string[]>;

/** The one error type services throw; errorBody turns it into the spec's body. */
export class AppError extends Error {
  readonly status: number;
  readonly retryable: boolean;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    options: { status?: number; retryable?: boolean; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = options.status ?? ERROR_STATUS[code];
    this.retryable = options.retryable ?? ERROR_RETRYABLE[code];
    this.headers = options.headers;
  }
}

export const validationError = (message: string, details?: ErrorDetails) =>
  new AppError('VALIDATION_ERROR', message, details);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError('AUTHENTICATION_ERROR', message);
export const forbidden = (message = "You don't have permission to perform this action.") =>
  new AppError('AUTHORIZATION_ERROR', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, details?: ErrorDetails) =>
  new AppError('CONFLICT', message, details);

/**
 * Any thrown value as an AppError: our own pass through, database failures become the retryable
 * DATABASE_ERROR (503 while the server is unreachable), and everything else (a bug) a
 * SYSTEM_ERROR that reveals nothing.
 */
export const toAppError = (err: unknown): AppError => {
  if (err instanceof AppError) return err;
  if (isDatabaseError(err)) {
    return new AppError(
      'DATABASE_ERROR',
      "We're experiencing technical difficulties. Please try again.",
      undefined,
      // Unreachable for now: 503 tells proxies and clients it is temporary.
      isDatabaseUnavailable(err) ? { status: 503, headers: { 'Retry-After': '5' } } : {},
    );
  }
  return new AppError('SYSTEM_ERROR', 'Something went wrong on our end. Please try again.');
};

/** The spec's error body, for HTTP responses and socket acks alike. */
export const errorBody = (error: AppError, correlationId: string): ErrorBody => ({
  error: {
    code: error.code,
    message: error.message,
    correlationId,
    retryable: error.retryable,
    ...(error.details ? { details: error.details } : {}),
  },
});

/**
 * A business rule refused the request: 422 by default, 409 when it conflicts with the resource's
 * current state (an illegal transition, a duplicate open proposal).
 */
export const businessRule = (message: string, status: 409 | 422 = 422, details?: ErrorDetails) =>
  new AppError('BUSINESS_LOGIC_ERROR', message, details, { status });

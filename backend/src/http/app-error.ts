import { ERROR_RETRYABLE, ERROR_STATUS, type ErrorCode } from '@labbridge/shared-types';

export type ErrorDetails = Record<string, string[]>;

/** The one error type services throw; the error handler turns it into the spec's body. */
export class AppError extends Error {
  readonly status: number;
  readonly retryable: boolean;

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

  readonly headers?: Record<string, string>;
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

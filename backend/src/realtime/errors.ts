import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@labbridge/shared-types';
import { AppError } from '../http/app-error';

/** Socket failures speak the API's error body, with a correlation id of their own. */
export const toErrorBody = (err: unknown): ErrorBody => {
  const error =
    err instanceof AppError
      ? err
      : new AppError('SYSTEM_ERROR', 'Something went wrong on our end. Please try again.');
  return {
    error: {
      code: error.code,
      message: error.message,
      correlationId: randomUUID(),
      retryable: error.retryable,
      ...(error.details ? { details: error.details } : {}),
    },
  };
};

/** What io.use() passes to next(): the client reads `data` in its connect_error handler. */
export const handshakeError = (err: unknown) =>
  Object.assign(new Error(err instanceof AppError ? err.message : 'Connection refused'), {
    data: toErrorBody(err),
  });

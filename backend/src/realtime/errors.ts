import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@labbridge/shared-types';
import { AppError, errorBody, toAppError } from '../core/errors';

/** Socket failures speak the API's error body, with a correlation id of their own. */
export const toErrorBody = (err: unknown): ErrorBody => errorBody(toAppError(err), randomUUID());

/** What io.use() passes to next(): the client reads `data` in its connect_error handler. */
export const handshakeError = (err: unknown) =>
  Object.assign(new Error(err instanceof AppError ? err.message : 'Connection refused'), {
    data: toErrorBody(err),
  });

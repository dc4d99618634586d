import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@labbridge/shared-types';
import type { Logger } from 'pino';
import { AppError, errorBody, toAppError } from '../core/errors';

/** Socket failures speak the API's error body, with a correlation id of their own. */
export const toErrorBody = (err: unknown): ErrorBody => errorBody(toAppError(err), randomUUID());

/** What io.use() passes to next(): the client reads `data` in its connect_error handler. */
export const handshakeError = (err: unknown) =>
  Object.assign(new Error(err instanceof AppError ? err.message : 'Connection refused'), {
    data: toErrorBody(err),
  });

/**
 * The answer to a socket event that failed; a failure no rule explains is logged with the
 * correlation id the client is given, so a reported id finds its log line.
 */
export const failedEventBody = (err: unknown, logger: Logger, event: string): ErrorBody => {
  const body = toErrorBody(err);
  if (!(err instanceof AppError)) {
    logger.error({ err, event, correlationId: body.error.correlationId }, 'socket event failed');
  }
  return body;
};

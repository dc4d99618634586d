import type { ErrorBody } from '@labbridge/shared-types';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from './app-error';
import type { AppEnv } from './env';

const body = (c: Context<AppEnv>, error: AppError): ErrorBody => ({
  error: {
    code: error.code,
    message: error.message,
    correlationId: c.get('correlationId') ?? '',
    retryable: error.retryable,
    ...(error.details ? { details: error.details } : {}),
  },
});

/** Postgres SQLSTATE codes are five characters, e.g. 08006 or 57P01; Node's are ERR_* or E*. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** An error from the database or its driver, as opposed to a bug in our own code. */
const isDatabaseError = (err: unknown): boolean => {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && SQLSTATE.test(code)) return true;
  if (err.name === 'DrizzleQueryError' || err.constructor.name === 'DatabaseError') return true;
  return err.cause !== undefined && isDatabaseError(err.cause);
};

export const toAppError = (err: unknown): AppError => {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    if (err.status === 413) {
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    }
    return new AppError(
      err.status >= 500 ? 'SYSTEM_ERROR' : 'VALIDATION_ERROR',
      err.message,
      undefined,
      {
        status: err.status,
      },
    );
  }
  if (isDatabaseError(err)) {
    return new AppError(
      'DATABASE_ERROR',
      "We're experiencing technical difficulties. Please try again.",
    );
  }
  return new AppError('SYSTEM_ERROR', 'Something went wrong on our end. Please try again.');
};

export const onError = (err: Error, c: Context<AppEnv>) => {
  const appError = toAppError(err);
  const logger = c.get('logger');
  if (appError.status >= 500) logger?.error({ err }, 'request failed');
  else logger?.info({ code: appError.code, status: appError.status }, appError.message);
  for (const [name, value] of Object.entries(appError.headers ?? {})) c.header(name, value);
  return c.json(body(c, appError), appError.status as ContentfulStatusCode);
};

export const apiNotFound = (c: Context<AppEnv>) =>
  c.json(body(c, new AppError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`)), 404);

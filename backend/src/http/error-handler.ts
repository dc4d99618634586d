import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, errorBody, toAppError } from '../core/errors';
import { requestLogger } from './correlation';
import type { AppEnv } from './env';

/** toAppError, plus the exceptions Hono itself throws (body limit, bad requests). */
const fromHttp = (err: unknown): AppError => {
  if (!(err instanceof HTTPException)) return toAppError(err);
  if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  return new AppError(
    err.status >= 500 ? 'SYSTEM_ERROR' : 'VALIDATION_ERROR',
    err.message,
    undefined,
    { status: err.status },
  );
};

const body = (c: Context<AppEnv>, error: AppError) =>
  errorBody(error, c.get('correlationId') ?? '');

export const onError = (err: Error, c: Context<AppEnv>) => {
  const appError = fromHttp(err);
  const logger = requestLogger(c);
  if (appError.status >= 500) logger?.error({ err }, 'request failed');
  else logger?.info({ code: appError.code, status: appError.status }, appError.message);
  for (const [name, value] of Object.entries(appError.headers ?? {})) c.header(name, value);
  return c.json(body(c, appError), appError.status as ContentfulStatusCode);
};

export const apiNotFound = (c: Context<AppEnv>) =>
  c.json(body(c, new AppError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`)), 404);

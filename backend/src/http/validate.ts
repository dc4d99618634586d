import { rowIdParamSchema } from '@labbridge/shared-types';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from '../core/errors';
import { parseOrThrow } from '../core/validation';

/** Reads a JSON body: wrong content type 415, malformed JSON 400, then validates. */
export const jsonBody = async <S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch (err) {
    if (err instanceof Error && err.name === 'BodyLimitError') throw err;
    if (err instanceof AppError) throw err;
    throw validationError('Malformed JSON body');
  }
  return parseOrThrow(schema, raw);
};

export const queryParams = <S extends z.ZodType>(c: Context, schema: S): z.output<S> =>
  parseOrThrow(schema, c.req.query());

export const idParam = (c: Context, name = 'id') =>
  parseOrThrow(rowIdParamSchema, c.req.param(name));

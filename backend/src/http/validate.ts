import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, type ErrorDetails, validationError } from './app-error';

/** The value at a Zod issue path inside the raw input, to tell "missing" from "wrong". */
const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );

/** Zod issues as one message list per field path ('_' for the body itself). */
export const fieldErrors = (error: z.ZodError, input: unknown): ErrorDetails => {
  const details: ErrorDetails = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
    details[key] = [...(details[key] ?? []), missing ? 'Required' : issue.message];
  }
  return details;
};

export const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = fieldErrors(result.error, value);
    const fields = Object.keys(details).filter((k) => k !== '_');
    const message = fields.length
      ? `Invalid input: ${fields.join(', ')}`
      : (details._?.[0] ?? 'Invalid input');
    throw validationError(message, details);
  }
  return result.data;
};

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
  parseOrThrow(z.coerce.number().int().positive().max(2_147_483_647), c.req.param(name));
